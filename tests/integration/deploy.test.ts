/**
 * `deploySites` / `deployTenant` against a real S3-compatible server on loopback (s3rver, storing
 * into a temp folder): what lands in the bucket with which headers, that a second deploy uploads
 * only what changed, and the order of the requests (assets, then HTML, then the manifest, then
 * the deletes); the manifest is kept outside the served folder, and one at its old key moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	DeleteObjectCommand,
	GetObjectCommand,
	HeadObjectCommand,
	ListObjectsV2Command,
	PutObjectCommand,
} from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type S3rver from 's3rver';
import type { DeployTarget } from '../../scripts/lib/deploy/bucket.ts';
import { deploySites, deployTenant } from '../../scripts/lib/deploy/deploy-sites.ts';
import { startS3Server } from './support/s3-server.ts';

const BUCKET = 'sites';
const root = resolve(import.meta.dirname, '../..');

/** `npm run deploy -- ...args` as a user runs it, with `env` over the current environment. */
function runDeploy(args: string[], env: Record<string, string | undefined>) {
	return new Promise<{ code: number; output: string }>((done) => {
		execFile(
			process.execPath,
			['scripts/deploy.ts', ...args],
			{ cwd: root, env: { ...process.env, ...env }, timeout: 60_000 },
			(error, stdout, stderr) =>
				done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
		);
	});
}
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('deploy to S3-compatible storage', () => {
	let work: string;
	let dist: string;
	let server: S3rver;
	let target: DeployTarget;
	let endpoint: string;
	/** `start|end <command> <key>` of every request, in the order they happen. */
	let calls: string[] = [];
	const logs: string[] = [];
	const log = (line: string) => logs.push(line);

	const write = async (path: string, text: string) => {
		await mkdir(dirname(path), { recursive: true });
		await writeFile(path, text);
	};
	// The tenant's folder; its releases (`prod/.releases/a.in/`) are bucket-releases.test.ts's.
	const keys = async () => {
		const reply = await target.client.send(
			new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'prod/a.in/' }),
		);
		return (reply.Contents ?? []).map((object) => object.Key).sort();
	};
	const head = (key: string) =>
		target.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
	const body = async (key: string) =>
		(await target.client
			.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
			.then((reply) => reply.Body?.transformToString())) ?? '';
	const index = (entry: string) => {
		const at = calls.indexOf(entry);
		expect(at, entry).toBeGreaterThanOrEqual(0);
		return at;
	};
	const puts = () =>
		calls
			.filter((call) => call.startsWith('end PutObjectCommand '))
			.map((call) => call.slice('end PutObjectCommand '.length))
			.sort();

	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'deploy-'));
		dist = join(work, 'dist');
		({ server, target, endpoint } = await startS3Server(join(work, 's3'), BUCKET, 'prod/'));
		target.client.middlewareStack.add(
			(next, context) => async (args) => {
				const key = (args.input as { Key?: string }).Key ?? '';
				calls.push(`start ${context.commandName} ${key}`.trim());
				const result = await next(args);
				calls.push(`end ${context.commandName} ${key}`.trim());
				return result;
			},
			{ step: 'initialize', name: 'recordCalls' },
		);

		// dist/a.in is a symlink to its release folder, as the build publishes it.
		const release = join(dist, '.releases', 'a.in', '1');
		await write(join(release, 'index.html'), '<!doctype html><title>Home</title>');
		await write(join(release, 'courses', 'index.html'), '<!doctype html><title>Courses</title>');
		await write(join(release, '_astro', 'app.abc123.js'), 'console.log(1);');
		await write(join(release, '_astro', 'app.abc123.js.br'), 'compressed');
		await write(join(release, '_astro', 'app.abc123.js.gz'), 'compressed');
		await write(join(release, 'robots.txt'), 'User-agent: *');
		await write(join(release, 'sitemap.xml'), '<urlset/>');
		await write(join(release, '.release.json'), '{}');
		await symlink(release, join(dist, 'a.in'));
		await write(join(dist, 'b.in', 'index.html'), '<!doctype html><title>B</title>');
	});

	afterAll(async () => {
		target?.client.destroy();
		await server?.close();
		await rm(work, { recursive: true, force: true });
	});

	it('uploads a tenant with its content types and cache headers, assets before pages', async () => {
		calls = [];
		const report = await deploySites({ target, distDir: dist, domains: ['a.in'], log });

		expect(report).toEqual({
			deployed: [{ domain: 'a.in', report: { uploaded: 5, unchanged: 0, deleted: 0, bytes: 108 } }],
			failed: [],
		});
		expect(await keys()).toEqual([
			'prod/a.in/_astro/app.abc123.js',
			'prod/a.in/courses/index.html',
			'prod/a.in/index.html',
			'prod/a.in/robots.txt',
			'prod/a.in/sitemap.xml',
		]);
		// The manifest (every path and its hash) sits outside the folder the CDN serves.
		const manifest = JSON.parse(await body('prod/.deploy/a.in/manifest.json'));
		expect(Object.keys(manifest.files)).toEqual([
			'_astro/app.abc123.js',
			'courses/index.html',
			'index.html',
			'robots.txt',
			'sitemap.xml',
		]);
		expect(await body('prod/a.in/courses/index.html')).toBe(
			'<!doctype html><title>Courses</title>',
		);
		const page = await head('prod/a.in/index.html');
		expect([page.ContentType, page.CacheControl, page.Metadata?.['sha256']]).toEqual([
			'text/html; charset=utf-8',
			'no-cache',
			'7ee4143a47c59fa2b1f79d25a12c269f433622af257b724fa70a5595f2dce8b3',
		]);
		const script = await head('prod/a.in/_astro/app.abc123.js');
		expect([script.ContentType, script.CacheControl]).toEqual([
			'text/javascript; charset=utf-8',
			IMMUTABLE,
		]);
		const sitemap = await head('prod/a.in/sitemap.xml');
		expect([sitemap.ContentType, sitemap.CacheControl]).toEqual(['application/xml', 'no-cache']);

		const firstPage = Math.min(
			index('start PutObjectCommand prod/a.in/index.html'),
			index('start PutObjectCommand prod/a.in/courses/index.html'),
		);
		for (const asset of ['_astro/app.abc123.js', 'robots.txt', 'sitemap.xml'])
			expect(index(`end PutObjectCommand prod/a.in/${asset}`)).toBeLessThan(firstPage);
		expect(logs).toContain('a.in: 5 uploaded (108 B), 0 unchanged, 0 deleted');
	});

	it('uploads nothing the second time when nothing changed', async () => {
		calls = [];
		const report = await deployTenant({
			target,
			siteDir: join(dist, 'a.in'),
			domain: 'a.in',
			log,
		});

		expect(report).toEqual({ uploaded: 0, unchanged: 5, deleted: 0, bytes: 0 });
		// The tenant's folder and its releases folder are read, nothing is written.
		expect(calls.filter((call) => call.startsWith('start ')).sort()).toEqual([
			'start GetObjectCommand prod/.deploy/a.in/manifest.json',
			'start GetObjectCommand prod/.releases/a.in/history.json',
			'start GetObjectCommand prod/.releases/a.in/manifest.json',
			'start ListObjectsV2Command',
			'start ListObjectsV2Command',
		]);
	});

	it('uploads exactly the changed and new files, and deletes the removed one after the pages', async () => {
		// The next release: one page changed, one asset added, robots.txt removed.
		const release = join(dist, '.releases', 'a.in', '2');
		await cp(join(dist, '.releases', 'a.in', '1'), release, { recursive: true });
		await write(join(release, 'courses', 'index.html'), '<!doctype html><title>New</title>');
		await write(join(release, '_astro', 'page.def456.css'), 'body{margin:0}');
		await rm(join(release, 'robots.txt'));
		await rm(join(dist, 'a.in'));
		await symlink(release, join(dist, 'a.in'));
		calls = [];

		const report = await deployTenant({ target, siteDir: join(dist, 'a.in'), domain: 'a.in', log });

		expect(report).toEqual({ uploaded: 2, unchanged: 3, deleted: 1, bytes: 47 });
		expect(puts()).toEqual([
			'prod/.deploy/a.in/manifest.json',
			'prod/.releases/a.in/history.json',
			'prod/.releases/a.in/manifest.json',
			'prod/a.in/_astro/page.def456.css',
			'prod/a.in/courses/index.html',
		]);
		expect(await keys()).toEqual([
			'prod/a.in/_astro/app.abc123.js',
			'prod/a.in/_astro/page.def456.css',
			'prod/a.in/courses/index.html',
			'prod/a.in/index.html',
			'prod/a.in/sitemap.xml',
		]);
		const asset = index('end PutObjectCommand prod/a.in/_astro/page.def456.css');
		const pageStart = index('start PutObjectCommand prod/a.in/courses/index.html');
		const pageEnd = index('end PutObjectCommand prod/a.in/courses/index.html');
		const manifest = index('start PutObjectCommand prod/.deploy/a.in/manifest.json');
		const deletes = index('start DeleteObjectsCommand');
		expect(asset).toBeLessThan(pageStart);
		expect(pageEnd).toBeLessThan(manifest);
		expect(manifest).toBeLessThan(deletes);
	});

	it('moves a manifest at the old public key out of the served folder, re-uploading nothing', async () => {
		// A bucket as deploys before the move left it: the manifest inside the tenant's folder.
		const stored = await body('prod/.deploy/a.in/manifest.json');
		await target.client.send(
			new PutObjectCommand({
				Bucket: BUCKET,
				Key: 'prod/a.in/.deploy-manifest.json',
				Body: stored,
			}),
		);
		await target.client.send(
			new DeleteObjectCommand({ Bucket: BUCKET, Key: 'prod/.deploy/a.in/manifest.json' }),
		);
		calls = [];

		const report = await deployTenant({ target, siteDir: join(dist, 'a.in'), domain: 'a.in', log });

		expect(report).toEqual({ uploaded: 0, unchanged: 5, deleted: 0, bytes: 0 });
		expect(puts()).toEqual(['prod/.deploy/a.in/manifest.json']);
		expect(await body('prod/.deploy/a.in/manifest.json')).toBe(stored);
		expect(await keys()).not.toContain('prod/a.in/.deploy-manifest.json');
		// The old key goes only once the new one is written.
		expect(index('end PutObjectCommand prod/.deploy/a.in/manifest.json')).toBeLessThan(
			index('start DeleteObjectsCommand'),
		);
		// Moved: the next deploy reads the new key alone, and writes nothing.
		calls = [];
		await deployTenant({ target, siteDir: join(dist, 'a.in'), domain: 'a.in', log });
		expect(calls.filter((call) => call.startsWith('start ')).sort()).toEqual([
			'start GetObjectCommand prod/.deploy/a.in/manifest.json',
			'start GetObjectCommand prod/.releases/a.in/history.json',
			'start GetObjectCommand prod/.releases/a.in/manifest.json',
			'start ListObjectsV2Command',
			'start ListObjectsV2Command',
		]);
	});

	it('uploads everything again when the manifest is lost', async () => {
		await target.client.send(
			new DeleteObjectCommand({ Bucket: BUCKET, Key: 'prod/.deploy/a.in/manifest.json' }),
		);
		calls = [];

		const report = await deployTenant({ target, siteDir: join(dist, 'a.in'), domain: 'a.in', log });

		expect(report).toMatchObject({ uploaded: 5, unchanged: 0, deleted: 0 });
		expect(await body('prod/.deploy/a.in/manifest.json')).toContain('"index.html"');
	});

	it('deploys every built tenant and names one that was never built', async () => {
		const all = await deploySites({ target, distDir: dist, log });
		expect(all.deployed.map((each) => [each.domain, each.report.uploaded])).toEqual([
			['a.in', 0],
			['b.in', 1],
		]);

		const some = await deploySites({ target, distDir: dist, domains: ['c.in'], log });
		expect(some).toEqual({
			deployed: [],
			failed: [{ domain: 'c.in', reason: `not built: no ${join(dist, 'c.in')}/` }],
		});
	});

	it('npm run deploy: deploys the named tenant from the DEPLOY_S3_* variables', async () => {
		const tenantsFile = join(work, 'tenants.json');
		await writeFile(tenantsFile, JSON.stringify({ tenants: [{ domain: 'b.in' }] }));
		const run = await runDeploy(['b.in'], {
			TENANTS_FILE: tenantsFile,
			DIST_DIR: dist,
			DEPLOY_S3_ENDPOINT: endpoint,
			DEPLOY_S3_BUCKET: BUCKET,
			DEPLOY_S3_PREFIX: 'prod/',
			DEPLOY_S3_ACCESS_KEY_ID: 'S3RVER',
			DEPLOY_S3_SECRET_ACCESS_KEY: 'S3RVER',
		});
		expect(run.output).toContain('b.in: 0 uploaded (0 B), 1 unchanged, 0 deleted');
		expect(run.output).toContain('Deployed 1 of 1 tenant(s) to sites in');
		expect(run.code).toBe(0);
	});

	it('npm run deploy: without a bucket, names DEPLOY_S3_BUCKET and exits 1', async () => {
		const run = await runDeploy([], { DIST_DIR: dist, DEPLOY_S3_BUCKET: '' });
		expect(run.output).toContain(
			'Configuration error: environment: DEPLOY_S3_BUCKET: is not set; a deploy needs the bucket to upload to (see .env.example)',
		);
		expect(run.code).toBe(1);
	});
});
