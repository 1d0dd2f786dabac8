/**
 * `npm run retire -- <domain>` as an operator runs it, against a real S3-compatible server on
 * loopback (s3rver): a domain still listed, or not a normalised domain, is refused; without a
 * terminal it asks for `--yes`; with it, the tenant's served folder, releases and manifest leave
 * the bucket, and its dist link and local releases go, while another tenant's keys stay.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploySites } from '../../scripts/lib/deploy/deploy-sites.ts';
import { startScript } from '../support/scripts.ts';
import { startS3Server, type S3Server } from './support/s3-server.ts';

const root = resolve(import.meta.dirname, '../..');
const BUCKET = 'retire-test';

async function write(path: string, text: string) {
	await mkdir(dirname(path), { recursive: true });
	await writeFile(path, text);
}

describe('npm run retire', () => {
	let work: string;
	let dist: string;
	let s3: S3Server;
	let env: Record<string, string>;

	const keys = async () => {
		const reply = await s3.target.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
		return (reply.Contents ?? []).map((object) => object.Key!).sort();
	};
	const run = async (args: string[]) => {
		const script = startScript(root, 'scripts/retire.ts', env, args, { ownGroup: false });
		const code = await script.exited;
		return { code, lines: script.lines };
	};

	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'retire-'));
		dist = join(work, 'dist');
		s3 = await startS3Server(join(work, 's3'), BUCKET, 'sites/');
		for (const domain of ['gone.in', 'kept.in']) {
			const release = join(dist, '.releases', domain, '1');
			await write(join(release, 'index.html'), `<!doctype html><title>${domain}</title>`);
			const record = { id: '1', key: null, builtAt: '2026-01-01T00:00:00.000Z', pages: 1 };
			await write(
				join(dist, '.releases', domain, '1.json'),
				JSON.stringify({ ...record, kind: 'site' }),
			);
			await symlink(release, join(dist, domain));
		}
		await deploySites({ target: s3.target, distDir: dist, log: () => {} });
		const tenants = join(work, 'tenants.json');
		await writeFile(tenants, JSON.stringify({ tenants: [{ domain: 'kept.in' }] }));
		env = {
			...s3.env,
			DIST_DIR: dist,
			TENANTS_FILE: tenants,
			TENANTS_URL: '',
			NODE_ENV: '',
			LMS_API_URL: '',
		};
	});

	afterAll(async () => {
		s3?.target.client.destroy();
		await s3?.server.close();
		await rm(work, { recursive: true, force: true });
	});

	it.each([
		[
			['kept.in', '--yes'],
			`kept.in is still listed in ${'TENANTS'}: remove it from the list first, so that no build publishes it again`,
		],
		[
			['../gone.in', '--yes'],
			'"../gone.in" is not a normalised domain: a tenant domain is a lower-case host name with no scheme, www., port or path',
		],
		[['gone.in', 'kept.in'], 'Usage: npm run retire -- <domain> [--yes]'],
	])('refuses %j, touching nothing', async (args, message) => {
		const before = await keys();
		const { code, lines } = await run(args);
		expect(code).toBe(1);
		expect(lines).toEqual([message.replace('TENANTS', join(work, 'tenants.json'))]);
		expect(await keys()).toEqual(before);
	});

	it('asks for --yes without a terminal, then removes the tenant from the bucket and dist/', async () => {
		const before = await keys();
		expect(before.filter((key) => key.includes('gone.in')).length).toBeGreaterThan(0);

		const unconfirmed = await run(['gone.in']);
		expect(unconfirmed.code).toBe(1);
		expect(unconfirmed.lines.at(-1)).toBe(
			'Not retired: confirm with --yes when there is no terminal to ask on.',
		);
		expect(await keys()).toEqual(before);

		const { code, lines } = await run(['gone.in', '--yes']);
		expect(code).toBe(0);
		expect(lines[0]).toBe('Retiring gone.in removes:');
		expect(lines.at(-1)).toBe(
			'gone.in is retired: its site is no longer served from the bucket or dist/.',
		);
		expect(await keys()).toEqual(before.filter((key) => !key.includes('/gone.in/')));
		expect((await keys()).some((key) => key.startsWith('sites/kept.in/'))).toBe(true);
		expect(existsSync(join(dist, 'gone.in'))).toBe(false);
		expect(existsSync(join(dist, '.releases', 'gone.in'))).toBe(false);
		expect(existsSync(join(dist, 'kept.in', 'index.html'))).toBe(true);

		expect((await run(['gone.in', '--yes'])).lines).toEqual([
			'Nothing to retire for gone.in: no local release, and nothing in the bucket.',
		]);
	});
});
