/**
 * How the client reads the replies CONTRACT.md describes: either envelope key, M4's "success =
 * statusCode present", P3's missing page, M14's ignored errors, M11's bare list.
 */
import { describe, expect, it } from 'vitest';
import { isLmsError } from '../../../src/lib/lms/errors.ts';
import { forgotPassword, getBranches, getProfile, logout } from '../../support/lms/main-service.ts';
import { getPage } from '../../support/lms/product-service.ts';
import { recordingHttp } from './helpers.ts';

const BRANCHES = [{ institute_id: 1011, institute_name: 'Jaipur' }];

describe('either envelope key is accepted', () => {
	it.each([
		{ status_code: 200, message: 'ok', result: BRANCHES },
		{ statusCode: 200, message: 'ok', result: BRANCHES },
	])('M8: %j', async (body) => {
		const { http } = recordingHttp({ reply: { body } });
		expect(await getBranches(http)).toStrictEqual([{ instituteId: 1011, name: 'Jaipur' }]);
	});
});

describe('M4: success is a status code in the envelope', () => {
	it.each([
		{ statusCode: 200, message: 'New Password sent to your registered mobile number.' },
		{ status_code: 200, message: 'New Password sent to your registered mobile number.' },
	])('M4: %j resolves with the message', async (body) => {
		const { http } = recordingHttp({ reply: { body } });
		expect(await forgotPassword(http, '9876543210')).toBe(
			'New Password sent to your registered mobile number.',
		);
	});

	it('M4: HTTP 200 without statusCode is not a success', async () => {
		const { http } = recordingHttp({ reply: { body: { message: 'sent' } } });
		const error: unknown = await forgotPassword(http, '9876543210').catch((thrown) => thrown);
		expect(isLmsError(error)).toBe(true);
	});
});

describe('replies that are not plain successes', () => {
	it('P3: a missing page (400 with an error list) is no page, not a failure', async () => {
		const { http } = recordingHttp({
			reply: {
				status: 400,
				body: { status_code: 400, error: [{ error_message: "No page found for slug 'x'" }] },
			},
		});
		expect(await getPage(http, 'x')).toBeNull();
	});

	it('M14: the client ignores errors of logout', async () => {
		const { http, requests } = recordingHttp({
			loggedIn: true,
			reply: { status: 500, body: { status_code: 500, message: 'down' } },
		});
		await expect(logout(http, 'dev-42')).resolves.toBeUndefined();
		expect(requests).toHaveLength(1);
	});

	it('M11: the first element of the bare list is the profile', async () => {
		const { http } = recordingHttp({
			loggedIn: true,
			reply: {
				body: [
					{
						name: 'Aarav',
						email: 'a@b.in',
						mobile_no: '98',
						subjectList: [{ course_name: 'JEE' }],
					},
					{ name: 'Other', email: null, mobile_no: null, subjectList: [] },
				],
			},
		});
		expect(await getProfile(http, 501)).toMatchObject({ name: 'Aarav' });
	});
});
