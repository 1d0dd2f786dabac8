/**
 * scripts/lib/rebuild/release-pruning.ts: a worker removes the releases of tenants it has not built
 * for the days kept at start, then after a build at most once an hour, and says which it removed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	PRUNE_EVERY_MS,
	startReleasePruning,
} from '../../../../scripts/lib/rebuild/release-pruning.ts';
import { publishAt } from '../releases/support/publish-at.ts';

const NOW = Date.parse('2026-11-30T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const REMOVED = (domains: string) =>
	`Removed the local releases of ${domains.split(', ').length} tenant(s) not built for 30 days (RELEASE_KEEP_DAYS): ${domains}`;

let dist: string;
beforeEach(async () => {
	dist = await mkdtemp(join(tmpdir(), 'release-pruning-'));
});
afterEach(async () => {
	await rm(dist, { recursive: true, force: true });
});

const publish = (domain: string, at: number) => publishAt(dist, domain, at);

describe('startReleasePruning', () => {
	it('prunes once an hour', () => {
		expect(PRUNE_EVERY_MS).toBe(3_600_000);
	});

	it('prunes at start, then after a build once the hour is up', async () => {
		await publish('a.in', NOW - 31 * DAY);
		await publish('b.in', NOW - 30 * DAY + 1);
		let now = NOW;
		const lines: string[] = [];
		const built: string[] = [];
		const pruning = startReleasePruning({
			distDir: dist,
			keepDays: 30,
			log: (line) => lines.push(line),
			now: () => now,
		});
		const rebuild = pruning.after(async (domain) => {
			built.push(domain);
		});
		await pruning.idle();
		expect(lines).toEqual([REMOVED('a.in')]);

		// b.in is stale a millisecond on, but within the hour nothing is looked at again.
		now = NOW + PRUNE_EVERY_MS - 1;
		await rebuild('c.in');
		await pruning.idle();
		expect(lines).toHaveLength(1);

		now = NOW + PRUNE_EVERY_MS;
		await rebuild('c.in');
		await pruning.idle();
		expect(lines).toEqual([REMOVED('a.in'), REMOVED('b.in')]);
		expect(built).toEqual(['c.in', 'c.in']);
		expect(await readdir(dist)).toEqual(['.releases']);
	});

	it('prunes after a failed build too, and the build still fails', async () => {
		let now = NOW;
		const pruning = startReleasePruning({
			distDir: dist,
			keepDays: 30,
			log: () => {},
			now: () => now,
		});
		await pruning.idle();
		await publish('a.in', NOW - 31 * DAY);
		now += PRUNE_EVERY_MS;
		const failing = pruning.after(async () => {
			throw new Error('render failed');
		});
		await expect(failing('a.in')).rejects.toThrow('render failed');
		await pruning.idle();
		expect(await readdir(join(dist, '.releases'))).toEqual([]);
	});
});
