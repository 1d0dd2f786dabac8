/**
 * Synchronous page writes for a render process. Astro writes each rendered page with
 * `fs.promises.mkdir` and `fs.promises.writeFile`: four trips through libuv's thread pool per page
 * (mkdir, open, write, close), each a hand-over to a pool thread and a wake-up of the main one.
 * At 57,000 pages that hand-over cost more than the writes: a page is a few tens of KB going to
 * the page cache, which the synchronous calls write in microseconds, with no thread switch.
 *
 * Only paths under a folder handed to {@link syncWritesUnder} (a shard's Astro output) are
 * written this way; every other call goes to the original functions.
 */
import { mkdirSync, promises, writeFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const roots = new Set<string>();
let installed = false;

function pathOf(target: unknown): string | null {
	if (typeof target === 'string') return resolve(target);
	if (target instanceof URL && target.protocol === 'file:') return fileURLToPath(target);
	return null;
}

/** Whether `target` (a path or a file URL) lies under one of the folders written synchronously. */
export function writesSync(target: unknown): boolean {
	const path = pathOf(target);
	if (path === null) return false;
	for (const root of roots) if (path === root || path.startsWith(root + sep)) return true;
	return false;
}

function install() {
	const { mkdir, writeFile } = promises;
	// Async functions, so a synchronous call's error becomes the rejection the caller awaits.
	promises.mkdir = (async (
		path: Parameters<typeof mkdir>[0],
		options?: Parameters<typeof mkdir>[1],
	) => (writesSync(path) ? mkdirSync(path, options) : mkdir(path, options))) as typeof mkdir;
	promises.writeFile = (async (
		file: Parameters<typeof writeFile>[0],
		data: Parameters<typeof writeFile>[1],
		options?: Parameters<typeof writeFile>[2],
	) => {
		// A stream or an iterable body, or an open file handle, keeps the asynchronous path.
		const plain = typeof data === 'string' || ArrayBuffer.isView(data);
		if (!plain || !writesSync(file)) return writeFile(file, data, options);
		writeFileSync(file as string | URL, data, options as Parameters<typeof writeFileSync>[2]);
	}) as typeof writeFile;
	installed = true;
}

/**
 * Writes pages under `dir` synchronously until the returned function is called (installing the
 * replacement functions on the first call in the process).
 */
export function syncWritesUnder(dir: string): () => void {
	if (!installed) install();
	const root = resolve(dir);
	roots.add(root);
	return () => {
		roots.delete(root);
	};
}
