/**
 * The machine's render pool: at most one render process per core renders at a time, across every
 * build, rebuild server and worker process on the machine. Astro renders on one core, so a second
 * worker on a machine must share its cores with the first rather than double the load.
 *
 * A slot is a lock file (`slot-<n>` in a folder under the system temp folder) created with `wx`,
 * holding the owner's pid. A slot whose owner is gone (killed mid-render) is taken over: the
 * lock is only as good as the pid check, which is enough on one machine.
 */
import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Where the slots live and how many there are. */
export interface RenderSlotOptions {
	/** Default: `institute-sites-render-slots` in the system temp folder (`RENDER_SLOTS_DIR` overrides). */
	dir?: string;
	/** Default: one per core. */
	slots?: number;
	/** How often a waiting render looks for a free slot, in ms. */
	pollMs?: number;
}

/** Gives the slot back. */
export type ReleaseSlot = () => Promise<void>;

/** The folder the machine's render slots live in. */
export function renderSlotsDir(): string {
	return process.env['RENDER_SLOTS_DIR'] ?? join(tmpdir(), 'institute-sites-render-slots');
}

// Writing a pid into a just-created file takes microseconds; an empty file this old was abandoned.
const EMPTY_SLOT_STALE_MS = 5000;

function alive(pid: number): boolean {
	if (!Number.isInteger(pid) || pid <= 0) return false;
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		// EPERM: the process exists but belongs to another user.
		return (error as NodeJS.ErrnoException).code === 'EPERM';
	}
}

async function tryTake(file: string): Promise<boolean> {
	try {
		const handle = await open(file, 'wx');
		await handle.writeFile(String(process.pid));
		await handle.close();
		return true;
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
	}
	const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
	if (alive(owner)) return false;
	// An empty file is a slot being taken this instant, unless its taker died doing so long ago.
	if (owner === 0) {
		const since = await stat(file).then(
			(info) => Date.now() - info.mtimeMs,
			() => 0,
		);
		if (since < EMPTY_SLOT_STALE_MS) return false;
	}
	await unlink(file).catch(() => {});
	return false;
}

/** Waits for a free render slot of the machine and takes it. */
export async function takeRenderSlot(options: RenderSlotOptions = {}): Promise<ReleaseSlot> {
	const dir = options.dir ?? renderSlotsDir();
	const slots = Math.max(1, options.slots ?? availableParallelism());
	const pollMs = options.pollMs ?? 100;
	await mkdir(dir, { recursive: true });
	for (;;) {
		for (let slot = 0; slot < slots; slot++) {
			const file = join(dir, `slot-${slot}`);
			if (await tryTake(file)) {
				let released = false;
				return async () => {
					if (released) return;
					released = true;
					await unlink(file).catch(() => {});
				};
			}
		}
		await sleep(pollMs);
	}
}
