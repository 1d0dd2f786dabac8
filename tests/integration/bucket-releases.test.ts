/**
 * Releases kept in the bucket, against a real S3-compatible server on loopback (s3rver): each
 * deploy records its release in the bucket's release manifest and its going live in the bucket's
 * history, `npm run rollback` makes the one live before live again from a machine with an empty
 * `dist/` (edit → rollback → edit → rollback ends on the original release), `--list` shows them,
 * and an asset stays in the bucket exactly as long as a kept release references it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	DeleteObjectCommand,
	GetObjectCommand,
	ListObjectsV2Command,
	PutObjectCommand,
} from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type S3rver from 's3rver';
import type { DeployTarget } from '../../scripts/lib/deploy/bucket.ts';
import { deployTenant } from '../../scripts/lib/deploy/deploy-sites.ts';
import { readBucketHistory, readReleaseManifest } from '../../scripts/lib/deploy/release-store.ts';
import { startS3Server } from './support/s3-server.ts';

const BUCKET = 'sites';
const root = resolve(import.meta.dirname, '../..');
/** Release ids as the build makes them: sortable by time. */
const idOf = (n: number) => `20260101T00000${n}000-00000${n}`;

describe('releases in the bucket', () => {
	let work: string;
	let dist: string;
	let server: S3rver;
	let target: DeployTarget;
	let env: Record<string, string>;

	const write = async (path: string, text: string) => {
		await mkdir(dirname(path), { recursive: true });
		await writeFile(path, text);
	};
	const keys = async () => {
		const reply = await target.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
		return (reply.Contents ?? []).map((object) => object.Key ?? '').sort();
	};
	const body = async (key: string) =>
		(await target.client
			.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
			.then((reply) => reply.Body?.transformToString())) ?? '';
	/** `npm run rollback -- ...args` on a machine whose dist/ is empty. */
	const runRollback = async (args: string[]) => {
		const empty = await mkdtemp(join(work, 'empty-dist-'));
		return new Promise<{ code: number; output: string }>((done) => {
			execFile(
				process.execPath,
				['scripts/rollback.ts', ...args],
				{ cwd: root, env: { ...process.env, ...env, DIST_DIR: empty }, timeout: 60_000 },
				(error, stdout, stderr) =>
					done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
			);
		});
	};
	/**
	 * Publishes release `n` of a.in as the build does (its folder, `<id>.json`, the live link) and
	 * deploys it: a page saying which release it is, its own script and a script every release shares.
	 */
	const deployRelease = async (n: number, extra: Record<string, string> = {}, domain = 'a.in') => {
		const id = idOf(n);
		const dir = join(dist, '.releases', domain, id);
		const files = {
			'index.html': `<!doctype html><title>Release ${n}</title><script src="/_astro/app.${n}.js">`,
			[`_astro/app.${n}.js`]: `console.log(${n});`,
			'_astro/common.js': 'console.log(0);',
			...extra,
		};
		for (const [path, text] of Object.entries(files)) await write(join(dir, path), text);
		const info = { id, key: `key-${n}`, builtAt: `2026-01-01T00:00:0${n}.000Z`, pages: 1 };
		await writeFile(`${dir}.json`, JSON.stringify({ ...info, kind: 'site' }));
		await rm(join(dist, domain), { force: true });
		await symlink(dir, join(dist, domain));
		return deployTenant({ target, siteDir: join(dist, domain), domain, log: () => {} });
	};

	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'bucket-releases-'));
		dist = join(work, 'dist');
		({ server, target, env } = await startS3Server(join(work, 's3'), BUCKET, 'prod/'));
		// A rollback takes only a domain the tenants file lists.
		const tenantsFile = join(work, 'tenants.json');
		await writeFile(
			tenantsFile,
			JSON.stringify({ tenants: [{ domain: 'a.in' }, { domain: 'b.in' }, { domain: 'c.in' }] }),
		);
		env = { ...env, TENANTS_FILE: tenantsFile };
	});

	afterAll(async () => {
		target?.client.destroy();
		await server?.close();
		await rm(work, { recursive: true, force: true });
	});

	it('records three deploys in the manifest, the newest live, with their files', async () => {
		await deployRelease(1);
		await deployRelease(2);
		await deployRelease(3, { 'news/index.html': '<!doctype html><title>News</title>' });

		const manifest = await readReleaseManifest(target, 'a.in');
		expect(manifest?.live).toBe(idOf(3));
		expect(manifest?.releases.map((release) => [release.id, release.key, release.builtAt])).toEqual(
			[
				[idOf(1), 'key-1', '2026-01-01T00:00:01.000Z'],
				[idOf(2), 'key-2', '2026-01-01T00:00:02.000Z'],
				[idOf(3), 'key-3', '2026-01-01T00:00:03.000Z'],
			],
		);
		expect(Object.keys(manifest?.releases[2]?.files ?? {}).sort()).toEqual([
			'_astro/app.3.js',
			'_astro/common.js',
			'index.html',
			'news/index.html',
		]);
		expect(manifest?.releases[2]?.files['_astro/common.js']?.sha256).toMatch(/^[0-9a-f]{64}$/);
		// Each release's page is archived; the hashed assets live once, at their live keys.
		expect(await keys()).toEqual([
			'prod/.deploy/a.in/manifest.json',
			`prod/.releases/a.in/${idOf(1)}/index.html`,
			`prod/.releases/a.in/${idOf(2)}/index.html`,
			`prod/.releases/a.in/${idOf(3)}/index.html`,
			`prod/.releases/a.in/${idOf(3)}/news/index.html`,
			'prod/.releases/a.in/history.json',
			'prod/.releases/a.in/manifest.json',
			'prod/a.in/_astro/app.1.js',
			'prod/a.in/_astro/app.2.js',
			'prod/a.in/_astro/app.3.js',
			'prod/a.in/_astro/common.js',
			'prod/a.in/index.html',
			'prod/a.in/news/index.html',
		]);
	});

	it('records nothing new when a deploy changes no file', async () => {
		const before = await readReleaseManifest(target, 'a.in');
		expect(await deployRelease(3)).toMatchObject({ uploaded: 0 });
		expect(await readReleaseManifest(target, 'a.in')).toEqual(before);
	});

	it('--list shows the releases with their dates, the live one marked', async () => {
		const run = await runRollback(['a.in', '--list']);
		const manifest = await readReleaseManifest(target, 'a.in');
		const deployed = (manifest?.releases ?? []).map((release) => release.deployedAt);
		// Records from before triggers: what started them is unknown; the deploys are in the history.
		expect(run.output.trim().split('\n')).toEqual([
			'a.in: 3 release(s) in the bucket, oldest first',
			`  ${idOf(1)}  ${deployed[0]}  unknown  code unknown  1 page`,
			`  ${idOf(2)}  ${deployed[1]}  unknown  code unknown  1 page`,
			`* ${idOf(3)}  ${deployed[2]}  unknown  code unknown  1 page  (live since ${deployed[2]}, by operator)`,
			`A rollback goes back to ${idOf(2)}.`,
		]);
		expect(run.code).toBe(0);
	});

	it('rolls back from the bucket with an empty dist/: the previous release is live', async () => {
		// A manifest left at the old key, inside the served folder, by a deploy before the move.
		await target.client.send(
			new PutObjectCommand({ Bucket: BUCKET, Key: 'prod/a.in/.deploy-manifest.json', Body: '{}' }),
		);
		const run = await runRollback(['a.in']);
		expect(run.output).toContain(
			`a.in: release ${idOf(2)} (deployed ${(await readReleaseManifest(target, 'a.in'))?.releases[1]?.deployedAt}) is live again in sites, in place of ${idOf(3)}; 1 newer file(s) removed.`,
		);
		expect(run.code).toBe(0);
		expect(await body('prod/a.in/index.html')).toContain('<title>Release 2</title>');
		expect((await readReleaseManifest(target, 'a.in'))?.live).toBe(idOf(2));
		const live = await keys();
		// The page only release 3 has is gone from the site; its archived copy and its script stay.
		expect(live).not.toContain('prod/a.in/news/index.html');
		expect(live).toContain(`prod/.releases/a.in/${idOf(3)}/news/index.html`);
		expect(live).toContain('prod/a.in/_astro/app.3.js');
		// The rollback writes the manifest outside the served folder and deletes the old key.
		expect(live).toContain('prod/.deploy/a.in/manifest.json');
		expect(live).not.toContain('prod/a.in/.deploy-manifest.json');
		// The deploy manifest follows: deploying release 2 again uploads nothing.
		const again = await deployTenant({
			target,
			siteDir: join(dist, '.releases', 'a.in', idOf(2)),
			domain: 'a.in',
			log: () => {},
		});
		expect(again).toMatchObject({ uploaded: 0, deleted: 0 });
	});

	it('rolls back once more, then names the domain when no earlier release is kept', async () => {
		expect((await runRollback(['a.in'])).code).toBe(0);
		expect(await body('prod/a.in/index.html')).toContain('<title>Release 1</title>');
		const run = await runRollback(['a.in']);
		expect(run.output).toContain(
			`rollback: a.in has no earlier release in the bucket (nothing kept was live before the live release ${idOf(1)})`,
		);
		expect(run.code).toBe(1);
		const none = await runRollback(['b.in']);
		expect(none.output).toContain('rollback: b.in has no releases in the bucket');
		expect(none.code).toBe(1);
		const path = await runRollback(['../a.in']);
		expect(path.output.trim()).toBe(
			'"../a.in" is not a normalised domain: a tenant domain is a lower-case host name with no scheme, www., port or path',
		);
		expect(path.code).toBe(1);
	});

	it('keeps an asset while a kept release references it, and deletes it with the sixth release', async () => {
		await deployRelease(4);
		await deployRelease(5);
		expect(await keys()).toContain('prod/a.in/_astro/app.1.js');

		await deployRelease(6);
		const manifest = await readReleaseManifest(target, 'a.in');
		expect(manifest?.releases.map((release) => release.id)).toEqual(
			[2, 3, 4, 5, 6].map((n) => idOf(n)),
		);
		const after = await keys();
		// Release 1 is no longer kept: its own script and its archived page are gone.
		expect(after).not.toContain('prod/a.in/_astro/app.1.js');
		expect(after.filter((key) => key.includes(idOf(1)))).toEqual([]);
		for (const n of [2, 3, 4, 5, 6]) expect(after).toContain(`prod/a.in/_astro/app.${n}.js`);
		expect(after).toContain('prod/a.in/_astro/common.js');
		expect(await body('prod/a.in/index.html')).toContain('<title>Release 6</title>');
	});

	it('edit 1 → rollback → edit 2 → rollback ends on the original release, and warns each time', async () => {
		const page = () => body('prod/c.in/index.html');
		await deployRelease(7, {}, 'c.in');
		await deployRelease(8, {}, 'c.in');
		const first = await runRollback(['c.in']);
		expect(first.code).toBe(0);
		expect(await page()).toContain('<title>Release 7</title>');
		await deployRelease(9, {}, 'c.in');
		const second = await runRollback(['c.in']);
		expect(second.code).toBe(0);
		expect(await page()).toContain('<title>Release 7</title>');
		expect((await readReleaseManifest(target, 'c.in'))?.live).toBe(idOf(7));
		expect(second.output).toContain(
			"Warning: the next content edit of c.in publishes the LMS's current content and undoes this rollback: fix the content in the LMS first.",
		);
		const history = await readBucketHistory(target, 'c.in');
		expect(history?.entries.map((entry) => [entry.release, entry.trigger.kind])).toEqual([
			[idOf(7), 'operator'],
			[idOf(8), 'operator'],
			[idOf(7), 'rollback'],
			[idOf(9), 'operator'],
			[idOf(7), 'rollback'],
		]);
		// --to any kept release, edit 1 included.
		expect((await runRollback(['c.in', '--to', idOf(8)])).code).toBe(0);
		expect(await page()).toContain('<title>Release 8</title>');
	});

	it('without a history (a bucket from before it), goes back by deploy order once and says so', async () => {
		await target.client.send(
			new DeleteObjectCommand({ Bucket: BUCKET, Key: 'prod/.releases/c.in/history.json' }),
		);
		// Release 8 is live (the --to above); deployed before it: release 7.
		const run = await runRollback(['c.in']);
		expect(run.code).toBe(0);
		expect(run.output).toContain(
			'Note: no history says what was live before (a layout from before the history): this went back to the release before it in release order, as rollbacks did until now. The history starts here.',
		);
		expect(await body('prod/c.in/index.html')).toContain('<title>Release 7</title>');
		const history = await readBucketHistory(target, 'c.in');
		expect(history?.entries.map((entry) => [entry.release, entry.replaced, entry.back])).toEqual([
			[idOf(7), idOf(8), null],
		]);
	});
});
