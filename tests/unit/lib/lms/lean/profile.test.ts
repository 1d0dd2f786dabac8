/**
 * The lean M11 (the dashboard's My Profile): the request's URL and headers, the hand check of the
 * reply (a bare list, or a 200 envelope around it), and the outcome for each kind of reply.
 */
import { describe, expect, it } from 'vitest';
import { profileFrom, requestProfile } from '../../../../../src/lib/lms/lean/profile.ts';
import { fakeFetch, json } from '../fake-fetch.ts';

const aarav = {
	name: 'Aarav Sharma',
	email: 'aarav.sharma@example.in',
	mobile_no: '9876543210',
	subjectList: [{ course_name: 'JEE Main & Advanced' }, { course_name: 'NEET UG' }],
};
const aaravProfile = {
	name: 'Aarav Sharma',
	email: 'aarav.sharma@example.in',
	mobile: '9876543210',
	courses: ['JEE Main & Advanced', 'NEET UG'],
};

describe('profileFrom (the lean M11 reader)', () => {
	it.each<[string, unknown, unknown]>([
		['a bare list: its first element', [aarav, { name: 'Other' }], aaravProfile],
		['a 200 envelope around the list', { statusCode: 200, result: [aarav] }, aaravProfile],
		['an empty list: no profile', [], null],
		[
			'null fields and no subjectList',
			[{ name: 'Fresh Student', email: null, mobile_no: '' }],
			{ name: 'Fresh Student', email: null, mobile: null, courses: [] },
		],
	])('reads %s', (_name, body, expected) => {
		expect(profileFrom(body)).toEqual(expected);
	});

	it.each<[string, unknown]>([
		['an object that is not a list', aarav],
		['a name as a number', [{ ...aarav, name: 42 }]],
		['subjectList not a list', [{ ...aarav, subjectList: 'JEE' }]],
		['a course without its name', [{ ...aarav, subjectList: [{}] }]],
		['a list of text', ['Aarav']],
		['no body', undefined],
	])('refuses %s', (_name, body) => {
		expect(profileFrom(body)).toBeUndefined();
	});
});

describe('requestProfile', () => {
	const config = (fetch: typeof globalThis.fetch) => ({
		mainApiUrl: 'https://api.example.in/',
		userId: 5678,
		authorization: 'Basic NTY3ODpzZXJ2ZXI=',
		fetch,
	});

	it('GETs M11 for the student with the student authorization', async () => {
		const { fetch, requests } = fakeFetch(() => json([aarav]));
		expect(await requestProfile(config(fetch))).toEqual({ kind: 'ok', value: aaravProfile });
		const [request] = requests;
		expect(request?.method).toBe('GET');
		expect(request?.url.href).toBe('https://api.example.in/api/v1/alternateLogin/user/fetch/5678');
		expect(request?.headers.get('Source')).toBe('WEB');
		expect(request?.headers.get('Authorization')).toBe('Basic NTY3ODpzZXJ2ZXI=');
		// The main service takes no product-service headers.
		expect(request?.headers.get('x-prod-inst-id')).toBeNull();
	});

	it.each<[string, Response | null, unknown]>([
		['an empty list is a value of null', json([]), { kind: 'ok', value: null }],
		[
			'a 403 ends the session with the server message',
			json({ statusCode: 403, message: 'Session expired. Please login again.' }, 403),
			{ kind: 'forbidden', message: 'Session expired. Please login again.' },
		],
		[
			'a 503 is a failure with the catalogue text',
			json({}, 503),
			{ kind: 'failed', message: 'Service Unavailable' },
		],
		[
			'a malformed 200 is a failure with the generic text',
			json([{ name: 7 }]),
			{ kind: 'failed', message: 'Something went wrong! Please try after sometime.' },
		],
		[
			'no response is a failure with the network text',
			null,
			{ kind: 'failed', message: 'Please check your internet connection!' },
		],
	])('%s', async (_name, response, expected) => {
		const { fetch } = fakeFetch(() => {
			if (response === null) throw new TypeError('Failed to fetch');
			return response;
		});
		expect(await requestProfile(config(fetch))).toEqual(expected);
	});
});
