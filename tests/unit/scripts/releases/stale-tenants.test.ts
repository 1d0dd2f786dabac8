/**
 * scripts/lib/releases/stale-tenants.ts: a tenant none of whose releases is newer than the days
 * kept loses its releases and its live link; the others, and anything without a time, stay.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lstat, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReleaseDir, newReleaseId } from '../../../../scripts/lib/releases/releases.ts';
import {
	pruneStaleTenants,
	releaseIdTime,
} from '../../../../scripts/lib/releases/stale-tenants.ts';
import { publishAt } from './support/publish-at.ts';

const NOW = Date.parse('2026-11-30T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

let dist: string;
beforeEach(async () => {
	dist = await mkdtemp(join(tmpdir(), 'stale-tenants-'));
});
afterEach(async () => {
	await rm(dist, { recursive: true, force: true });
});

const publish = (domain: string, at: number) => publishAt(dist, domain, at);

const exists = (path: string) =>
	lstat(path).then(
		() => true,
		() => false,
	);

describe('pruneStaleTenants', () => {
	it('removes the releases and link of tenants not built for the days kept', async () => {
		await publish('old.in', NOW - 40 * DAY);
		await publish('old.in', NOW - 31 * DAY);
		await publish('fresh.in', NOW - 40 * DAY);
		await publish('fresh.in', NOW - 2 * DAY);
		await publish('edge.in', NOW - 30 * DAY);

		expect(await pruneStaleTenants(dist, { keepDays: 30, now: NOW })).toEqual(['old.in']);
		expect(await exists(join(dist, 'old.in'))).toBe(false);
		expect((await readdir(join(dist, '.releases'))).sort()).toEqual(['edge.in', 'fresh.in']);
		expect(await exists(join(dist, 'fresh.in', 'index.html'))).toBe(true);

		expect(await pruneStaleTenants(dist, { keepDays: 30, now: NOW + 1 })).toEqual(['edge.in']);
		expect(await pruneStaleTenants(dist, { keepDays: 1, now: NOW })).toEqual(['fresh.in']);
		expect(await readdir(dist)).toEqual(['.releases']);
	});

	it('counts a release being written (a folder with no record yet) as a build', async () => {
		await publish('busy.in', NOW - 60 * DAY);
		await createReleaseDir(dist, 'busy.in', newReleaseId(new Date(NOW - DAY)));
		expect(await pruneStaleTenants(dist, { keepDays: 30, now: NOW })).toEqual([]);
	});

	it('leaves a tenant whose releases carry no time, and a plain site folder', async () => {
		await mkdir(join(dist, '.releases', 'unknown.in', 'by-hand'), { recursive: true });
		await publish('plain.in', NOW - 60 * DAY);
		await rm(join(dist, 'plain.in'));
		await mkdir(join(dist, 'plain.in'));
		expect(await pruneStaleTenants(dist, { keepDays: 30, now: NOW })).toEqual(['plain.in']);
		expect(await exists(join(dist, 'plain.in'))).toBe(true);
		expect(await readdir(join(dist, '.releases'))).toEqual(['unknown.in']);
	});

	it('finds nothing in a dist folder without releases', async () => {
		expect(await pruneStaleTenants(join(dist, 'none'), { keepDays: 30, now: NOW })).toEqual([]);
	});
});

describe('releaseIdTime', () => {
	it.each([
		['20261123T102030456-a1b2c3', Date.parse('2026-11-23T10:20:30.456Z')],
		['legacy-20261123T102030456-a1b2c3', Date.parse('2026-11-23T10:20:30.456Z')],
		['by-hand', null],
		['20261399T102030456-a1b2c3', null],
	])('%s', (id, time) => {
		expect(releaseIdTime(id)).toBe(time);
	});
});
