/**
 * Readable product addresses in any script, and the old address of a retitled product, end to end:
 * the Hindi demo institute built against the sandbox, one of its products retitled through the
 * sandbox's control API, and built again. The old address then holds a page that sends the
 * visitor on, `_redirects` names it for Netlify and Cloudflare Pages, and the release holds the
 * link nginx answers a 301 from (nginx-moved-products.test.ts runs that in nginx).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/server.ts';
import { runBuild } from './support/run-build.ts';

const DOMAIN = 'gyan-pathshala.in';
const OLD = 'गणित-कक्षा-10-2601';
const NEW = 'बीजगणित-कक्षा-10-2601';
const NEW_ENCODED =
	'/product/%E0%A4%AC%E0%A5%80%E0%A4%9C%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4-%E0%A4%95%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE-10-2601';
const OLD_ENCODED =
	'/product/%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4-%E0%A4%95%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE-10-2601';

describe('product addresses in Devanagari, and a retitled product', () => {
	let sandbox: Awaited<ReturnType<typeof startSandbox>>;
	let work: string;
	let env: Record<string, string>;
	const site = () => join(work, 'dist', DOMAIN);

	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'moved-products-'));
		sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
		const tenantsFile = join(work, 'tenants.json');
		await writeFile(tenantsFile, JSON.stringify({ tenants: [{ domain: DOMAIN }] }));
		env = {
			LMS_API_URL: sandbox.url,
			PRODUCT_API_URL: sandbox.url,
			TENANTS_FILE: tenantsFile,
			DIST_DIR: join(work, 'dist'),
		};
	});

	afterAll(async () => {
		await sandbox.close();
		await rm(work, { recursive: true, force: true });
	});

	it('publishes each product at its title’s own words, linked percent-encoded', async () => {
		const build = await runBuild(env);
		expect(build.code, build.output).toBe(0);
		expect(readdirSync(join(site(), 'product')).sort()).toEqual([
			'index.html',
			'neet-जीवविज्ञान-टेस्ट-सीरीज़-2026-2602',
			'product-2603',
			OLD,
		]);
		const list = await readFile(join(site(), 'product', 'index.html'), 'utf8');
		expect(list).toContain(`href="${OLD_ENCODED}"`);
		expect(list).toContain('href="/product/product-2603"');
		const sitemap = await readFile(join(site(), 'sitemap.xml'), 'utf8');
		expect(sitemap).toContain(`<loc>https://${DOMAIN}${OLD_ENCODED}</loc>`);
		const page = await readFile(join(site(), 'product', OLD, 'index.html'), 'utf8');
		expect(page).toContain(`<link rel="canonical" href="https://${DOMAIN}${OLD_ENCODED}">`);
		expect(existsSync(join(site(), '_redirects'))).toBe(false);
	}, 150_000);

	it('keeps the old address working after the product is retitled', async () => {
		const retitle = await fetch(`${sandbox.url}/__sandbox/product-title`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ domain: DOMAIN, id: 2601, title: 'बीजगणित कक्षा 10' }),
		});
		expect(retitle.status).toBe(200);
		const build = await runBuild(env);
		expect(build.code, build.output).toBe(0);

		expect(await readFile(join(site(), 'product', NEW, 'index.html'), 'utf8')).toContain(
			`<link rel="canonical" href="https://${DOMAIN}${NEW_ENCODED}">`,
		);
		const moved = await readFile(join(site(), 'product', OLD, 'index.html'), 'utf8');
		expect(moved).toContain(`<link rel="canonical" href="${NEW_ENCODED}">`);
		expect(moved).toContain(`<script>location.replace("${NEW_ENCODED}")</script>`);
		expect(await readFile(join(site(), '_redirects'), 'utf8')).toContain(
			`${OLD_ENCODED} ${NEW_ENCODED} 301`,
		);
		expect(await readlink(join(site(), '.moved', OLD))).toBe(
			`../.moved-to/${NEW_ENCODED.slice('/product/'.length)}`,
		);
	}, 150_000);
});
