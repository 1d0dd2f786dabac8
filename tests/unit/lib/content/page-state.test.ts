import { describe, expect, it } from 'vitest';
import { pageStateFrom } from '../../../../src/lib/content/page-state.ts';
import { pageFrom } from '../../../../src/lib/lms/values.ts';

const record = {
	id: 602,
	institute_id: 101,
	page_title: 'Results',
	page_route: '/results',
	in_navbar: true,
	page_status: 'PUBLISHED',
	banner_image_url: 'https://cdn.example/b.svg',
	page_data: '<p>Results 2025</p>',
};

describe('pageStateFrom', () => {
	it('200 with status_code 200 is loaded with the page', () => {
		const state = pageStateFrom({
			status: 200,
			body: { status_code: 200, message: 'ok', result: record },
		});
		expect(state).toEqual({
			kind: 'loaded',
			notice: null,
			page: {
				id: 602,
				title: 'Results',
				route: 'results',
				bannerImageUrl: 'https://cdn.example/b.svg',
				html: '<p>Results 2025</p>',
				status: 'PUBLISHED',
				inNavbar: true,
			},
		});
	});

	it('accepts the statusCode spelling', () => {
		expect(pageStateFrom({ status: 200, body: { statusCode: 200, result: record } }).kind).toBe(
			'loaded',
		);
	});

	it('200 with an empty result is loaded with no page (the empty text)', () => {
		expect(pageStateFrom({ status: 200, body: { status_code: 200, result: null } })).toEqual({
			kind: 'loaded',
			page: null,
			notice: null,
		});
	});

	it('400 with an error message: loaded with no content, message shown', () => {
		const body = { status_code: 400, error: [{ error_message: "No page found for slug 'x'" }] };
		expect(pageStateFrom({ status: 400, body })).toEqual({
			kind: 'loaded',
			page: null,
			notice: "No page found for slug 'x'",
		});
	});

	it('400 without a message: loaded with no content, nothing shown', () => {
		expect(pageStateFrom({ status: 400, body: undefined })).toEqual({
			kind: 'loaded',
			page: null,
			notice: null,
		});
	});

	it('a 200 whose envelope says 400 counts as the 400', () => {
		const body = { status_code: 400, message: 'Page missing' };
		expect(pageStateFrom({ status: 200, body })).toMatchObject({
			kind: 'loaded',
			notice: 'Page missing',
		});
	});

	it.each([
		[
			'500 with a server message',
			500,
			{ status_code: 500, message: 'Database down' },
			'Database down',
		],
		['500 without a message', 500, undefined, 'Internal Server Error'],
		['503', 503, '', 'Service Unavailable'],
		['401', 401, { status_code: 401 }, 'Unauthorized'],
		['a 200 whose status_code is 500', 200, { status_code: 500, message: 'Oops' }, 'Oops'],
		[
			'a 200 whose status_code is 500 without a message',
			200,
			{ status_code: 500 },
			'Internal Server Error',
		],
		['a 200 that is not JSON', 200, 'not json', 'Something went wrong! Please try after sometime.'],
		[
			'a 200 without envelope code',
			200,
			{ result: record },
			'Something went wrong! Please try after sometime.',
		],
		['no response', null, undefined, 'Please check your internet connection!'],
	])('%s is a failure (retry view) with notice %j', (_case, status, body, notice) => {
		expect(pageStateFrom({ status, body })).toEqual({ kind: 'failure', notice });
	});
});

describe('pageFrom', () => {
	it('keeps only well-typed fields', () => {
		expect(
			pageFrom({ id: '7', page_title: 42, page_data: '  ', in_navbar: 'Y', page_route: '//a/' }),
		).toEqual({
			id: null,
			title: null,
			route: 'a',
			bannerImageUrl: null,
			html: null,
			status: null,
			inNavbar: true,
		});
	});

	it.each([null, 'x', [record]])('%j is no page', (result) => {
		expect(pageFrom(result)).toBeNull();
	});
});
