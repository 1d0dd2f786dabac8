import { describe, expect, it } from 'vitest';
import {
	contentView,
	EMPTY_PAGE_TEXT,
	needsFallback,
	titleFromSlug,
} from '../../../../src/lib/content/view.ts';
import type { ContentPage } from '../../../../src/lib/lms/types.ts';

const page = (overrides: Partial<ContentPage> = {}): ContentPage => ({
	id: 1,
	title: 'Results',
	route: 'results',
	bannerImageUrl: 'https://cdn.example/banner.svg',
	html: '<p>raw</p>',
	status: 'PUBLISHED',
	inNavbar: true,
	...overrides,
});

describe('contentView', () => {
	it('success with banner: heading, banner and the safe HTML', () => {
		expect(contentView({ page: page(), slug: 'results', safeHtml: '<p>safe</p>' })).toEqual({
			heading: 'Results',
			bannerUrl: 'https://cdn.example/banner.svg',
			html: '<p>safe</p>',
			isFallback: false,
		});
	});

	it('empty HTML shows the empty text (html null)', () => {
		const view = contentView({ page: page({ html: null }), slug: 'results', safeHtml: '' });
		expect(view.html).toBeNull();
		expect(EMPTY_PAGE_TEXT).toBe('Looks like details are not available!');
	});

	it('navigation state can hide the banner', () => {
		expect(
			contentView({ page: page(), slug: 'results', safeHtml: '<p>x</p>', hideBanner: true })
				.bannerUrl,
		).toBeNull();
	});

	it('policy pages never show a banner', () => {
		const view = contentView({ page: page(), slug: 'privacy-policy', safeHtml: '<p>x</p>' });
		expect(view.bannerUrl).toBeNull();
	});

	it.each([
		['privacy-policy', 'Privacy Policy'],
		['refund-policy', 'Refund Policy'],
		['terms-and-condition', 'Terms & Conditions'],
	])('%s without a title gets the default heading %j', (slug, heading) => {
		expect(contentView({ page: page({ title: null }), slug, safeHtml: '' }).heading).toBe(heading);
		expect(contentView({ page: null, slug, safeHtml: '' }).heading).toBe(heading);
	});

	it('a server title wins over the default heading', () => {
		const view = contentView({
			page: page({ title: 'Our Privacy' }),
			slug: 'privacy-policy',
			safeHtml: '',
		});
		expect(view.heading).toBe('Our Privacy');
	});

	it('a page without a title is headed by its slug', () => {
		expect(contentView({ page: null, slug: 'does-not-exist', safeHtml: '' }).heading).toBe(
			'Does Not Exist',
		);
	});

	it('a policy page without body shows the fallback; with a body, the body', () => {
		const fallback = '<h2>General</h2>';
		expect(
			contentView({ page: null, slug: 'refund-policy', safeHtml: '', fallbackHtml: fallback }),
		).toMatchObject({ html: fallback, isFallback: true });
		expect(
			contentView({
				page: page(),
				slug: 'refund-policy',
				safeHtml: '<p>own</p>',
				fallbackHtml: fallback,
			}),
		).toMatchObject({ html: '<p>own</p>', isFallback: false });
	});

	it('other slugs never use a fallback', () => {
		expect(
			contentView({ page: null, slug: 'results', safeHtml: '', fallbackHtml: '<p>x</p>' }).html,
		).toBeNull();
	});
});

describe('needsFallback and titleFromSlug', () => {
	it.each([
		['privacy-policy', '', true],
		['privacy-policy', '  ', true],
		['privacy-policy', '<p>x</p>', false],
		['results', '', false],
	])('needsFallback(%j, %j) = %s', (slug, html, expected) => {
		expect(needsFallback(slug, html)).toBe(expected);
	});

	it.each([
		['scholarship-test', 'Scholarship Test'],
		['about_us', 'About Us'],
		['', 'Page'],
	])('%j → %j', (slug, title) => {
		expect(titleFromSlug(slug)).toBe(title);
	});
});
