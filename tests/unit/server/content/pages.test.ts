import { describe, expect, it } from 'vitest';
import {
	contentPagePath,
	contentPagePaths,
	contentSlugs,
	prerenderedView,
	rootContentPaths,
} from '../../../../src/server/content/pages.ts';
import type { ContentPage } from '../../../../src/lib/lms/types.ts';
import { siteFixture } from '../../fixtures/site.ts';

const page = (overrides: Partial<ContentPage>): ContentPage => ({
	id: 1,
	title: null,
	route: null,
	bannerImageUrl: null,
	html: null,
	status: 'PUBLISHED',
	inNavbar: false,
	...overrides,
});

const sunrise = siteFixture({
	institute: { name: 'Sunrise Academy' },
	pages: {
		results: page({
			title: 'Results',
			bannerImageUrl: 'https://cdn/b.svg',
			html: '<p>Ranks</p><script>x()</script>',
		}),
		'privacy-policy': page({ title: 'Privacy Policy', html: '<p>Own privacy text</p>' }),
		'refund-policy': page({ html: '   ' }),
	},
});
const greenfield = siteFixture({ institute: { name: 'Greenfield Public School' }, pages: {} });

describe('contentSlugs', () => {
	it('every fetched page plus the three policy pages, once each', () => {
		expect(contentSlugs(sunrise)).toEqual([
			'results',
			'privacy-policy',
			'refund-policy',
			'terms-and-condition',
		]);
		expect(contentSlugs(greenfield)).toEqual([
			'privacy-policy',
			'refund-policy',
			'terms-and-condition',
		]);
	});

	it('leaves multi-segment routes to the runtime page', () => {
		const site = siteFixture({ pages: { 'a/b': page({}), ok: page({}) } });
		expect(contentSlugs(site)).toContain('ok');
		expect(contentSlugs(site)).not.toContain('a/b');
	});
});

describe('prerenderedView', () => {
	it('sanitises the page HTML and keeps the banner', () => {
		expect(prerenderedView(sunrise, 'results')).toEqual({
			heading: 'Results',
			bannerUrl: 'https://cdn/b.svg',
			html: '<p>Ranks</p>',
			isFallback: false,
		});
	});

	it('shows the server policy text when present', () => {
		expect(prerenderedView(sunrise, 'privacy-policy')).toMatchObject({
			heading: 'Privacy Policy',
			html: '<p>Own privacy text</p>',
			isFallback: false,
		});
	});

	it.each([
		['privacy-policy', 'Privacy Policy', '<h2>General</h2>'],
		['refund-policy', 'Refund Policy', 'No refunds are entertained'],
		['terms-and-condition', 'Terms & Conditions', '<h2>Force majeure</h2>'],
	])('a missing %s shows the fallback with its default heading', (slug, heading, text) => {
		const view = prerenderedView(greenfield, slug);
		expect(view.heading).toBe(heading);
		expect(view.isFallback).toBe(true);
		expect(view.html).toContain(text);
		expect(view.html).toContain('Greenfield Public School');
	});

	it('a blank policy body also falls back', () => {
		expect(prerenderedView(sunrise, 'refund-policy').isFallback).toBe(true);
	});
});

describe('static paths', () => {
	it('/more/{slug} for every tenant and slug, with its view', () => {
		const paths = contentPagePaths([sunrise, greenfield]);
		expect(paths.map((path) => `${path.params.tenant}/${path.params.slug}`)).toHaveLength(7);
		expect(paths[0]?.props.view.heading).toBe('Results');
		// The route's canonical address is built from the slug it is given.
		expect(paths.every((path) => path.props.slug === path.params.slug)).toBe(true);
	});

	it('root-level copies: every content slug except those a route of the site already answers', () => {
		const site = siteFixture({
			about: page({ title: 'About Sunrise', html: '<p>Since 1998</p>' }),
			pages: { results: page({ title: 'Results' }), contact: page({}), faqs: page({}) },
		});
		const paths = rootContentPaths([site]);
		expect(paths.map((path) => path.params.slug)).toEqual([
			'results',
			'about-us',
			'privacy-policy',
			'refund-policy',
			'terms-and-condition',
		]);
		expect(paths.find((path) => path.params.slug === 'about-us')?.props.view).toMatchObject({
			heading: 'About Sunrise',
			html: '<p>Since 1998</p>',
		});
	});
});

describe('the about page as a content page', () => {
	it('is prerendered at /more/about-us when the institute has one, and not otherwise', () => {
		const withAbout = siteFixture({ about: page({ title: 'About us' }), pages: {} });
		expect(contentSlugs(withAbout)).toContain('about-us');
		expect(contentSlugs(siteFixture({ about: null, pages: {} }))).not.toContain('about-us');
	});

	it.each([
		['about-us', '/about'],
		['privacy-policy', '/more/privacy-policy'],
		['results', '/more/results'],
	])('%s is canonical at %s', (slug, path) => {
		expect(contentPagePath(slug)).toBe(path);
	});
});
