/**
 * The home failure page for a tenant that never built (spec section 8): published only where no
 * site exists, with the spec's text verbatim, escaped, not indexed, and without script.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	failurePageHtml,
	publishFailureSite,
} from '../../../../scripts/lib/releases/failure-site.ts';

let dist: string;
beforeEach(async () => {
	dist = await mkdtemp(join(tmpdir(), 'failure-site-'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('failurePageHtml', () => {
	it('says the spec text, links to try again, is not indexed and runs no script', () => {
		const html = failurePageHtml('new-school.in');
		expect(html).toContain(
			'<p role="alert">Unable to load website. Please try again or Contact your institute.</p>',
		);
		expect(html).toContain('<a href="/">Try again</a>');
		expect(html).toContain('<meta name="robots" content="noindex">');
		expect(html).toContain('<title>new-school.in</title>');
		expect(html).not.toContain('<script');
	});

	it('escapes the domain', () => {
		expect(failurePageHtml('<b>"x"</b>')).toContain('<h1>&#60;b&#62;&#34;x&#34;&#60;/b&#62;</h1>');
	});
});

describe('publishFailureSite', () => {
	it('publishes index.html and 404.html for a tenant without a site', async () => {
		expect(await publishFailureSite(dist, 'new-school.in')).toBe(true);
		expect((await readdir(join(dist, 'new-school.in'))).sort()).toEqual(['404.html', 'index.html']);
		expect(await readFile(join(dist, 'new-school.in', '404.html'), 'utf8')).toBe(
			failurePageHtml('new-school.in'),
		);
		// It is a release like any other: the domain links to it, and no temporary link is left behind.
		expect((await readdir(dist)).sort()).toEqual(['.releases', 'new-school.in']);
		expect(await readlink(join(dist, 'new-school.in'))).toMatch(
			/^\.releases\/new-school\.in\/\d{8}T\d{9}-[0-9a-f]{6}$/,
		);
	});

	it("leaves a tenant's existing site untouched", async () => {
		await mkdir(join(dist, 'sunrise-academy.in'));
		await writeFile(join(dist, 'sunrise-academy.in', 'index.html'), 'last good site');
		expect(await publishFailureSite(dist, 'sunrise-academy.in')).toBe(false);
		expect(await readdir(join(dist, 'sunrise-academy.in'))).toEqual(['index.html']);
		expect(await readFile(join(dist, 'sunrise-academy.in', 'index.html'), 'utf8')).toBe(
			'last good site',
		);
	});
});
