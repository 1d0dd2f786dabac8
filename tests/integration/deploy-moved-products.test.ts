/**
 * A retitled product's old addresses in the bucket, whichever machine deploys: three releases of
 * one tenant, each built in a fresh dist folder (a worker that restarted, or another machine),
 * deployed in turn to an S3-compatible server on loopback. The earlier addresses come from the
 * bucket's release manifest, so each deploy still redirects every address the product ever had.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type S3rver from 's3rver';
import type { DeployTarget } from '../../scripts/lib/deploy/bucket.ts';
import { deployTenant } from '../../scripts/lib/deploy/deploy-sites.ts';
import { startS3Server } from './support/s3-server.ts';

const BUCKET = 'sites';
const HEADER =
	'# Written by the build (scripts/lib/releases/moved-products.ts): old addresses of retitled products.';

describe('moved products across machines', () => {
	let work: string;
	let server: S3rver;
	let target: DeployTarget;

	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'deploy-moved-'));
		({ server, target } = await startS3Server(join(work, 's3'), BUCKET, 'moved/'));
	});

	afterAll(async () => {
		target?.client.destroy();
		await server?.close();
		await rm(work, { recursive: true, force: true });
	});

	/** A fresh dist folder holding one release of a.in with these product pages, live. */
	async function freshMachine(name: string, id: string, products: string[]): Promise<string> {
		const dist = join(work, name);
		const release = join(dist, '.releases', 'a.in', id);
		await mkdir(release, { recursive: true });
		await writeFile(join(release, 'index.html'), `<!doctype html><title>${id}</title>`);
		for (const slug of products) {
			await mkdir(join(release, 'product', slug), { recursive: true });
			await writeFile(join(release, 'product', slug, 'index.html'), `<title>${slug}</title>`);
		}
		const info = {
			id,
			key: `key-${id}`,
			builtAt: new Date().toISOString(),
			pages: 1,
			kind: 'site',
		};
		await writeFile(`${release}.json`, JSON.stringify(info));
		await symlink(join('.releases', 'a.in', id), join(dist, 'a.in'));
		return dist;
	}

	const deploy = (dist: string) =>
		deployTenant({ target, siteDir: join(dist, 'a.in'), domain: 'a.in', log: () => {} });

	const inBucket = async (path: string) => {
		const reply = await target.client.send(
			new GetObjectCommand({ Bucket: BUCKET, Key: `moved/a.in/${path}` }),
		);
		return (await reply.Body?.transformToString()) ?? '';
	};

	it('redirects every earlier address after deploys from fresh machines', async () => {
		await deploy(await freshMachine('one', '20261101T000000000-aaaaaa', ['old-title-7', 'b-8']));

		const two = await freshMachine('two', '20261102T000000000-bbbbbb', ['new-title-7', 'b-8']);
		await deploy(two);
		expect(await inBucket('_redirects')).toBe(
			`${HEADER}\n/product/old-title-7 /product/new-title-7 301\n`,
		);
		expect(await inBucket('product/old-title-7/index.html')).toContain(
			'<link rel="canonical" href="/product/new-title-7">',
		);
		// The worker's own release carries them too, as if its dist/ had held the earlier one.
		expect(await readFile(join(two, 'a.in', 'product', 'old-title-7', 'index.html'), 'utf8')).toBe(
			await inBucket('product/old-title-7/index.html'),
		);

		await deploy(
			await freshMachine('three', '20261103T000000000-cccccc', ['newest-title-7', 'b-8']),
		);
		expect(await inBucket('_redirects')).toBe(
			[
				HEADER,
				'/product/new-title-7 /product/newest-title-7 301',
				'/product/old-title-7 /product/newest-title-7 301',
				'',
			].join('\n'),
		);
		for (const old of ['old-title-7', 'new-title-7']) {
			const page = await inBucket(`product/${old}/index.html`);
			expect(page, old).toContain('<link rel="canonical" href="/product/newest-title-7">');
			expect(page, old).toContain('<script>location.replace("/product/newest-title-7")</script>');
		}
		expect(await inBucket('product/newest-title-7/index.html')).toBe(
			'<title>newest-title-7</title>',
		);
	});
});
