/**
 * Memory of a process and everything it started (npm, the build, its shard workers), sampled from
 * /proc: the resident set (VmRSS) summed over the tree. Shared pages count once per process, so
 * the sum is an upper bound, which is what a memory budget needs.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The ids of `root` and every process below it, given each process's parent. */
export function treeOf(root: number, parentOf: ReadonlyMap<number, number>): number[] {
	const children = new Map<number, number[]>();
	for (const [pid, parent] of parentOf) {
		const list = children.get(parent);
		if (list) list.push(pid);
		else children.set(parent, [pid]);
	}
	const tree: number[] = [];
	const pending = [root];
	while (pending.length > 0) {
		const pid = pending.pop()!;
		tree.push(pid);
		pending.push(...(children.get(pid) ?? []));
	}
	return tree;
}

/** The parent id in a `/proc/<pid>/stat` line (the command may hold spaces and parentheses). */
export function parentInStat(stat: string): number | null {
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	const parent = Number(fields[1]);
	return Number.isInteger(parent) ? parent : null;
}

/** VmRSS of a `/proc/<pid>/status` text, in kB (0 when absent: a zombie or kernel thread). */
export function rssInStatus(status: string): number {
	const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
	return match ? Number(match[1]) : 0;
}

// A process may end between listing /proc and reading it: that is not an error.
function readOrNull(path: string): string | null {
	try {
		return readFileSync(path, 'utf8');
	} catch {
		return null;
	}
}

// The kernel's /proc/<pid>/task/<tid>/children is often not built in, so every process is read.
function parents(): Map<number, number> {
	const parentOf = new Map<number, number>();
	for (const name of readdirSync('/proc')) {
		if (!/^\d+$/.test(name)) continue;
		const stat = readOrNull(`/proc/${name}/stat`);
		const parent = stat === null ? null : parentInStat(stat);
		if (parent !== null) parentOf.set(Number(name), parent);
	}
	return parentOf;
}

/** The summed VmRSS of `root` and its descendants now, in kB. */
export function treeRssKb(root: number): number {
	let total = 0;
	for (const pid of treeOf(root, parents()))
		total += rssInStatus(readOrNull(`/proc/${pid}/status`) ?? '');
	return total;
}

/** A running sampler; `stop` answers the peak in MB (0 where /proc does not exist). */
export interface MemorySampler {
	stop(): number;
}

/** Samples the tree of `root` every `everyMs` and keeps the highest sum. */
export function sampleTreeMemory(root: number, everyMs = 100): MemorySampler {
	let peakKb = 0;
	const sample = () => {
		try {
			peakKb = Math.max(peakKb, treeRssKb(root));
		} catch {
			// No /proc (not Linux): the peak stays 0 and the report says so.
		}
	};
	sample();
	const timer = setInterval(sample, everyMs);
	return {
		stop() {
			clearInterval(timer);
			return Math.round(peakKb / 1024);
		},
	};
}
