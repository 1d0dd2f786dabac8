import { spawnSync } from 'node:child_process';
import {
	chmod,
	lstat,
	mkdir,
	mkdtemp,
	readdir,
	readFile,
	rm,
	stat,
	symlink,
	utimes,
	writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	renderSlotsDir,
	slotsFolder,
	takeRenderSlot,
} from '../../../../scripts/lib/pipeline/render-slots.ts';

let dir: string;
beforeEach(async () => {
	dir = await mkdtemp(join(tmpdir(), 'render-slots-'));
});
afterEach(async () => {
	await rm(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited (its number is free). */
function deadPid(): number {
	return spawnSync(process.execPath, ['-e', '0']).pid;
}

describe("the machine's render slots", () => {
	it('gives out at most `slots` at once; the next waits for a release', async () => {
		const first = await takeRenderSlot({ dir, slots: 2, pollMs: 10 });
		const second = await takeRenderSlot({ dir, slots: 2, pollMs: 10 });
		expect((await readdir(dir)).sort()).toEqual(['slot-0', 'slot-1']);
		expect(await readFile(join(dir, 'slot-0'), 'utf8')).toBe(String(process.pid));
		let third = false;
		const waiting = takeRenderSlot({ dir, slots: 2, pollMs: 10 }).then((release) => {
			third = true;
			return release;
		});
		await sleep(60);
		expect(third).toBe(false);
		await first();
		const release = await waiting;
		expect(third).toBe(true);
		await Promise.all([second(), release()]);
		expect(await readdir(dir)).toEqual([]);
	});

	it('takes over the slot of a process that died holding it', async () => {
		await writeFile(join(dir, 'slot-0'), String(deadPid()));
		const release = await takeRenderSlot({ dir, slots: 1, pollMs: 10 });
		expect(await readFile(join(dir, 'slot-0'), 'utf8')).toBe(String(process.pid));
		await release();
	});

	it('leaves a just-created empty slot alone, and takes one abandoned long ago', async () => {
		await writeFile(join(dir, 'slot-0'), '');
		const taking = takeRenderSlot({ dir, slots: 1, pollMs: 10 });
		expect(await Promise.race([taking.then(() => 'taken'), sleep(80, 'waiting')])).toBe('waiting');
		const old = new Date(Date.now() - 60_000);
		await utimes(join(dir, 'slot-0'), old, old);
		const release = await taking;
		expect(await readFile(join(dir, 'slot-0'), 'utf8')).toBe(String(process.pid));
		await release();
	});

	it('releases once, however often the release is called', async () => {
		const release = await takeRenderSlot({ dir, slots: 1, pollMs: 10 });
		await release();
		const other = await takeRenderSlot({ dir, slots: 1, pollMs: 10 });
		await release();
		expect(await readdir(dir)).toEqual(['slot-0']);
		await other();
	});
});

describe("the render slots' folder", () => {
	const refusal = (folder: string, why: string) =>
		`The render slot folder ${folder} ${why}: remove it (or set RENDER_SLOTS_DIR to a folder of your own, mode 0700)`;

	it("is the user's own folder under the system temp folder", () => {
		vi.stubEnv('RENDER_SLOTS_DIR', undefined);
		try {
			expect(renderSlotsDir(1234)).toBe(join(tmpdir(), 'institute-sites-render-slots-1234'));
		} finally {
			vi.unstubAllEnvs();
		}
	});

	it('is created with mode 0700', async () => {
		const folder = join(dir, 'slots');
		await slotsFolder(folder);
		expect((await stat(folder)).mode & 0o777).toBe(0o700);
		await takeRenderSlot({ dir: folder, slots: 1 }).then((release) => release());
	});

	it('is refused when other users may use it', async () => {
		const folder = join(dir, 'slots');
		await mkdir(folder);
		await chmod(folder, 0o755);
		await expect(slotsFolder(folder)).rejects.toThrow(
			refusal(folder, 'has mode 755, open to other users (want 700)'),
		);
		await chmod(folder, 0o1777);
		await expect(takeRenderSlot({ dir: folder, slots: 1 })).rejects.toThrow(
			refusal(folder, 'has mode 777, open to other users (want 700)'),
		);
	});

	it('is refused when it is a symbolic link, even to a folder of the mode wanted', async () => {
		const target = join(dir, 'target');
		await mkdir(target, { mode: 0o700 });
		const folder = join(dir, 'slots');
		await symlink(target, folder);
		await expect(slotsFolder(folder)).rejects.toThrow(refusal(folder, 'is a symbolic link'));
		await symlink(join(dir, 'nowhere'), join(dir, 'dangling'));
		await expect(slotsFolder(join(dir, 'dangling'))).rejects.toThrow(
			refusal(join(dir, 'dangling'), 'is a symbolic link'),
		);
	});

	it('is refused when it belongs to another user', async () => {
		const folder = join(dir, 'slots');
		await slotsFolder(folder);
		await expect(slotsFolder(folder, { uid: 4242 })).rejects.toThrow(
			refusal(folder, `belongs to user ${process.getuid?.()}, not to this user (4242)`),
		);
		// The same check on a folder made by someone else, as its stat reports it.
		const theirs = async (path: string) => Object.assign(await lstat(path), { uid: 1001 });
		await expect(slotsFolder(folder, { uid: 1000, lstat: theirs as typeof lstat })).rejects.toThrow(
			refusal(folder, 'belongs to user 1001, not to this user (1000)'),
		);
		await expect(slotsFolder(folder, { uid: 1001, lstat: theirs as typeof lstat })).resolves.toBe(
			undefined,
		);
	});

	it('is refused when it is a file', async () => {
		const folder = join(dir, 'slots');
		await writeFile(folder, '');
		await expect(slotsFolder(folder)).rejects.toThrow(refusal(folder, 'is not a folder'));
	});
});
