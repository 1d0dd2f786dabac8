// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { elementSignatures, markupDifferences } from '../../../bench/lib/compare-markup.ts';

describe('elementSignatures', () => {
	it('names each element by tag, sorted classes and scoped-style attributes, skipping what the baseline lacks', () => {
		document.body.innerHTML = `
			<section class="consent" data-consent-banner><p>cookies?</p></section>
			<div id="root">
				<header class="site-header" data-astro-cid-isef26zo><a class="brand" href="/">x</a></header>
				<script>1</script>
				<main><p class="b a">t</p><template><p>x</p></template></main>
			</div>`;
		expect(elementSignatures()).toEqual([
			'header.site-header[data-astro-cid-isef26zo]',
			'a.brand',
			'main',
			'p.a.b',
		]);
	});
});

describe('markupDifferences', () => {
	it.each([
		[['a', 'b', 'b'], ['b', 'a', 'b'], []],
		[
			['li', 'li', 'li', 'ul'],
			['li', 'ul', 'p'],
			[
				{ element: 'li', ours: 3, baseline: 1 },
				{ element: 'p', ours: 0, baseline: 1 },
			],
		],
		[['section.reference'], [], [{ element: 'section.reference', ours: 1, baseline: 0 }]],
	])('%j against %j', (ours, baseline, expected) => {
		expect(markupDifferences(ours, baseline)).toEqual(expected);
	});
});
