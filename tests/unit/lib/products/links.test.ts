import { describe, expect, it } from 'vitest';
import {
	productLink,
	productPagePath,
	productPages,
	productSlug,
} from '../../../../src/lib/products/links.ts';

describe('productSlug', () => {
	it.each([
		['plain words', 'JEE Main 2026 Full Test Series', 2001, 'jee-main-2026-full-test-series-2001'],
		['& becomes and', 'Physics & Chemistry', 12, 'physics-and-chemistry-12'],
		['& without spaces', 'Q&A Notes', 12, 'q-and-a-notes-12'],
		['accents dropped', 'Café Résumé Élite', 7, 'cafe-resume-elite-7'],
		['compatibility forms folded', 'ﬁnal Ｒevision', 7, 'final-revision-7'],
		['mixed scripts keep every word', 'Hindi हिंदी Notes', 7, 'hindi-हिंदी-notes-7'],
		['Devanagari keeps its words', 'गणित कक्षा 10', 503, 'गणित-कक्षा-10-503'],
		['Devanagari vowel signs and nukta kept', 'NEET टेस्ट सीरीज़', 7, 'neet-टेस्ट-सीरीज़-7'],
		['Devanagari danda is punctuation', 'भौतिकी। रसायन॥', 7, 'भौतिकी-रसायन-7'],
		['punctuation only', '॥ — ॥', 2603, 'product-2603'],
		[
			'other scripts too, their accents dropped as Latin ones are',
			'Математика Ελληνικά',
			8,
			'математика-ελληνικα-8',
		],
		['emoji only', '🚀🔥', 7, 'product-7'],
		['blank title', '   ', 7, 'product-7'],
		['runs of punctuation', 'NEET!!! -- Crash...Course', 3, 'neet-crash-course-3'],
		['leading and trailing separators', '  --(Hello World)--  ', 3, 'hello-world-3'],
		['underscores are separators', 'Test_Series__2026', 3, 'test-series-2026-3'],
		['upper case lowered', 'GATE CSE', 3, 'gate-cse-3'],
		['letters without a decomposition', 'Straße Øre Łódź Æsop', 1, 'strasse-ore-lodz-aesop-1'],
		['more of them', 'Œdipe Đakovo Ðór Þing Kadıköy', 1, 'oedipe-dakovo-dor-thing-kadikoy-1'],
		[
			'leading punctuation not counted in the cap',
			`!!! ${'d'.repeat(70)}`,
			4,
			`${'d'.repeat(60)}-4`,
		],
	])('%s: %j → %s', (_name, title, id, expected) => {
		expect(productSlug({ id, title })).toBe(expected);
	});

	it.each([
		// 59 letters then a separator at position 60: the cut lands right after the `-`.
		['a cut after a separator', `${'a'.repeat(59)} bcd`, `${'a'.repeat(59)}-9`],
		['a cut inside a word', `${'b'.repeat(70)}`, `${'b'.repeat(60)}-9`],
		// A run of separators counts as one `-`, so the cut keeps a letter of the next word.
		['a run of separators before the cut', `${'c'.repeat(58)} !! ?? more`, `${'c'.repeat(58)}-m-9`],
		['a run of separators at the cut', `${'c'.repeat(59)}!! ?? more`, `${'c'.repeat(59)}-9`],
		['words across the cut', `${'word '.repeat(20)}`, `${'word-'.repeat(11)}word-9`],
		// क्षि is one character on screen but four code points: the cut never splits it.
		['a cut before a cluster that would not fit', `${'a'.repeat(58)}क्षि`, `${'a'.repeat(58)}-9`],
		['a cluster that fits', `${'a'.repeat(56)}क्षि`, `${'a'.repeat(56)}क्षि-9`],
	])('caps the title at 60 characters, never ending on -: %s', (_name, title, expected) => {
		const slug = productSlug({ id: 9, title });
		expect(slug).toBe(expected);
		expect(slug.slice(0, -'-9'.length)).not.toMatch(/-$/);
		expect(slug.length - '-9'.length).toBeLessThanOrEqual(60);
	});
});

describe('productPagePath', () => {
	it.each([
		[{ id: 2001, title: 'JEE Main 2026' }, '/product/jee-main-2026-2001'],
		[{ id: 5, title: '₹99 Crash Course!' }, '/product/99-crash-course-5'],
		[{ id: 6, title: 'गणित' }, '/product/%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4-6'],
		[
			{ id: 2601, title: 'गणित कक्षा 10' },
			'/product/%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4-%E0%A4%95%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE-10-2601',
		],
	])('%j → %s', (product, expected) => {
		expect(productPagePath(product)).toBe(expected);
	});
});

describe('productPages', () => {
	it('maps each product id to its page', () => {
		expect(
			productPages([
				{ id: 2001, title: 'JEE Main 2026' },
				{ id: 2002, title: 'NEET & AIIMS' },
			]),
		).toEqual({ 2001: '/product/jee-main-2026-2001', 2002: '/product/neet-and-aiims-2002' });
	});

	it('is empty without products', () => {
		expect(productPages([])).toEqual({});
	});
});

describe('productLink', () => {
	const pages = { 2001: '/product/jee-main-2026-2001' };

	it.each([
		['a product with a page', { id: 2001, title: 'JEE Main 2026' }, '/product/jee-main-2026-2001'],
		[
			'a product without a page',
			{ id: 3001, title: 'Physics & Maths_Notes' },
			'/product?proc=Physics%20%26%20Maths_Notes_3001_101',
		],
		['a plain title without a page', { id: 3002, title: 'Notes' }, '/product?proc=Notes_3002_101'],
	])('%s → %s', (_name, product, expected) => {
		expect(productLink(product, 101, pages)).toBe(expected);
	});

	it('uses the reference for every product when there are no pages', () => {
		expect(productLink({ id: 2001, title: 'JEE Main 2026' }, 7, {})).toBe(
			'/product?proc=JEE%20Main%202026_2001_7',
		);
	});
});
