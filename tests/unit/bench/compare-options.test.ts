import { describe, expect, it } from 'vitest';
import { parseCompareOptions } from '../../../bench/lib/compare-options.ts';

describe('parseCompareOptions', () => {
	it('has the issue 14 defaults: 5 runs, sunrise, six pages, both visits, not strict', () => {
		expect(parseCompareOptions([])).toEqual({
			runs: 5,
			tenants: ['sunrise-academy.in'],
			pages: ['home', 'courses', 'product', 'faqs', 'about', 'content'],
			modes: ['cold', 'warm'],
			out: 'reports/bench-compare.json',
			strict: false,
		});
	});

	it('reads every option', () => {
		expect(
			parseCompareOptions([
				'--runs=1',
				'--tenants=pixel-store.in, Global-Prep.com',
				'--pages=product,home',
				'--modes=warm',
				'--out=/tmp/compare.json',
				'--strict',
			]),
		).toEqual({
			runs: 1,
			tenants: ['pixel-store.in', 'global-prep.com'],
			pages: ['product', 'home'],
			modes: ['warm'],
			out: '/tmp/compare.json',
			strict: true,
		});
	});

	it('drops repeated pages and tenants', () => {
		const options = parseCompareOptions(['--pages=home,home', '--tenants=a.in,a.in']);
		expect(options.pages).toEqual(['home']);
		expect(options.tenants).toEqual(['a.in']);
	});

	it.each([
		['--runs=0', "--runs: '0' is not valid; expected a whole number from 1 to 15"],
		['--runs=16', "--runs: '16' is not valid; expected a whole number from 1 to 15"],
		['--runs=2.5', "--runs: '2.5' is not valid; expected a whole number from 1 to 15"],
		[
			'--pages=home,cart',
			"--pages: 'cart' is not one of home, courses, product, faqs, about, content",
		],
		['--modes=hot', "--modes: 'hot' is not one of cold, warm"],
		['--tenants=,', '--tenants: name at least one tenant domain'],
		['--out=', '--out: name a report file'],
	])('refuses %s', (arg, message) => {
		expect(() => parseCompareOptions([arg])).toThrow(message);
	});

	it('refuses an unknown option', () => {
		expect(() => parseCompareOptions(['--all'])).toThrow();
	});
});
