/**
 * The replay memory kept in a file (scripts/lib/rebuild/file-replay-guard.ts): the same answers
 * as the memory one, kept by a new instance on the same file (a restart), written whole each time,
 * and a missing or corrupt file read as empty.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	fileReplayGuard,
	REPLAY_FILE,
	replayFileOf,
} from '../../../../scripts/lib/rebuild/file-replay-guard.ts';
import { webhookGuards } from '../../../../scripts/lib/rebuild/webhook-guards.ts';

let dir: string;
let file: string;
let now: number;
const clock = () => now;
beforeEach(async () => {
	dir = await mkdtemp(join(tmpdir(), 'file-replay-guard-'));
	file = join(dir, '.rebuild-replays.json');
	now = 1_767_225_600_000;
});
afterEach(async () => {
	await rm(dir, { recursive: true, force: true });
});

const saved = async () => JSON.parse(await readFile(file, 'utf8')) as Record<string, number>;

describe('fileReplayGuard', () => {
	it('is the file .rebuild-replays.json beside the dist folder', () => {
		expect(REPLAY_FILE).toBe('.rebuild-replays.json');
		expect(replayFileOf('/srv/sites/dist')).toBe('/srv/sites/.rebuild-replays.json');
	});

	it('refuses a key until its time is up, then takes it again', async () => {
		const guard = fileReplayGuard(file, clock);
		expect(await guard.remember('1767225600.abc', 5000)).toBe(true);
		expect(await guard.remember('1767225600.abc', 5000)).toBe(false);
		expect(await saved()).toEqual({ '1767225600.abc': 1_767_225_605_000 });
		now += 4999;
		expect(await guard.remember('1767225600.abc', 5000)).toBe(false);
		now += 1;
		expect(await guard.remember('1767225600.abc', 5000)).toBe(true);
		expect(await saved()).toEqual({ '1767225600.abc': 1_767_225_610_000 });
	});

	it('keeps its entries for a new instance on the same file (a restart)', async () => {
		const before = fileReplayGuard(file, clock);
		expect(await before.remember('k', 300_000)).toBe(true);
		now += 299_999;
		const after = fileReplayGuard(file, clock);
		expect(after.size()).toBe(1);
		expect(await after.remember('k', 300_000)).toBe(false);
	});

	it('drops the expired entries it reads at start', async () => {
		await writeFile(file, JSON.stringify({ gone: now, kept: now + 1, bad: 'soon' }));
		const guard = fileReplayGuard(file, clock);
		expect(guard.size()).toBe(1);
		expect(await guard.remember('gone', 1000)).toBe(true);
		expect(await saved()).toEqual({ kept: now + 1, gone: now + 1000 });
	});

	it('writes through a temporary file it renames, readable by its user only', async () => {
		const guard = fileReplayGuard(file, clock);
		await Promise.all(Array.from({ length: 20 }, (_, i) => guard.remember(`k${i}`, 1000)));
		expect(Object.keys(await saved())).toHaveLength(20);
		expect(await readdir(dir)).toEqual(['.rebuild-replays.json']);
		expect((await stat(file)).mode & 0o777).toBe(0o600);
	});

	it('forgets a key in the file too', async () => {
		const guard = fileReplayGuard(file, clock);
		await guard.remember('k', 1000);
		await guard.forget('k');
		expect(await saved()).toEqual({});
		expect(await fileReplayGuard(file, clock).remember('k', 1000)).toBe(true);
	});

	it.each([
		['not JSON', '{"k": 17672'],
		['a list', '[1, 2]'],
		['null', 'null'],
		['empty', ''],
	])('reads a corrupt file (%s) as empty, and replaces it', async (_name, text) => {
		await writeFile(file, text);
		const guard = fileReplayGuard(file, clock);
		expect(guard.size()).toBe(0);
		expect(await guard.remember('k', 1000)).toBe(true);
		expect(await saved()).toEqual({ k: now + 1000 });
	});

	it('does not keep a key it could not write, and says why', async () => {
		// A folder where the file should be: the rename over it fails.
		await mkdir(join(dir, 'taken', 'inside'), { recursive: true });
		const guard = fileReplayGuard(join(dir, 'taken'), clock);
		await expect(guard.remember('k', 1000)).rejects.toThrow(/EISDIR|ENOTEMPTY|EEXIST/);
		expect(guard.size()).toBe(0);
		expect(await readdir(dir)).toEqual(['taken']);
	});
});

describe('webhookGuards without Redis', () => {
	it('keeps the replays beside the dist folder it is given', async () => {
		const guards = webhookGuards(null, clock, { root: dir, distDir: 'dist' });
		expect(await guards.replays.remember('k', 1000)).toBe(true);
		expect(await saved()).toEqual({ k: now + 1000 });
		const again = webhookGuards(null, clock, { replayFile: file });
		expect(await again.replays.remember('k', 1000)).toBe(false);
	});

	it('keeps them in memory only when given no file', async () => {
		const guards = webhookGuards(null, clock);
		expect(await guards.replays.remember('k', 1000)).toBe(true);
		expect(await readdir(dir)).toEqual([]);
	});
});
