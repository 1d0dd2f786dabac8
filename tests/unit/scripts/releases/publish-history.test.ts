/**
 * Releases as they are published (scripts/lib/releases/publish.ts) and rolled back (releases.ts):
 * each record says what started it, its code revision and its pages added, changed and removed
 * against the release live before; each going live is appended to the history, and a rollback
 * follows the history: edit 1 → rollback → edit 2 → rollback brings back the original release,
 * never edit 1. A bad record is refused with its file named.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { publishRelease } from '../../../../scripts/lib/releases/publish.ts';
import {
	listReleases,
	liveRelease,
	readHistory,
	rollback,
} from '../../../../scripts/lib/releases/releases.ts';
import type { ReleaseTrigger } from '../../../../scripts/lib/releases/history.ts';

const DOMAIN = 'a.in';
let work: string;
let dist: string;
let run = 0;

beforeEach(async () => {
	work = await mkdtemp(join(tmpdir(), 'publish-history-'));
	dist = join(work, 'dist');
});
afterEach(async () => {
	await rm(work, { recursive: true, force: true });
});

/** Publishes a site of `pages` (path → text) as a new release, started by `trigger`. */
async function publish(pages: Record<string, string>, trigger: ReleaseTrigger) {
	const out = join(work, `out-${run++}`);
	for (const [path, text] of Object.entries(pages)) {
		await mkdir(dirname(join(out, DOMAIN, path)), { recursive: true });
		await writeFile(join(out, DOMAIN, path), text);
	}
	const key = `key-${run}`;
	const input = { distDir: dist, outDir: out, domain: DOMAIN, shared: [], key };
	return publishRelease({ ...input, trigger, revision: 'abc123def456' });
}
const home = () => readFile(join(dist, DOMAIN, 'index.html'), 'utf8');
const edit = (eventId: string): ReleaseTrigger => ({ kind: 'edit', eventId });

describe('publish and rollback through the history', () => {
	it('records what started each release, its revision and its pages changed', async () => {
		const first = await publish(
			{ 'index.html': 'home', 'about/index.html': 'about', '404/index.html': 'none' },
			{ kind: 'code' },
		);
		expect(first).toMatchObject({
			pages: 3,
			trigger: { kind: 'code' },
			revision: 'abc123def456',
			changes: { against: null, added: 3, changed: 0, removed: 0 },
		});
		const second = await publish(
			{ 'index.html': 'home 2', 'courses/index.html': 'courses', '404/index.html': 'none' },
			edit('evt-1'),
		);
		expect(second).toMatchObject({
			pages: 3,
			trigger: { kind: 'edit', eventId: 'evt-1' },
			changes: { against: first.id, added: 1, changed: 1, removed: 1 },
		});
		// Read back through the schema, as `--list` reads it.
		expect(await liveRelease(dist, DOMAIN)).toEqual(second);
		expect((await readHistory(dist, DOMAIN))?.entries).toEqual([
			{
				release: first.id,
				at: first.builtAt,
				trigger: { kind: 'code' },
				replaced: null,
				back: null,
			},
			{
				release: second.id,
				at: second.builtAt,
				trigger: { kind: 'edit', eventId: 'evt-1' },
				replaced: first.id,
				back: first.id,
			},
		]);
	});

	it('edit 1 → rollback → edit 2 → rollback returns to the original release', async () => {
		const original = await publish({ 'index.html': 'original' }, { kind: 'code' });
		const edit1 = await publish({ 'index.html': 'edit 1' }, edit('evt-1'));
		expect(await rollback(dist, DOMAIN)).toMatchObject({ ok: true, to: { id: original.id } });
		expect(await home()).toBe('original');
		const edit2 = await publish({ 'index.html': 'edit 2' }, edit('evt-2'));
		expect(edit2.changes).toEqual({ against: original.id, added: 0, changed: 1, removed: 0 });

		const back = await rollback(dist, DOMAIN);
		expect(back).toMatchObject({
			ok: true,
			from: edit2.id,
			to: { id: original.id },
			derived: false,
		});
		expect(await home()).toBe('original');
		// Nothing was live before the original: edit 1 never comes back by "back".
		const again = await rollback(dist, DOMAIN);
		expect(again.ok).toBe(false);
		expect(await home()).toBe('original');

		const entries = (await readHistory(dist, DOMAIN))?.entries ?? [];
		expect(entries.map((entry) => [entry.release, entry.trigger.kind, entry.replaced])).toEqual([
			[original.id, 'code', null],
			[edit1.id, 'edit', original.id],
			[original.id, 'rollback', edit1.id],
			[edit2.id, 'edit', original.id],
			[original.id, 'rollback', edit2.id],
		]);
		// --to still reaches any kept release, edit 1 included.
		expect(await rollback(dist, DOMAIN, { to: edit1.id })).toMatchObject({ ok: true });
		expect(await home()).toBe('edit 1');
	});

	it('keeps the release a rollback goes back to, however many releases followed', async () => {
		const original = await publish({ 'index.html': 'original' }, { kind: 'code' });
		for (let n = 1; n <= 6; n++) {
			await publish({ 'index.html': `edit ${n}` }, edit(`evt-${n}`));
			expect(await rollback(dist, DOMAIN)).toMatchObject({ ok: true, to: { id: original.id } });
		}
		await publish({ 'index.html': 'edit 7' }, edit('evt-7'));
		expect((await listReleases(dist, DOMAIN)).map((info) => info.id)).toContain(original.id);
		expect(await rollback(dist, DOMAIN)).toMatchObject({ ok: true, to: { id: original.id } });
	});

	it('refuses --to a release not kept, and the live one', async () => {
		const only = await publish({ 'index.html': 'one' }, { kind: 'code' });
		expect(await rollback(dist, DOMAIN, { to: 'nope' })).toEqual({
			ok: false,
			message: `${DOMAIN}: no kept release nope (kept: ${only.id}).`,
		});
		expect(await rollback(dist, DOMAIN, { to: only.id })).toEqual({
			ok: false,
			message: `${DOMAIN}: release ${only.id} is already live.`,
		});
	});

	it('names the file of a bad record', async () => {
		const release = await publish({ 'index.html': 'one' }, { kind: 'code' });
		const file = join(dist, '.releases', DOMAIN, `${release.id}.json`);
		await writeFile(file, JSON.stringify({ ...release, pages: 'many' }));
		await expect(liveRelease(dist, DOMAIN)).rejects.toThrow(
			`${file} is not a release record: Invalid input at pages`,
		);
	});
});
