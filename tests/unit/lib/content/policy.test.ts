import { describe, expect, it } from 'vitest';
import {
	escapeHtml,
	fallbackHtml,
	fallbackSections,
} from '../../../../src/lib/content/fallbacks.ts';
import { defaultHeading, isPolicySlug, POLICY_SLUGS } from '../../../../src/lib/content/policy.ts';

describe('policy slugs and default headings', () => {
	it.each([
		['privacy-policy', 'Privacy Policy'],
		['refund-policy', 'Refund Policy'],
		['terms-and-condition', 'Terms & Conditions'],
		['results', null],
		['about-us', null],
		['thank-you', null],
	])('%s → %j', (slug, heading) => {
		expect(defaultHeading(slug)).toBe(heading);
		expect(isPolicySlug(slug)).toBe(heading !== null);
	});

	it('lists the three policy pages', () => {
		expect(POLICY_SLUGS).toEqual(['privacy-policy', 'refund-policy', 'terms-and-condition']);
	});
});

describe('fallback texts', () => {
	const titles = (slug: (typeof POLICY_SLUGS)[number]) =>
		fallbackSections(slug, 'Demo Academy').map((section) => section.title);

	it('privacy has the spec sections in order', () => {
		expect(titles('privacy-policy')).toEqual([
			'General',
			'How information is collected',
			'Information collected',
			'How it is used',
			'Data transfer',
			'Cookies',
			'Data security',
		]);
	});

	it('terms have the spec sections in order, with a six-month claim window', () => {
		expect(titles('terms-and-condition')).toEqual([
			'Definitions',
			'The services',
			'Ordering services',
			'Cancellation and variation',
			'Fees',
			'Liability',
			'Intellectual property',
			'Confidentiality',
			'Termination',
			'Assignment',
			'Entire agreement',
			'Force majeure',
		]);
		const liability = fallbackSections('terms-and-condition', 'X').find(
			(section) => section.title === 'Liability',
		);
		expect(liability?.paragraphs.join(' ')).toMatch(/within six \(6\) months/);
	});

	it('refund says no refunds, unsubscribe any time, rare cases at the provider’s discretion', () => {
		const text = fallbackHtml('refund-policy', 'Demo Academy');
		expect(text).toContain('No refunds are entertained');
		expect(text).toContain('unsubscribe from a course, a product or our messages at any time');
		expect(text).toContain('Only in rare cases');
		expect(text).toContain('entirely at the discretion of Demo Academy');
	});

	it.each(POLICY_SLUGS)('%s names the institute and has real prose', (slug) => {
		const sections = fallbackSections(slug, 'Demo Academy');
		const words = sections
			.flatMap((section) => section.paragraphs)
			.join(' ')
			.split(/\s+/);
		expect(words.length).toBeGreaterThan(80);
		expect(words.join(' ')).toContain('Demo Academy');
	});

	it('escapes the institute name and renders sections as h2 + paragraphs', () => {
		const html = fallbackHtml('privacy-policy', 'A&B <School>');
		expect(html).toContain('A&amp;B &lt;School&gt;');
		expect(html).not.toContain('<School>');
		expect(html.startsWith('<h2>General</h2><p>')).toBe(true);
	});

	it('escapeHtml covers the five special characters', () => {
		expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
			'&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
		);
	});
});
