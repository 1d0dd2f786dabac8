/**
 * The machine's render pool: at most `RENDER_PROCESSES` render processes (one per core, as memory
 * allows: system/render-processes.ts) render at a time, across every build, rebuild server and
 * worker process on the machine. Astro renders on one core, so a second worker on a machine must
 * share its cores with the first rather than double the load.
 *
 * A slot is a lock file (`slot-<n>` in a folder of the user's under the system temp folder)
 * created with `wx`, holding the owner's pid. A slot whose owner is gone (killed mid-render) is
 * taken over: the lock is only as good as the pid check, which is enough on one machine. The
 * folder must be the user's own, mode 0700: another user able to write in it could hold every
 * slot (stalling the builds) or plant a link where a slot file is created.
 */
import { lstat, mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineRenderProcesses } from '../system/render-processes.ts';

/** Where the slots live and how many there are. */
export interface RenderSlotOptions {
	/** Default: `institute-sites-render-slots-<uid>` in the system temp folder (`RENDER_SLOTS_DIR` overrides). */
	dir?: string;
	/** Default: the machine's render pool without `RENDER_PROCESSES` (callers pass the setting). */
	slots?: number;
	/** How often a waiting render looks for a free slot, in ms. */
	pollMs?: number;
}

/** Gives the slot back. */
export type ReleaseSlot = () => Promise<void>;

/** The folder the machine's render slots of user `uid` live in. */
export function renderSlotsDir(uid = currentUid()): string {
	return process.env['RENDER_SLOTS_DIR'] ?? join(tmpdir(), `institute-sites-render-slots-${uid}`);
}

function currentUid(): number {
	// Windows has no uids; its temp folder is per user already.
	return process.getuid?.() ?? 0;
}

/** What `slotsFolder` checks the folder against; the stat is injectable for tests. */
export interface SlotsFolderCheck {
	/** The owner it must have. Default: this process's user. */
	uid?: number;
	lstat?: typeof lstat;
}

/**
 * Creates the slots folder (mode 0700) or checks the one there: a real folder (not a link), owned
 * by `uid`, with no group or other permissions. Throws, naming the fix, when it is not.
 */
export async function slotsFolder(dir: string, check: SlotsFolderCheck = {}): Promise<void> {
	const uid = check.uid ?? currentUid();
	const statOf = check.lstat ?? lstat;
	const missing = (error: NodeJS.ErrnoException) => {
		if (error.code === 'ENOENT') return null;
		throw error;
	};
	let info = await statOf(dir).catch(missing);
	if (!info) {
		await mkdir(dir, { recursive: true, mode: 0o700 });
		info = await statOf(dir);
	}
	const refuse = (why: string) =>
		new Error(
			`The render slot folder ${dir} ${why}: remove it (or set RENDER_SLOTS_DIR to a folder of your own, mode 0700)`,
		);
	if (info.isSymbolicLink()) throw refuse('is a symbolic link');
	if (!info.isDirectory()) throw refuse('is not a folder');
	if (process.platform === 'win32') return;
	if (info.uid !== uid) throw refuse(`belongs to user ${info.uid}, not to this user (${uid})`);
	if ((info.mode & 0o077) !== 0)
		throw refuse(`has mode ${(info.mode & 0o777).toString(8)}, open to other users (want 700)`);
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
	const slots = Math.max(1, options.slots ?? machineRenderProcesses(null));
	const pollMs = options.pollMs ?? 100;
	await slotsFolder(dir);
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
