import { describe, expect, it } from 'vitest';
import { checkBudgets, medianRun, type LighthouseFigures } from '../../../bench/lib/budgets.ts';
import type { ScriptFileFigures, ScriptSplit } from '../../../bench/lib/scripts.ts';
import type { PageKind } from '../../../bench/lib/targets.ts';

// Issue 14's table, as literals: content pages inline JS ≤ 3 KB beyond the header's small script
// and Lighthouse 100; product pages ≤ 20 KB; island pages ≤ 90 KB and Lighthouse ≥ 98.
const KB = 1024;
const CONTENT_INLINE = 3 * KB;
const PRODUCT_JS = 20 * KB;
const ISLAND_JS = 90 * KB;

const headerFile: ScriptFileFigures = {
	path: '/_astro/Header.astro_astro_type_script_index_0_lang.a1.js',
	raw: 3000,
	gzip: 1500,
	header: true,
};
const shell: ScriptFileFigures = {
	path: '/_astro/shell.b2.js',
	raw: 9000,
	gzip: 4000,
	header: true,
};
const pageFile = (gzip: number, path = '/_astro/page.c3.js'): ScriptFileFigures => ({
	path,
	raw: gzip * 3,
	gzip,
	header: false,
});

/** A page's split: the header's files and 600 B inline, `files` more, `inline` bytes of its own. */
function split(files: ScriptFileFigures[], inline: number, totalGzip?: number): ScriptSplit {
	const all = [headerFile, shell, ...files];
	const other = files.reduce((sum, file) => sum + file.gzip, 0);
	return {
		files: all,
		header: { files: 2, gzip: 5500, inline: { count: 2, raw: 1200, gzip: 600 } },
		otherFiles: { count: files.length, gzip: other },
		inline: { count: inline > 0 ? 1 : 0, raw: inline * 2, gzip: inline },
		totalGzip: totalGzip ?? 5500 + 600 + other + inline,
	};
}

const lighthouse = (performance: number | null): LighthouseFigures => ({
	performance,
	accessibility: 100,
	lcpMs: 1500,
	tbtMs: 0,
	cls: 0.01,
});

describe('checkBudgets', () => {
	it.each<[string, PageKind, ScriptSplit, LighthouseFigures | null, string[], string[]]>([
		// Content pages: no script file but the header's; inline JS within 3 KB; Lighthouse 100.
		['content: the header and no inline JS', 'content', split([], 0), lighthouse(100), [], []],
		['content: inline JS at 3 KB', 'content', split([], CONTENT_INLINE), null, [], []],
		[
			'content: inline JS one byte over 3 KB',
			'content',
			split([], CONTENT_INLINE + 1),
			null,
			['inline JS 3.0 KB > 3.0 KB gzip'],
			[],
		],
		[
			'content: any other script file fails, however small',
			'content',
			split([pageFile(200, '/_astro/faqs.d4.js'), pageFile(1100, '/_astro/x.js')], 0),
			null,
			[
				"script file /_astro/faqs.d4.js (0.2 KB gzip) beyond the header's",
				"script file /_astro/x.js (1.1 KB gzip) beyond the header's",
			],
			[],
		],
		[
			"content: the header's own size is not budgeted here",
			'content',
			split([], 0, 60 * KB),
			null,
			[],
			[],
		],
		[
			'content: Lighthouse 99',
			'content',
			split([], 0),
			lighthouse(99),
			[],
			['performance 99 < 100'],
		],
		// Product pages: every script, files and inline, within 20 KB; no Lighthouse budget.
		['product: 20 KB', 'product', split([pageFile(1)], 0, PRODUCT_JS), lighthouse(80), [], []],
		[
			'product: one byte over 20 KB',
			'product',
			split([pageFile(1)], 0, PRODUCT_JS + 1),
			null,
			['JS 20.0 KB > 20.0 KB gzip'],
			[],
		],
		['product: inline JS over 3 KB is fine', 'product', split([], 5 * KB), null, [], []],
		// Island pages: within 90 KB; Lighthouse at least 98.
		['island: 90 KB', 'island', split([pageFile(1)], 0, ISLAND_JS), lighthouse(98), [], []],
		[
			'island: one byte over 90 KB',
			'island',
			split([pageFile(1)], 0, ISLAND_JS + 1),
			null,
			['JS 90.0 KB > 90.0 KB gzip'],
			[],
		],
		['island: Lighthouse 97', 'island', split([], 0), lighthouse(97), [], ['performance 97 < 98']],
		[
			'island: Lighthouse failed to measure',
			'island',
			split([], 0),
			lighthouse(null),
			[],
			['performance ? < 98'],
		],
		['island: no Lighthouse run, bytes only', 'island', split([], 0), null, [], []],
	])('%s', (_name, kind, scripts, lh, bytes, lighthouseFailures) => {
		expect(checkBudgets({ kind, scripts, lighthouse: lh })).toEqual({
			pass: bytes.length === 0 && lighthouseFailures.length === 0,
			bytes,
			lighthouse: lighthouseFailures,
		});
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

describe('the byte budget of login and register (issue 32, part 3)', () => {
	// 80 KiB for these two pages; every other island page keeps 90 KiB.
	const LOGIN_JS = 80 * KB;
	it.each<[string, number, string[]]>([
		['login', LOGIN_JS, []],
		['login', LOGIN_JS + 1, ['JS 80.0 KB > 80.0 KB gzip']],
		['register', LOGIN_JS + 1, ['JS 80.0 KB > 80.0 KB gzip']],
		['register', 12 * KB, []],
		['forgot', LOGIN_JS + 1, []],
		['cart', ISLAND_JS, []],
		['cart', ISLAND_JS + 1, ['JS 90.0 KB > 90.0 KB gzip']],
	])('%s with %i bytes', (type, total, bytes) => {
		expect(
			checkBudgets({ kind: 'island', type, scripts: split([], 0, total), lighthouse: null }),
		).toEqual({ pass: bytes.length === 0, bytes, lighthouse: [] });
	});
});

describe('script files per page type (issue 33)', () => {
	const files = (count: number) =>
		split(
			Array.from({ length: count }, (_, index) => pageFile(100, `/_astro/f${index}.js`)),
			0,
		);
	it.each<[string, PageKind, number, string[]]>([
		// The forms load their island on the first touch (client:engaged, issue 32).
		['login', 'island', 2, []],
		['login', 'island', 3, ["3 script files > 2 beyond the header's"]],
		['register', 'island', 3, []],
		['register', 'island', 4, ["4 script files > 3 beyond the header's"]],
		['forgot', 'island', 1, ["1 script files > 0 beyond the header's"]],
		// The painted pages: the painter's chunk, and the dashboard islands' hooks (issue 32).
		['cart', 'island', 11, []],
		['cart', 'island', 12, ["12 script files > 11 beyond the header's"]],
		['orders', 'island', 13, []],
		['profile', 'island', 13, []],
		['profile', 'island', 14, ["14 script files > 13 beyond the header's"]],
		['dash-detail', 'island', 15, []],
		['home', 'product', 8, ["8 script files > 7 beyond the header's"]],
		['product', 'product', 7, []],
		['product', 'product', 8, ["8 script files > 7 beyond the header's"]],
		['detail', 'product', 12, []],
	])('%s (%s) with %i files', (type, kind, count, bytes) => {
		expect(checkBudgets({ kind, type, scripts: files(count), lighthouse: null })).toEqual({
			pass: bytes.length === 0,
			bytes,
			lighthouse: [],
		});
	});

	it('a page type without a file budget is held to bytes only', () => {
		expect(
			checkBudgets({ kind: 'island', type: 'new-page', scripts: files(40), lighthouse: null }),
		).toEqual({ pass: true, bytes: [], lighthouse: [] });
	});
});
