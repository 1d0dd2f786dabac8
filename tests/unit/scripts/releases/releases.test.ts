/**
 * scripts/lib/releases/releases.ts: a release goes live by one symlink switch, old releases are pruned
 * (never the live one), rollback goes back one release at a time, and a plain folder from before
 * releases is taken over.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	activate,
	createReleaseDir,
	liveRelease,
	listReleases,
	newReleaseId,
	pruneReleases,
	rollback,
	writeReleaseInfo,
} from '../../../../scripts/lib/releases/releases.ts';

let dist: string;
beforeEach(async () => {
	dist = await mkdtemp(join(tmpdir(), 'releases-'));
});
afterEach(async () => {
	await rm(dist, { recursive: true, force: true });
});

/** Publishes a release whose index.html says `text`; returns its id. */
async function publish(text: string, at: string, kind: 'site' | 'failure' = 'site') {
	const { id, dir } = await createReleaseDir(dist, 'a.in', newReleaseId(new Date(at)));
	await writeFile(join(dir, 'index.html'), text);
	await writeReleaseInfo(dist, 'a.in', { id, key: `key-${text}`, builtAt: at, pages: 1, kind });
	await activate(dist, 'a.in', id);
	return id;
}
const live = () => readFile(join(dist, 'a.in', 'index.html'), 'utf8');

describe('releases', () => {
	it('names a release by its time, sortable, with a random tail', () => {
		expect(newReleaseId(new Date('2026-11-23T10:20:30.456Z'))).toMatch(
			/^20261123T102030456-[0-9a-f]{6}$/,
		);
	});

	it('makes a release live through a relative symlink and records its key', async () => {
		const id = await publish('one', '2026-11-23T10:00:00.000Z');
		expect(await readlink(join(dist, 'a.in'))).toBe(`.releases/a.in/${id}`);
		expect(await live()).toBe('one');
		expect(await liveRelease(dist, 'a.in')).toMatchObject({ id, key: 'key-one', kind: 'site' });
		// Nothing but the link and the releases folder: no temporary link left behind.
		expect((await readdir(dist)).sort()).toEqual(['.releases', 'a.in']);
	});

	it('keeps the five newest releases, and the live one even when it is older', async () => {
		const ids = [];
		for (let i = 0; i < 7; i++) ids.push(await publish(`r${i}`, `2026-11-23T10:0${i}:00.000Z`));
		await pruneReleases(dist, 'a.in');
		expect((await listReleases(dist, 'a.in')).map((info) => info.id)).toEqual(ids.slice(2));
		await activate(dist, 'a.in', ids[2]!);
		await publish('r7', '2026-11-23T10:07:00.000Z');
		await activate(dist, 'a.in', ids[2]!);
		await pruneReleases(dist, 'a.in', 2);
		const kept = (await listReleases(dist, 'a.in')).map((info) => info.id);
		expect(kept).toContain(ids[2]);
		expect(kept).toHaveLength(3);
	});

	it('without a history (an older layout), rolls back by release order, skipping failure pages, until none is older', async () => {
		await publish('one', '2026-11-23T10:00:00.000Z');
		await publish('failure page', '2026-11-23T10:01:00.000Z', 'failure');
		await publish('two', '2026-11-23T10:02:00.000Z');
		await publish('three', '2026-11-23T10:03:00.000Z');
		expect(await rollback(dist, 'a.in')).toMatchObject({
			ok: true,
			to: { key: 'key-two' },
			derived: true,
		});
		expect(await live()).toBe('two');
		// The first rollback started the history: the way back from two is settled in it.
		expect(await rollback(dist, 'a.in')).toMatchObject({
			ok: true,
			to: { key: 'key-one' },
			derived: false,
		});
		expect(await live()).toBe('one');
		const last = await rollback(dist, 'a.in');
		expect(last.ok).toBe(false);
		expect(!last.ok && last.message).toMatch(
			/^a\.in: nothing kept was live before the live release \d{8}T\d{9}-[0-9a-f]{6}; there is nothing to roll back to\.$/,
		);
		expect(await live()).toBe('one');
	});

	it('says so when a tenant has no releases', async () => {
		expect(await rollback(dist, 'none.in')).toEqual({
			ok: false,
			message: `none.in has no releases in ${dist}.`,
		});
	});

	it('takes over a plain folder left by a build from before releases', async () => {
		await mkdir(join(dist, 'a.in'));
		await writeFile(join(dist, 'a.in', 'index.html'), 'old plain folder');
		await publish('new', '2026-11-23T10:00:00.000Z');
		expect(await live()).toBe('new');
		const folders = await readdir(join(dist, '.releases', 'a.in'));
		expect(folders.filter((name) => name.startsWith('legacy-'))).toHaveLength(1);
	});
});
