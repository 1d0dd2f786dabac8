/**
 * Every page of one built demo tenant (Sunrise, which has every kind of page) through html-validate
 * with the rules of `.htmlvalidate.json`: the recommended set, less the rules stricter than the W3C
 * Nu HTML Checker, which CI runs over every demo tenant (`npm run check:html`). Rules off, and why:
 *   - tel-non-breaking, attr-case, void-style, attribute-boolean-style: style preferences; the HTML
 *     they flag (a space in a phone number, React's `noValidate`, `<input/>`, `novalidate=""`) is valid;
 *   - no-raw-characters relaxed: a bare `&` that starts no character reference is valid HTML;
 *   - empty-heading: the only empty heading is the hidden detail template of /product, filled
 *     before it is shown (`?proc=`), which assistive technology never meets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { startSandbox } from '../../sandbox/server.ts';
import { runBuild } from './support/run-build.ts';

const root = resolve(import.meta.dirname, '../..');
const DOMAIN = 'sunrise-academy.in';

describe('html-validate over every page of a built tenant', () => {
	let sandbox: Awaited<ReturnType<typeof startSandbox>>;
	let work: string;

	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'html-validate-'));
		sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
		const tenantsFile = join(work, 'tenants.json');
		await writeFile(tenantsFile, JSON.stringify({ tenants: [{ domain: DOMAIN }] }));
		const build = await runBuild({
			LMS_API_URL: sandbox.url,
			PRODUCT_API_URL: sandbox.url,
			TENANTS_FILE: tenantsFile,
			DIST_DIR: join(work, 'dist'),
		});
		if (build.code !== 0) throw new Error(`build failed:\n${build.output}`);
	}, 150_000);

	afterAll(async () => {
		await sandbox.close();
		await rm(work, { recursive: true, force: true });
	});

	it('flags what the Nu checker flagged before (so the rules are not a no-op)', async () => {
		const config = JSON.parse(await readFile(join(root, '.htmlvalidate.json'), 'utf8'));
		const validator = new HtmlValidate(config);
		const report = await validator.validateString(
			'<!doctype html><html lang="en"><head><title>t</title></head><body><p>x</p><style>p{}</style><button disabled aria-disabled="false">b</button></body></html><script src="/a.js"></script>',
			'bad.html',
		);
		const rules = report.results.flatMap((result) =>
			result.messages.map((message) => message.ruleId),
		);
		expect(rules).toEqual(expect.arrayContaining(['element-permitted-content']));
		expect(report.valid).toBe(false);
	});

	it('finds no error on any page', async () => {
		const config = JSON.parse(await readFile(join(root, '.htmlvalidate.json'), 'utf8'));
		const validator = new HtmlValidate(config);
		const site = join(work, 'dist', DOMAIN);
		const pages = (await readdir(site, { recursive: true })).filter((file) =>
			file.endsWith('.html'),
		);
		// Home, lists, details, content pages, forms, the cart and the dashboard: about 57.
		expect(pages.length).toBeGreaterThan(40);
		const problems: string[] = [];
		for (const page of pages) {
			const report = await validator.validateString(await readFile(join(site, page), 'utf8'), page);
			for (const result of report.results)
				for (const message of result.messages)
					problems.push(
						`${page}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
					);
		}
		expect(problems).toEqual([]);
	}, 60_000);
});
