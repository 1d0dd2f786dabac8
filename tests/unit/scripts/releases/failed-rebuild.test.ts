/**
 * A failed rebuild leaves the live site byte-for-byte as it was: a fetch failure (the API
 * answers 500), invalid data (a malformed reply) and a render error each fail the tenant with its
 * reason, and every file, link and release under dist/ is unchanged. A real sandbox and a real
 * Astro build (one render process).
 */
import type { SiteData } from '../../../../src/lib/site/site-data.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { lstat, mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logOnlyProgress } from '../../../../scripts/lib/pipeline/progress.ts';
import { RenderScheduler } from '../../../../scripts/lib/pipeline/shards.ts';
import { createWarmRenderer } from '../../../../scripts/lib/pipeline/warm-renderer.ts';
import { startSandbox, type RunningSandbox } from '../../../../sandbox/server.ts';
import { buildTenant } from '../pipeline/support/sandbox-build.ts';

const DOMAIN = 'pixel-store.in';
const PIXEL_INSTITUTE = 102;
let sandbox: RunningSandbox;
let dist: string;

/** Every entry under `dir`: files by content hash, links by target, folders by name. */
async function tree(dir: string): Promise<string[]> {
	const lines: string[] = [];
	for (const name of (await readdir(dir, { recursive: true })).sort()) {
		const path = join(dir, name);
		const info = await lstat(path);
		if (info.isSymbolicLink()) lines.push(`${name} -> ${await readlink(path)}`);
		else if (info.isFile())
			lines.push(
				`${name} ${createHash('sha256')
					.update(await readFile(path))
					.digest('hex')}`,
			);
		else lines.push(`${name}/`);
	}
	return lines;
}

const build = (force = true) => buildTenant({ sandbox, domain: DOMAIN, distDir: dist, force });

async function fault(rule: object) {
	await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
	const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(rule),
	});
	expect(response.status).toBe(200);
}

beforeAll(async () => {
	sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
	dist = await mkdtemp(join(tmpdir(), 'failed-rebuild-'));
	const first = await build();
	expect(first.built).toEqual([DOMAIN]);
}, 120_000);

afterAll(async () => {
	await sandbox.close();
	await rm(dist, { recursive: true, force: true });
});

describe('a failed rebuild', () => {
	it.each([
		['the API answers 500', { call: 'P4', status: 500, institute: PIXEL_INSTITUTE }, /P4/],
		['a reply is malformed', { call: 'P4', malformed: true, institute: PIXEL_INSTITUTE }, /P4/],
	])(
		'keeps the live site byte-for-byte when %s',
		async (_, rule, reason) => {
			const before = await tree(dist);
			await fault(rule);
			const report = await build();
			await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
			expect(report.built).toEqual([]);
			expect(report.failed).toEqual([{ domain: DOMAIN, reason: expect.stringMatching(reason) }]);
			expect(await tree(dist)).toEqual(before);
		},
		60_000,
	);

	it('keeps the live site byte-for-byte when a page fails to render', async () => {
		const before = await tree(dist);
		// Data the mappers would never let through: the render itself throws.
		const broken = { domain: DOMAIN, institute: null } as unknown as SiteData;
		const workDir = await mkdtemp(join(tmpdir(), 'failed-render-'));
		try {
			const scheduler = new RenderScheduler({
				root: process.cwd(),
				distDir: dist,
				workDir,
				progress: logOnlyProgress(() => {}),
				slots: 1,
				tenants: 1,
				// A build's real render process: its Astro build renders the broken data.
				startRenderer: () =>
					createWarmRenderer({ root: process.cwd(), workDir: join(workDir, 'render') }),
			});
			scheduler.add({ site: broken, key: 'broken', pages: null });
			const outcome = await scheduler.finish();
			expect(outcome.published).toEqual([]);
			expect(outcome.failed).toEqual([
				{ domain: DOMAIN, reason: expect.stringMatching(/^render error: /) },
			]);
		} finally {
			await rm(workDir, { recursive: true, force: true });
		}
		expect(await tree(dist)).toEqual(before);
	}, 60_000);

	it('renders nothing when nothing changed, and says so', async () => {
		const before = await tree(dist);
		const report = await build(false);
		expect(report).toMatchObject({ built: [], skipped: [DOMAIN], failed: [] });
		expect(await tree(dist)).toEqual(before);
	}, 60_000);
});
