/**
 * The registration calls' edges (issue 17): M6 succeeds only with the contract's success envelope,
 * and M5 and M7 send `country_id` 0 for an institute without country codes.
 */
import { describe, expect, it } from 'vitest';
import { createLmsHttp } from '../../../../../src/lib/lms/http.ts';
import {
	generateOtp,
	register,
	validateOtp,
} from '../../../../../src/lib/lms/calls/registration.ts';
import { fakeFetch, json, type Handler } from '../fake-fetch.ts';

const MAIN = 'https://lms.example.in/';

function http(handler: Handler) {
	const fake = fakeFetch(handler);
	return {
		http: createLmsHttp({
			mainApiUrl: MAIN,
			productApiUrl: 'https://prod.example.in/',
			instituteId: 321,
			fetch: fake.fetch,
		}),
		requests: fake.requests,
	};
}

const text = (body: string) =>
	new Response(body, { status: 200, headers: { 'content-type': 'text/html' } });

describe('M6 validateOtp', () => {
	it.each([
		['status_code 200', { status_code: 200, message: 'OTP validate successfully' }],
		['statusCode 200', { statusCode: 200, message: 'OTP validate successfully' }],
	])('the success envelope (%s) resolves with its message', async (_case, body) => {
		const { http: client } = http(() => json(body));
		await expect(validateOtp(client, '9876543210', '1234')).resolves.toBe(
			'OTP validate successfully',
		);
	});

	it.each<[string, () => Response]>([
		['an empty object', () => json({})],
		['a message without a status code', () => json({ message: 'ok' })],
		['a status code as text', () => json({ status_code: '200', message: 'ok' })],
		['a bare list', () => json([{ message: 'ok' }])],
		['null', () => json(null)],
		['an HTML page', () => text('<html><body>OK</body></html>')],
		['an empty body', () => new Response('', { status: 200 })],
	])('a 200 with %s is an invalid reply, never a success', async (_case, reply) => {
		const { http: client } = http(reply);
		await expect(validateOtp(client, '9876543210', '1234')).rejects.toMatchObject({
			name: 'LmsError',
			kind: 'invalid-reply',
			call: 'M6',
			text: 'Something went wrong! Please try after sometime.',
		});
	});

	it('a 200 whose envelope says 400 fails with the server message', async () => {
		const { http: client } = http(() => json({ status_code: 400, message: 'Invalid OTP.' }));
		await expect(validateOtp(client, '9876543210', '1234')).rejects.toMatchObject({
			kind: 'http',
			status: 400,
			text: 'Invalid OTP.',
		});
	});
});

describe('country_id without country codes', () => {
	it('M5 sends country_id 0', async () => {
		const { http: client, requests } = http(() =>
			json({ status_code: 200, result: { skip_otp_verification: false } }),
		);
		await generateOtp(client, { userName: '9876543210', email: 'a@b.in', countryId: 0 });
		expect(requests[0]?.body).toMatchObject({ country_id: 0, institute_id: 321 });
	});

	it('M7 sends country_id 0', async () => {
		const { http: client, requests } = http(() =>
			json({
				status_code: 200,
				result: {
					user_id: 9,
					user_Type: 99,
					password: 'cred',
					institute_id: 321,
					device_id: 'd-1',
				},
			}),
		);
		await register(client, {
			name: 'Meera',
			email: 'a@b.in',
			password: 'secret1',
			mobile: '9876543210',
			courseTypeIds: [],
			deviceId: 'd-1',
			countryId: 0,
		});
		expect(requests[0]?.body).toMatchObject({ country_id: 0, institute_id: 321 });
	});
});
