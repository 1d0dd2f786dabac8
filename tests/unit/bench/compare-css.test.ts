import { describe, expect, it } from 'vitest';
import {
	absoluteUrls,
	pageStyles,
	splitStyles,
	tagAttributes,
} from '../../../bench/lib/compare-css.ts';

const FONTS = 'https://fonts.googleapis.com/css2?family=Poppins:wght@400&amp;display=swap';

const page = (links: string) => `<!doctype html><html><head>
<style>
	html:root {
		--color-text: #374151;
	}
</style>
<link rel="preconnect" href="http://127.0.0.1:4010" />
<link rel="preconnect" href="https://fonts.googleapis.com" />
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin />
<link rel="preload" as="style" href="${FONTS}" />
<link rel="stylesheet" href="${FONTS}" media="print" onload="this.media='all'" />
<noscript><link rel="stylesheet" href="${FONTS}" /></noscript>
<link rel="icon" href="/favicon.svg">
${links}
</head><body><p>x</p></body></html>`;

describe('tagAttributes', () => {
	it.each([
		[
			'<link rel="stylesheet" href="/_astro/a.css" />',
			{ rel: 'stylesheet', href: '/_astro/a.css' },
		],
		[
			"<link rel='preload' as=font href=/f.woff2 crossorigin>",
			{ rel: 'preload', as: 'font', href: '/f.woff2', crossorigin: '' },
		],
		['<link HREF="/a?x=1&amp;y=2">', { href: '/a?x=1&y=2' }],
	])('%s', (tag, expected) => {
		expect(tagAttributes(tag)).toEqual(expected);
	});
});

describe('pageStyles', () => {
	it('lists same-origin stylesheets and inline blocks in order, without the theme, and the font links', () => {
		const styles = pageStyles(
			page(
				'<link rel="stylesheet" href="/_astro/Base.css"><style>.a{color:red}</style><link rel="stylesheet" href="/_astro/Home.css">',
			),
		);
		expect(styles.pieces).toEqual([
			{ href: '/_astro/Base.css' },
			{ css: '.a{color:red}' },
			{ href: '/_astro/Home.css' },
		]);
		expect(styles.fontLinks).toEqual([
			{ rel: 'preconnect', href: 'https://fonts.googleapis.com' },
			{ rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: '' },
			{
				rel: 'stylesheet',
				href: 'https://fonts.googleapis.com/css2?family=Poppins:wght@400&display=swap',
			},
		]);
	});

	it('keeps self-hosted font preloads', () => {
		expect(
			pageStyles(
				'<link rel="preload" as="font" type="font/woff2" href="/_astro/poppins.woff2" crossorigin>',
			).fontLinks,
		).toEqual([
			{
				rel: 'preload',
				as: 'font',
				type: 'font/woff2',
				href: '/_astro/poppins.woff2',
				crossorigin: '',
			},
		]);
	});
});

describe('splitStyles', () => {
	it('puts what every page has in the layout, in the first page’s order, and the rest per page', () => {
		const base = { href: '/_astro/Base.css' };
		const footer = { css: 'footer{}' };
		const { layout, perPage } = splitStyles([
			['home', { pieces: [base, { href: '/_astro/Home.css' }, footer], fontLinks: [] }],
			['faqs', { pieces: [footer, base, { href: '/_astro/Faq.css' }], fontLinks: [] }],
			['about', { pieces: [base, footer], fontLinks: [] }],
		]);
		expect(layout).toEqual([base, footer]);
		expect(perPage).toEqual({
			home: [{ href: '/_astro/Home.css' }],
			faqs: [{ href: '/_astro/Faq.css' }],
			about: [],
		});
	});

	it('has an empty layout for no pages', () => {
		expect(splitStyles([])).toEqual({ layout: [], perPage: {} });
	});
});

describe('absoluteUrls', () => {
	it.each([
		['src:url(./poppins.woff2)', 'src:url(/_astro/poppins.woff2)'],
		['src:url("fonts/a.woff2")', 'src:url("/_astro/fonts/a.woff2")'],
		["background:url('../images/x.svg')", "background:url('/images/x.svg')"],
		['src:url(/_astro/a.woff2)', 'src:url(/_astro/a.woff2)'],
		[
			'background:url(data:image/svg+xml;base64,AAA)',
			'background:url(data:image/svg+xml;base64,AAA)',
		],
		['mask:url(#m)', 'mask:url(#m)'],
	])('%s → %s', (css, expected) => {
		expect(absoluteUrls(css, '/_astro/Base.css')).toBe(expected);
	});
});
