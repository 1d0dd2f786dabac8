import { describe, expect, it } from 'vitest';
import {
	compareEntry,
	compareReport,
	figuresOf,
	median,
	medianFigures,
	ratio,
	strictFailures,
	tableRows,
	type PageFigures,
} from '../../../bench/lib/compare-stats.ts';

const figures = (lcpMs: number | null, rest: Partial<PageFigures> = {}): PageFigures => ({
	fcpMs: 800,
	lcpMs,
	tbtMs: 0,
	speedIndexMs: 900,
	transferBytes: 20_480,
	jsBytes: 2048,
	...rest,
});

describe('median', () => {
	it.each([
		[[], null],
		[[null, null], null],
		[[5], 5],
		[[3, 1, 2], 2],
		[[4, 1, 3, 2], 2.5],
		[[1200, null, 900, 1000, Number.NaN, 1100, 5000], 1100],
	])('median of %j is %s', (values, expected) => {
		expect(median(values)).toBe(expected);
	});
});

describe('ratio', () => {
	it.each([
		[600, 1200, 0.5],
		[1000, 3000, 0.333],
		[2000, 1000, 2],
		[null, 1000, null],
		[1000, null, null],
		[1000, 0, null],
	])('%s / %s is %s', (ours, baseline, expected) => {
		expect(ratio(ours, baseline)).toBe(expected);
	});
});

describe('figuresOf', () => {
	it('reads the four metrics and sums every request and the scripts', () => {
		const lhr = {
			audits: {
				'first-contentful-paint': { numericValue: 812.4 },
				'largest-contentful-paint': { numericValue: 1020 },
				'total-blocking-time': { numericValue: 0 },
				'speed-index': { numericValue: 950 },
				'network-requests': {
					details: {
						items: [
							{ resourceType: 'Document', transferSize: 9000 },
							{ resourceType: 'Script', transferSize: 3000 },
							{ resourceType: 'Stylesheet', transferSize: 4000 },
							{ resourceType: 'Script', transferSize: 1000 },
							{ resourceType: 'Image' },
						],
					},
				},
			},
		};
		expect(figuresOf(lhr)).toEqual({
			fcpMs: 812.4,
			lcpMs: 1020,
			tbtMs: 0,
			speedIndexMs: 950,
			transferBytes: 17_000,
			jsBytes: 4000,
		});
	});

	it('gives null for what the result lacks', () => {
		expect(figuresOf({ audits: { 'speed-index': { numericValue: Number.NaN } } })).toEqual({
			fcpMs: null,
			lcpMs: null,
			tbtMs: null,
			speedIndexMs: null,
			transferBytes: null,
			jsBytes: null,
		});
	});
});

describe('medianFigures and compareEntry', () => {
	it('takes each figure’s median on its own', () => {
		expect(
			medianFigures([
				figures(1000, { tbtMs: 50 }),
				figures(1400, { tbtMs: 0 }),
				figures(1200, { tbtMs: 10 }),
			]),
		).toEqual(figures(1200, { tbtMs: 10 }));
	});

	it('rounds the medians to a tenth', () => {
		expect(
			medianFigures([figures(1408.428, { speedIndexMs: 2040.463462178057 }), figures(1408.25)]),
		).toEqual(figures(1408.3, { speedIndexMs: 1470.2 }));
	});

	it('gives the report entry shape with the LCP ratio of the medians', () => {
		const entry = compareEntry(
			{ page: 'home', tenant: 'sunrise-academy.in', mode: 'cold' },
			[figures(900), figures(1100), figures(1000)],
			[figures(3000), figures(2000)],
		);
		expect(entry).toEqual({
			page: 'home',
			tenant: 'sunrise-academy.in',
			mode: 'cold',
			runs: { ours: 3, baseline: 2 },
			ours: figures(1000),
			baseline: figures(2500),
			lcpRatio: 0.4,
		});
	});

	it('has no ratio when a build measured nothing', () => {
		const entry = compareEntry({ page: 'faqs', tenant: 'a.in', mode: 'warm' }, [figures(900)], []);
		expect(entry.lcpRatio).toBeNull();
		expect(entry.baseline.lcpMs).toBeNull();
	});
});

describe('strictFailures', () => {
	const entry = (page: 'home' | 'product' | 'faqs', mode: 'cold' | 'warm', lcp: number | null) =>
		compareEntry({ page, tenant: 'a.in', mode }, lcp === null ? [] : [figures(lcp)], [
			figures(2000),
		]);

	it.each([
		['home', 'cold', 1000, false],
		['home', 'cold', 1001, true],
		['product', 'cold', 1400, true],
		['product', 'cold', null, true],
		['faqs', 'cold', 1900, false],
		['home', 'warm', 1900, false],
	] as const)(
		'%s on %s with LCP %s against 2000 misses the target: %s',
		(page, mode, lcp, misses) => {
			expect(strictFailures([entry(page, mode, lcp)]).length).toBe(misses ? 1 : 0);
		},
	);
});

describe('tableRows', () => {
	it('prints ours, the baseline and the ratios of each entry', () => {
		const entry = compareEntry(
			{ page: 'home', tenant: 'a.in', mode: 'cold' },
			[figures(1000, { tbtMs: 0, jsBytes: 1024 })],
			[figures(2500, { tbtMs: 120.4, jsBytes: 102_400, transferBytes: 40_960 })],
		);
		expect(tableRows([entry])).toEqual([
			['a.in', 'home', 'empty cache', 'ours', '800', '1000', '0', '900', '20.0', '1.0', '0.40'],
			['a.in', 'home', 'empty cache', 'baseline', '800', '2500', '120', '900', '40.0', '100.0', ''],
			['a.in', 'home', 'empty cache', 'ratio', '1.00', '0.40', '0.00', '1.00', '0.50', '0.01', ''],
		]);
	});

	it('marks what is missing and names the repeat visit', () => {
		const entry = compareEntry({ page: 'faqs', tenant: 'a.in', mode: 'warm' }, [], [figures(900)]);
		expect(tableRows([entry])[0]).toEqual([
			'a.in',
			'faqs',
			'repeat',
			'ours',
			'–',
			'–',
			'–',
			'–',
			'–',
			'–',
			'–',
		]);
	});
});

describe('compareReport', () => {
	it('puts the metadata, the target, the entries and the misses in one object', () => {
		const entries = [
			compareEntry(
				{ page: 'home', tenant: 'a.in', mode: 'cold' },
				[figures(1500)],
				[figures(2000)],
			),
		];
		const meta = {
			generatedAt: '2026-11-26T10:00:00.000Z',
			durationS: 300,
			cores: 2,
			runs: 5,
			tenants: ['a.in'],
			origins: {
				'a.in': { ours: 'http://a.in.localhost:1', baseline: 'http://baseline.a.in.localhost:1' },
			},
			lighthouse: {
				version: '13.5.0',
				formFactor: 'mobile' as const,
				throttling: 'simulated' as const,
				order: 'alternating',
			},
			markup: { 'a.in home': [{ element: 'section.reference', ours: 1, baseline: 0 }] },
		};
		expect(compareReport(meta, entries)).toEqual({
			...meta,
			target: { lcpRatio: 0.5, pages: ['home', 'product'], mode: 'cold' },
			entries,
			failures: ['a.in home'],
		});
	});
});
