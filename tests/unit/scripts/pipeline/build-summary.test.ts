/**
 * scripts/lib/pipeline/build-summary.ts: the end-of-build table, pinned line by line: counts, the failed
 * tenants with their reasons (the first 20, then how many more), and the phase times.
 */
import { describe, expect, it } from 'vitest';
import {
	fontsLines,
	imagesLine,
	languagesLine,
	summaryTable,
} from '../../../../scripts/lib/pipeline/build-summary.ts';

const domains = (prefix: string, count: number) =>
	Array.from({ length: count }, (_, i) => `${prefix}${i + 1}.in`);

describe('summaryTable', () => {
	it('shows counts, pages and phase times when nothing failed', () => {
		const table = summaryTable({
			built: ['alpha.in', 'beta.in'],
			skipped: [],
			failed: [],
			phases: { fetch: 1_234, render: 56_789, publish: 400 },
			totalMs: 58_423,
			pages: 12_345,
		});
		expect(table).toBe(
			[
				'Build summary',
				'  Tenants built         2',
				'  Tenants skipped       0',
				'  Tenants failed        0',
				'  Pages rendered   12,345',
				'',
				'Time',
				'  fetch     1.2 s',
				'  render   56.8 s',
				'  publish   0.4 s',
				'  total    58.4 s',
			].join('\n'),
		);
	});

	it('lists each failed tenant with its reason on one line', () => {
		const table = summaryTable({
			built: ['alpha.in'],
			skipped: ['closed.in'],
			failed: [
				{ domain: 'down.in', reason: 'LMS API unreachable (ECONNREFUSED)' },
				{
					domain: 'new-school.co.in',
					reason: 'unknown tenant:\n  add sandbox/fixtures/new-school',
				},
				{ domain: 'x.in', reason: 'render crashed' },
			],
			phases: { fetch: 50, render: 2_000 },
			totalMs: 2_050,
		});
		expect(table).toBe(
			[
				'Build summary',
				'  Tenants built    1',
				'  Tenants skipped  1',
				'  Tenants failed   3',
				'',
				'Failed',
				'  down.in           LMS API unreachable (ECONNREFUSED)',
				'  new-school.co.in  unknown tenant: add sandbox/fixtures/new-school',
				'  x.in              render crashed',
				'',
				'Time',
				'  fetch   0.1 s',
				'  render  2.0 s',
				'  total   2.1 s',
			].join('\n'),
		);
	});

	it('names the first 20 failed tenants and counts the rest', () => {
		const table = summaryTable({
			built: domains('ok', 1_200),
			skipped: [],
			failed: domains('t', 25).map((domain) => ({ domain, reason: 'timeout' })),
			phases: { fetch: 30_000 },
			totalMs: 30_000,
		});
		expect(table).toBe(
			[
				'Build summary',
				'  Tenants built    1,200',
				'  Tenants skipped      0',
				'  Tenants failed      25',
				'',
				'Failed',
				'  t1.in   timeout',
				'  t2.in   timeout',
				'  t3.in   timeout',
				'  t4.in   timeout',
				'  t5.in   timeout',
				'  t6.in   timeout',
				'  t7.in   timeout',
				'  t8.in   timeout',
				'  t9.in   timeout',
				'  t10.in  timeout',
				'  t11.in  timeout',
				'  t12.in  timeout',
				'  t13.in  timeout',
				'  t14.in  timeout',
				'  t15.in  timeout',
				'  t16.in  timeout',
				'  t17.in  timeout',
				'  t18.in  timeout',
				'  t19.in  timeout',
				'  t20.in  timeout',
				'  … and 5 more',
				'',
				'Time',
				'  fetch  30.0 s',
				'  total  30.0 s',
			].join('\n'),
		);
	});

	it('still prints a table for a build of zero tenants', () => {
		const table = summaryTable({ built: [], skipped: [], failed: [], phases: {}, totalMs: 0 });
		expect(table).toBe(
			[
				'Build summary',
				'  Tenants built    0',
				'  Tenants skipped  0',
				'  Tenants failed   0',
				'',
				'Time',
				'  total  0.0 s',
			].join('\n'),
		);
	});
});

describe('imagesLine', () => {
	it.each([
		[
			{ optimised: 2, encoded: 9, unchanged: 0, failed: [] },
			'Images: 2 optimised (9 files encoded, 0 unchanged since the last build)',
		],
		[
			{ optimised: 1_200, encoded: 0, unchanged: 1_200, failed: [{}, {}] },
			'Images: 1,200 optimised (0 files encoded, 1,200 unchanged since the last build), 2 kept their original address (reasons above)',
		],
	])('%j → %s', (images, expected) => {
		expect(imagesLine(images)).toBe(expected);
	});
});

describe('languagesLine', () => {
	it('names each tenant whose language was read from its text, sorted, with the way to choose', () => {
		expect(
			languagesLine([
				{ domain: 'gyan-pathshala.in', tag: 'hi' },
				{ domain: 'bangla.in', tag: 'bn' },
			]),
		).toBe(
			'Page language read from the institute\'s text: bangla.in bn, gyan-pathshala.in hi (set "lang" in the tenants file to choose it)',
		);
	});

	it('is no line when every tenant is English or configured', () => {
		expect(languagesLine([])).toBeNull();
	});
});

describe('fontsLines', () => {
	it.each([
		['no family without a package', { selfHosted: [], downloaded: 0, failed: [] }, []],
		[
			'one family downloaded',
			{ selfHosted: ['Noto Sans Devanagari'], downloaded: 4, failed: [] },
			[
				'Fonts: 1 family served by the sites (4 files downloaded, none when cached), 0 families left on Google Fonts',
			],
		],
		[
			'one line per family left on Google Fonts',
			{
				selfHosted: [],
				downloaded: 0,
				failed: [
					{ family: 'Noto Sans Devanagari', reason: 'ENOTFOUND' },
					{ family: 'Karla', reason: 'HTTP 503 from\nhttps://fonts.example/css2' },
				],
			},
			[
				'Fonts: 0 families served by the sites (0 files downloaded, none when cached), 2 families left on Google Fonts',
				'  Noto Sans Devanagari: not downloaded (ENOTFOUND); its pages load it from Google Fonts',
				'  Karla: not downloaded (HTTP 503 from https://fonts.example/css2); its pages load it from Google Fonts',
			],
		],
	])('%s', (_name, fonts, expected) => {
		expect(fontsLines(fonts)).toEqual(expected);
	});
});
