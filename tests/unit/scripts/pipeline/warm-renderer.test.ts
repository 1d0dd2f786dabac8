/**
 * scripts/lib/pipeline/warm-renderer.ts with its real render process: one Astro build that renders
 * job after job. A rebuild server's process outlives the shared blobs a sweep removes
 * (gcShared), and publishes the next tenant with its files all the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	createWarmRenderer,
	type WarmRenderer,
} from '../../../../scripts/lib/pipeline/warm-renderer.ts';
import { SHARED_DIR } from '../../../../scripts/lib/pipeline/shared-assets.ts';
import { startSandbox, type RunningSandbox } from '../../../../sandbox/server.ts';
import { buildTenant } from './support/sandbox-build.ts';

const DOMAIN = 'pixel-store.in';
let sandbox: RunningSandbox;
let work: string;
let renderer: WarmRenderer;

const build = () =>
	buildTenant({
		sandbox,
		domain: DOMAIN,
		distDir: join(work, 'dist'),
		force: true,
		runner: renderer.run,
	});

beforeAll(async () => {
	sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
	work = await mkdtemp(join(tmpdir(), 'warm-renderer-'));
	renderer = createWarmRenderer({ root: process.cwd(), workDir: join(work, 'render') });
});

afterAll(async () => {
	await renderer.close();
	await sandbox.close();
	await rm(work, { recursive: true, force: true });
});

describe('a warm render process', () => {
	it('publishes job after job, storing the shared files again once a sweep removed them', async () => {
		const first = await build();
		expect(first).toMatchObject({ built: [DOMAIN], failed: [] });
		// What gcShared does to blobs no release links any more, here to all of them.
		await rm(join(work, 'dist', SHARED_DIR), { recursive: true, force: true });
		const second = await build();
		expect(second).toMatchObject({ built: [DOMAIN], failed: [] });
		const site = join(work, 'dist', DOMAIN);
		expect(existsSync(join(site, 'sw.js'))).toBe(true);
		const scripts = await readdir(join(site, '_astro'));
		expect(scripts.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(0);
		expect(existsSync(join(work, 'dist', SHARED_DIR))).toBe(true);
	}, 120_000);
});
