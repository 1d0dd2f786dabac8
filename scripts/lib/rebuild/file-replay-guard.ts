/**
 * The replay memory of a rebuild server without Redis, kept in a small file beside `dist/`
 * (`.rebuild-replays.json`): read at start, written after each change, so a restarted server
 * still refuses a request it accepted inside the 5-minute window. The file holds only the
 * requests accepted within the window (a few per tenant edit), each with the time it is dropped.
 * One rebuild server per file: two writing one file would each overwrite the other's entries.
 */
import { readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { memoryReplayGuard, type ReplayExpiries, type ReplayGuard } from './replay-guard.ts';

/** The replay file's name, in the folder that holds the dist folder. */
export const REPLAY_FILE = '.rebuild-replays.json';

/** The replay file of the dist folder `distDir` (resolved): beside it, not in it, so never deployed. */
export function replayFileOf(distDir: string): string {
	return join(dirname(distDir), REPLAY_FILE);
}

/** The file's entries still unexpired at `at`; a missing, unreadable or malformed file has none. */
function load(path: string, at: number): ReplayExpiries {
	let saved: unknown;
	try {
		saved = JSON.parse(readFileSync(path, 'utf8'));
	} catch {
		return new Map();
	}
	if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return new Map();
	return new Map(
		Object.entries(saved).filter(
			(entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > at,
		),
	);
}

/**
 * A {@link ReplayGuard} as `memoryReplayGuard`, its entries kept in `path`: each change is written
 * to a temporary file renamed over it (a crash leaves the old file or the new one, never half).
 */
export function fileReplayGuard(
	path: string,
	now: () => number = Date.now,
): ReplayGuard & { size(): number } {
	const temp = `${path}.${process.pid}.tmp`;
	// Writes run one after another, so the last one written holds the latest entries.
	let writing: Promise<void> = Promise.resolve();
	const save = (expiries: ReplayExpiries) => {
		const text = JSON.stringify(Object.fromEntries(expiries));
		const write = writing.then(async () => {
			await writeFile(temp, text, { mode: 0o600 });
			await rename(temp, path).catch(async (error: unknown) => {
				await rm(temp, { force: true });
				throw error;
			});
		});
		// A failed write fails its own request; the next write still runs.
		writing = write.catch(() => {});
		return write;
	};
	return memoryReplayGuard(now, { expiries: load(path, now()), save });
}
