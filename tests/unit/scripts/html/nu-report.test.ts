import { describe, expect, it } from 'vitest';
import { nuErrors, nuReport } from '../../../../scripts/lib/html/nu-report.ts';

const json = (messages: unknown[]) => JSON.stringify({ messages });

describe('nuErrors', () => {
	it('keeps errors and fatal errors, with the page relative to the dist folder', () => {
		const errors = nuErrors(
			json([
				{
					type: 'error',
					url: 'file:/srv/dist/.releases/a.in/1/index.html',
					lastLine: 9,
					message: 'Element “a” is missing required attribute “href”.',
					extract: '<p>\n  <a target="_blank">x</a>',
				},
				{ type: 'info', url: 'file:/srv/dist/x.html', message: 'Trailing slash' },
				{
					type: 'non-document-error',
					subType: 'fatal',
					url: 'file:/srv/dist/.releases/a.in/1/cart/index.html',
					message: 'Cannot recover after last error.',
				},
			]),
			'/srv/dist',
		);
		expect(errors).toEqual([
			{
				page: '.releases/a.in/1/index.html',
				line: 9,
				message: 'Element “a” is missing required attribute “href”.',
				extract: '<p> <a target="_blank">x</a>',
			},
			{
				page: '.releases/a.in/1/cart/index.html',
				line: null,
				message: 'Cannot recover after last error.',
				extract: '',
			},
		]);
	});

	it('reads no messages as no errors', () => {
		expect(nuErrors('{}', '/srv/dist')).toEqual([]);
	});
});

describe('nuReport', () => {
	const at = (page: string, message: string) => ({ page, line: 3, message, extract: '<a>' });

	it('says 0 errors with the page count', () => {
		expect(nuReport([], 258)).toEqual(['Nu HTML Checker: 0 errors on 258 page(s).']);
	});

	it('groups by message, most frequent first, showing a few places each', () => {
		expect(
			nuReport(
				[
					at('a/index.html', 'Stray start tag “script”.'),
					at('a/faqs/index.html', 'Element “a” is missing required attribute “href”.'),
					at('a/cart/index.html', 'Element “a” is missing required attribute “href”.'),
					at('b/index.html', 'Element “a” is missing required attribute “href”.'),
				],
				10,
				2,
			),
		).toEqual([
			'Nu HTML Checker: 4 error(s) on 4 of 10 page(s).',
			'3 × Element “a” is missing required attribute “href”.',
			'    a/faqs/index.html:3  <a>',
			'    a/cart/index.html:3  <a>',
			'    … and 1 more',
			'1 × Stray start tag “script”.',
			'    a/index.html:3  <a>',
		]);
	});
});
