import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeRenderSlot } from '../../../../scripts/lib/build/render-slots.ts';

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
