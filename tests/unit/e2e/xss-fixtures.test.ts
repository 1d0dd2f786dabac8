/**
 * The sandbox institutes generated from the XSS corpus for the e2e stack
 * (tests/support/xss/lab-fixture.ts): the sandbox's own fixture validation accepts them, every
 * field of xss-lab carries the corpus, and neither is a demo (tenants.json, sandbox/fixtures/).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFixtures } from '../../../sandbox/fixtures.ts';
import { XSS_PAYLOADS, XSS_URLS } from '../../support/xss/corpus.ts';
import {
	SOCIAL_LINKS,
	XSS_LAB,
	XSS_PROBE,
	writeXssFixtures,
} from '../../support/xss/lab-fixture.ts';

const root = resolve(import.meta.dirname, '../../..');
const dir = writeXssFixtures(
	join(root, 'sandbox/fixtures'),
	join(mkdtempSync(join(tmpdir(), 'xss-fixtures-')), 'fixtures'),
);
afterAll(() => rmSync(resolve(dir, '..'), { recursive: true, force: true }));

const fixtures = loadFixtures(dir);
const lab = fixtures.tenants.find((tenant) => tenant.folder === XSS_LAB.folder)!;
const probe = fixtures.tenants.find((tenant) => tenant.folder === XSS_LAB.probe.folder)!;
const every = XSS_PAYLOADS.map((payload) => payload.html);

describe('the generated corpus institutes', () => {
	it('pass the sandbox fixture validation beside the demos', () => {
		expect(fixtures.tenants.map((tenant) => [tenant.folder, tenant.institute.domains])).toEqual(
			expect.arrayContaining([
				[XSS_LAB.folder, [XSS_LAB.domain]],
				[XSS_LAB.probe.folder, [XSS_LAB.probe.domain]],
				['sunrise', ['sunrise-academy.in']],
			]),
		);
	});

	it('are never demos: not in tenants.json, not in sandbox/fixtures', () => {
		expect(readFileSync(join(root, 'tenants.json'), 'utf8')).not.toContain('xss');
		expect(existsSync(join(root, 'sandbox/fixtures', XSS_LAB.folder))).toBe(false);
		expect(existsSync(join(root, 'sandbox/fixtures', XSS_LAB.probe.folder))).toBe(false);
	});

	it('put one payload in each repeated item: slides, testimonials, courses, FAQs, items', () => {
		const home = lab.homepage;
		expect(home.slider_details?.map((slide) => [slide.name, slide.content])).toEqual(
			every.map((html) => [html, html]),
		);
		expect(home.testimonial_details?.map((entry) => [entry.name, entry.content])).toEqual(
			every.map((html) => [html, html]),
		);
		expect(lab.courses.map((course) => [course.name, course.description])).toEqual(
			every.map((html) => [html, html]),
		);
		expect(lab.faqs['Lab questions']?.map((faq) => [faq.question, faq.answer])).toEqual(
			every.map((html) => [html, html]),
		);
	});

	it('put every payload in the about, content, policy and thank-you pages and the products', () => {
		for (const page of lab.pages) for (const html of every) expect(page.page_data).toContain(html);
		expect(lab.products.map((product) => product.id)).toContain(XSS_LAB.directProductId);
		for (const product of lab.products) {
			for (const html of every) expect(product.about).toContain(html);
			expect(product.description?.map((item) => item.item_type)).toEqual(every);
		}
	});

	it('put hostile URLs in every link field, and a probe of scripts and handlers in the probe', () => {
		const urls = XSS_URLS.map((entry) => entry.url);
		for (const { field } of SOCIAL_LINKS)
			expect(urls).toContain((lab.homepage.social_details as Record<string, unknown>)[field]);
		for (const product of lab.products) expect(urls).toContain(product.product_sharable_link);
		for (const page of probe.pages)
			for (const { html } of XSS_PROBE) expect(page.page_data).toContain(html);
	});
});
