import { describe, expect, it } from 'vitest';
import {
	checkBudgets,
	medianRun,
	type LighthouseFigures,
	type PageFigures,
} from '../../../../scripts/bench/lib/budgets.ts';

const kb = 1024;
const bytes = (jsGzip: number) => ({
	html: { count: 1, raw: 9000, gzip: 3000 },
	css: { count: 1, raw: 8000, gzip: 2000 },
	js: { count: 2, raw: jsGzip * 3, gzip: jsGzip },
	other: { count: 0, raw: 0, gzip: 0 },
});
const goodLighthouse: LighthouseFigures = {
	performance: 99,
	accessibility: 100,
	lcpMs: 1500,
	tbtMs: 0,
	cls: 0.01,
};
const page = (overrides: Partial<PageFigures>): PageFigures => ({
	hasForm: false,
	bytes: bytes(10 * kb),
	reactChunks: [],
	lighthouse: goodLighthouse,
	...overrides,
});

describe('checkBudgets', () => {
	it.each<[string, Partial<PageFigures>, string[]]>([
		['static page within budget', {}, []],
		['static page at exactly 20 KB', { bytes: bytes(20 * kb) }, []],
		['static page over 20 KB', { bytes: bytes(20 * kb + 1) }, ['JS 20.0 KB > 20.0 KB gzip']],
		[
			'React on a static page',
			{ reactChunks: ['/_astro/client.js'] },
			['React loaded on a page without forms'],
		],
		[
			'form page may ship React up to 90 KB',
			{ hasForm: true, bytes: bytes(89 * kb), reactChunks: ['/x.js'] },
			[],
		],
		[
			'form page over 90 KB',
			{ hasForm: true, bytes: bytes(95 * kb) },
			['JS 95.0 KB > 90.0 KB gzip'],
		],
		['no Lighthouse run: bytes only', { lighthouse: null }, []],
		[
			'slow page',
			{ lighthouse: { ...goodLighthouse, performance: 97, lcpMs: 1800, cls: 0.05 } },
			['performance 97 < 98', 'LCP 1800 ms ≥ 1800 ms', 'CLS 0.050 ≥ 0.05'],
		],
		[
			'Lighthouse failed to measure',
			{
				lighthouse: { performance: null, accessibility: null, lcpMs: null, tbtMs: null, cls: null },
			},
			['performance ? < 98', 'LCP ? ms ≥ 1800 ms', 'CLS ? ≥ 0.05'],
		],
	])('%s', (_name, overrides, failures) => {
		expect(checkBudgets(page(overrides))).toEqual({ pass: failures.length === 0, failures });
	});
});

describe('medianRun', () => {
	it('picks the run with the median performance score', () => {
		const runs = [{ performance: 90 }, { performance: 99 }, { performance: 95 }];
		expect(medianRun(runs)).toBe(runs[2]);
	});
	it('picks the lower middle of an even count, ignoring failed runs', () => {
		const runs = [{ performance: null }, { performance: 99 }, { performance: 97 }];
		expect(medianRun(runs)).toBe(runs[2]);
	});
	it('falls back to the first run when none scored, null when there is none', () => {
		const runs = [{ performance: null }];
		expect(medianRun(runs)).toBe(runs[0]);
		expect(medianRun([])).toBeNull();
	});
});
