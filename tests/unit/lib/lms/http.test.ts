import { describe, expect, it, vi } from 'vitest';
import { LmsError, studentAuthorization } from '../../../../src/lib/lms/index.ts';
import { boundClient as createLmsClient } from '../../../support/bound-client.ts';
import type { LmsClientConfig } from '../../../../src/lib/lms/index.ts';
import { fakeFetch, hangingFetch, json } from './fake-fetch.ts';
import type { Handler } from './fake-fetch.ts';
import {
	INSTITUTE_ID,
	envelope,
	homepageWire,
	instituteWire,
	loginWire,
	productWire,
	webAccessWire,
} from './wire-fixtures.ts';

const MAIN = 'https://lms.example.in';
const PRODUCT = 'https://products.example.in/svc';
const student = { userId: 5678, authorization: studentAuthorization(5678, 'srv-cred-9f') };
const STUDENT_AUTH = `Basic ${Buffer.from('5678:srv-cred-9f').toString('base64')}`;

function setup(handler: Handler, config: Partial<LmsClientConfig> = {}) {
	const fake = fakeFetch(handler);
	const onForbidden = vi.fn<(message: string) => void>();
	const client = createLmsClient({
		mainApiUrl: MAIN,
		productApiUrl: PRODUCT,
		instituteId: INSTITUTE_ID,
		fetch: fake.fetch,
		onForbidden,
		...config,
	});
	return { client, requests: fake.requests, onForbidden };
}

async function failure(promise: Promise<unknown>): Promise<LmsError> {
	try {
		await promise;
	} catch (error) {
		if (error instanceof LmsError) return error;
		throw error;
	}
	throw new Error('expected an LmsError');
}

const only = <T>(list: readonly T[]): T => {
	expect(list).toHaveLength(1);
	return list[0] as T;
};

describe('headers', () => {
	it('sends Source: WEB on main and product requests, JSON bodies with a content type', async () => {
		const { client, requests } = setup((request) =>
			json(envelope(request.url.pathname.includes('homepage') ? homepageWire : [productWire])),
		);
		await client.getHomepage();
		await client.filterProducts({ itemTypes: ['test-series'] });
		await client.lookupInstitute('apex.example.in').catch(() => undefined);
		expect(requests).toHaveLength(3);
		for (const request of requests) expect(request.headers.get('Source')).toBe('WEB');
		expect(requests[1]?.headers.get('content-type')).toBe('application/json');
		expect(requests[1]?.body).toEqual({ by: ['test-series'], in: [] });
	});

	it('adds product auth headers to product calls only, fresh per request', async () => {
		const { client, requests } = setup((request) =>
			json(envelope(request.url.pathname.includes('ePortal') ? instituteWire : homepageWire)),
		);
		await client.getHomepage();
		await client.getHomepage();
		await client.lookupInstitute('apex.example.in');
		const [first, second, main] = requests;
		for (const request of [first, second]) {
			const r = Number(request?.headers.get('session-id'));
			expect(r).toBeGreaterThanOrEqual(10_000);
			expect(r).toBeLessThanOrEqual(99_999);
			expect(Number(request?.headers.get('x-proc-authorization')) / r).toBe(INSTITUTE_ID);
			expect(request?.headers.get('x-prod-inst-id')).toBe(String(INSTITUTE_ID));
			expect(request?.headers.get('x-prod-user-id')).toBe('');
		}
		expect(first?.headers.get('session-id')).not.toBe(second?.headers.get('session-id'));
		expect(main?.headers.has('session-id')).toBe(false);
		expect(main?.headers.has('x-proc-authorization')).toBe(false);
	});

	it('sends the logged-in user id to the product service', async () => {
		const { client, requests } = setup(() => json(envelope([productWire])), {
			getStudent: () => student,
		});
		await client.filterProducts();
		expect(only(requests).headers.get('x-prod-user-id')).toBe('5678');
	});

	it('adds the student Authorization to student calls only', async () => {
		const { client, requests } = setup(
			(request) =>
				json(request.url.pathname.includes('fetch') ? [{ name: 'Riya' }] : envelope([productWire])),
			{ getStudent: () => student },
		);
		await client.getMyProducts();
		await client.getProfile(5678);
		await client.filterProducts();
		expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
			STUDENT_AUTH,
			STUDENT_AUTH,
			null,
		]);
	});

	it('sends no Authorization on a student call when nobody is logged in', async () => {
		const { client, requests } = setup(() => json(envelope([])), { getStudent: () => null });
		await client.getMyProducts();
		expect(only(requests).headers.has('Authorization')).toBe(false);
	});

	it('sends the M2 headers', async () => {
		const { client, requests } = setup(() => json({ statusCode: 200, result: webAccessWire }, 202));
		const access = await client.getWebAccess(INSTITUTE_ID);
		const request = only(requests);
		const r = Number(request.headers.get('session_id'));
		expect(request.url.href).toBe(`${MAIN}/api/v1/institutes/webAccessToken/3817`);
		expect(request.headers.get('institute_id')).toBe('3817');
		expect(Number(request.headers.get('Authorization'))).toBe(3817 * r);
		expect(access.webAccess).toBe(true);
		expect(access.accessToken).toBe(Buffer.from('apex_web:Zx9#k').toString('base64'));
	});
});

describe('envelopes', () => {
	it.each(['status_code', 'statusCode'] as const)('unwraps result under %s', async (key) => {
		const { client } = setup(() => json(envelope(instituteWire, key)));
		expect((await client.lookupInstitute('apex.example.in')).name).toBe('Apex Coaching Classes');
	});

	it('accepts a 201 login reply and maps a list of accounts', async () => {
		const entries = [
			{ ...loginWire, password: '' },
			{ ...loginWire, user_id: 9, institute_id: 12, password: '' },
		];
		const { client } = setup(() => json({ statusCode: 200, result: entries }, 201));
		const result = await client.login({
			userName: '9876543210',
			password: 'typed',
			deviceId: 'd1',
		});
		expect(Array.isArray(result)).toBe(true);
		expect(
			Array.isArray(result) && result.map((entry) => [entry.userId, entry.credential]),
		).toEqual([
			[5678, null],
			[9, null],
		]);
	});

	it('rejects a 2xx reply whose envelope code is an error', async () => {
		const { client } = setup(() =>
			json({ status_code: 400, message: 'Page disabled', result: null }),
		);
		const error = await failure(client.getHomepage());
		expect(error.kind).toBe('http');
		expect(error.status).toBe(400);
		expect(error.text).toBe('Page disabled');
		expect(error.message).toBe(
			'P1 GET /prod/website/homepage/3817: 400 Bad Request — Page disabled',
		);
	});

	it('reads the message of message-only replies', async () => {
		const { client } = setup(() =>
			json({ status_code: 200, message: 'Message send successfully!' }),
		);
		await expect(
			client.sendLead({
				name: 'Riya',
				mobile: '9876543210',
				email: 'r@example.in',
				comments: 'Fees?',
			}),
		).resolves.toBe('Message send successfully!');
	});

	it('M4 succeeds only when the reply carries a status code', async () => {
		const ok = setup(() => json({ statusCode: 200, message: 'New Password sent' }));
		await expect(ok.client.forgotPassword('9876543210')).resolves.toBe('New Password sent');
		const bad = setup(() => json({ message: 'hmm' }));
		const error = await failure(bad.client.forgotPassword('9876543210'));
		expect(error.kind).toBe('invalid-reply');
		expect(error.call).toBe('M4');
	});

	it('a success whose body is not JSON is an invalid reply, not a success', async () => {
		const cut = () =>
			new Response('{"status_code": 200, "message": "Success", "result": {"trunc', { status: 200 });
		const { client } = setup(cut);
		const lead = await failure(
			client.sendLead({ name: 'Riya', mobile: '9876543210', email: 'r@example.in', comments: 'x' }),
		);
		expect(lead.kind).toBe('invalid-reply');
		expect(lead.call).toBe('M13');
		expect(lead.text).toBe('Something went wrong! Please try after sometime.');
		const change = await failure(
			client.changePassword({ userId: 5678, oldPassword: 'old@1', newPassword: 'new@1' }),
		);
		expect(change.kind).toBe('invalid-reply');
	});

	it('accepts an empty success body', async () => {
		const { client } = setup(() => new Response(null, { status: 200 }));
		await expect(
			client.updateConsumedStorage('https://cdn.example.in/v/a b.mp4'),
		).resolves.toBeUndefined();
	});
});

describe('errors', () => {
	it('turns an error body into LmsError text and a message naming the call', async () => {
		const { client } = setup(() => json({ statusCode: 404, message: 'Institute not found' }, 404));
		const error = await failure(client.lookupInstitute('www.x.in:8080'));
		expect(error).toMatchObject({
			kind: 'http',
			call: 'M1',
			status: 404,
			text: 'Institute not found',
		});
		expect(error.body).toEqual({ statusCode: 404, message: 'Institute not found' });
		expect(error.message).toBe(
			'M1 GET /api/v1/product-ePortal/get?webUrl=x.in: 404 Not Found — Institute not found',
		);
	});

	it('uses the first error_message of a list body', async () => {
		const { client } = setup(() =>
			json([{ errorMessage: 'Mobile number already registered' }], 400),
		);
		const error = await failure(
			client.register({
				name: 'Riya',
				email: 'r@example.in',
				password: 'secret1',
				mobile: '9876543210',
				courseTypeIds: [4],
				deviceId: 'd1',
				countryId: 1,
			}),
		);
		expect(error.text).toBe('Mobile number already registered');
	});

	it('parses a JSON error body served as text', async () => {
		const { client } = setup(
			() =>
				new Response('{"status_code":400,"error":[{"error_message":"Coupon expired"}]}', {
					status: 400,
					headers: { 'content-type': 'text/plain' },
				}),
		);
		const error = await failure(client.applyCoupon('OLD', [101], 'INR'));
		expect(error.text).toBe('Coupon expired');
		expect(error.body).toEqual({ status_code: 400, error: [{ error_message: 'Coupon expired' }] });
	});

	it('falls back to the catalogue for a non-JSON error body', async () => {
		const { client } = setup(
			() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
		);
		const error = await failure(
			client.placeOrder({ productIds: [101], totalMinor: 149900, currencyCode: 'INR' }),
		);
		expect(error.text).toBe('Something went wrong! Please try after sometime.');
		expect(error.body).toBe('<html>Bad gateway</html>');
		expect(error.message).toBe('P11 POST /prod/student-product/order: 502 Bad Gateway');
	});

	it('reports network failures', async () => {
		const { client } = setup(() => {
			throw new TypeError('fetch failed');
		});
		const error = await failure(client.getFaqs());
		expect(error).toMatchObject({
			kind: 'network',
			status: null,
			text: 'Please check your internet connection!',
		});
		expect(error.message).toBe(
			'P2 GET /prod/website/faqs/3817?categoryWise=true: network error (fetch failed)',
		);
	});

	it('reports a timeout', async () => {
		const client = createLmsClient({
			mainApiUrl: MAIN,
			productApiUrl: PRODUCT,
			instituteId: INSTITUTE_ID,
			fetch: hangingFetch(),
			timeoutMs: 30,
		});
		const error = await failure(client.getHomepage());
		expect(error).toMatchObject({
			kind: 'timeout',
			call: 'P1',
			status: null,
			text: 'Please check your internet connection!',
		});
		expect(error.message).toBe('P1 GET /prod/website/homepage/3817: no response within 30 ms');
	});

	it('names the field of an invalid reply', async () => {
		const { client } = setup(() => json(envelope({ ...instituteWire, institute_name: 42 })));
		const error = await failure(client.lookupInstitute('apex.example.in'));
		expect(error.kind).toBe('invalid-reply');
		expect(error.call).toBe('M1');
		expect(error.message).toBe(
			'M1 GET /api/v1/product-ePortal/get?webUrl=apex.example.in: invalid reply at result.institute_name: expected string, received number',
		);
	});

	it('throws a TypeError when a call needs the institute id and none is configured', async () => {
		const client = createLmsClient({ mainApiUrl: MAIN, productApiUrl: PRODUCT });
		await expect(client.getHomepage()).rejects.toThrow(
			'P1: the LMS client was created without an instituteId',
		);
	});
});

describe('403 on student calls', () => {
	it('calls onForbidden with the server message, then throws', async () => {
		const { client, onForbidden } = setup(
			() =>
				json(
					{ statusCode: 403, message: 'Session expired##APP_LINK##https://play.google.com/x' },
					403,
				),
			{ getStudent: () => student },
		);
		const error = await failure(client.getMyProducts());
		expect(onForbidden).toHaveBeenCalledExactlyOnceWith(
			'Session expired##APP_LINK##https://play.google.com/x',
		);
		expect(error.status).toBe(403);
	});

	it('passes an empty message when the body has none', async () => {
		const { client, onForbidden } = setup(() => new Response(null, { status: 403 }), {
			getStudent: () => student,
		});
		await failure(client.getPaymentGateways());
		expect(onForbidden).toHaveBeenCalledExactlyOnceWith('');
	});

	it('does not log out on a 403 without student authorization', async () => {
		const { client, onForbidden } = setup(
			() => json({ statusCode: 403, message: 'Registration closed' }, 403),
			{
				getStudent: () => null,
			},
		);
		const error = await failure(
			client.register({
				name: 'R',
				email: 'r@example.in',
				password: 'secret1',
				mobile: '9876543210',
				courseTypeIds: [],
				deviceId: 'd',
				countryId: 1,
			}),
		);
		expect(error.text).toBe('Registration closed');
		expect(onForbidden).not.toHaveBeenCalled();
	});

	it('does not log out on a 403 of M2, whose Authorization is not the student one', async () => {
		const { client, onForbidden, requests } = setup(() => json({ message: 'Denied' }, 403), {
			getStudent: () => student,
		});
		expect((await failure(client.getWebAccess(INSTITUTE_ID))).text).toBe('Denied');
		expect(only(requests).headers.get('Authorization')).not.toBe(STUDENT_AUTH);
		expect(onForbidden).not.toHaveBeenCalled();
	});

	it('ignores logout errors without logging out again', async () => {
		const { client, onForbidden, requests } = setup(() => json({ message: 'Forbidden' }, 403), {
			getStudent: () => student,
		});
		await expect(client.logout('web device/1')).resolves.toBeUndefined();
		expect(only(requests).url.search).toBe('?deviceId=web%20device%2F1');
		expect(onForbidden).not.toHaveBeenCalled();
	});
});

describe('retries', () => {
	it('retries a GET on 500, then succeeds', async () => {
		let calls = 0;
		const { client, requests } = setup(
			() => (++calls === 1 ? json({ message: 'busy' }, 500) : json(envelope(instituteWire))),
			{ retry: 2 },
		);
		expect((await client.lookupInstitute('apex.example.in')).id).toBe(INSTITUTE_ID);
		expect(requests).toHaveLength(2);
	});

	it('retries a GET after a network error', async () => {
		let calls = 0;
		const { client, requests } = setup(
			() => {
				if (++calls === 1) throw new TypeError('fetch failed');
				return json(envelope({}));
			},
			{ retry: 1 },
		);
		await expect(client.getFaqs()).resolves.toEqual([]);
		expect(requests).toHaveLength(2);
	});

	it('never retries a 400', async () => {
		const { client, requests } = setup(() => json({ message: 'No' }, 400), { retry: 2 });
		const error = await failure(client.lookupInstitute('apex.example.in'));
		expect(error.status).toBe(400);
		expect(requests).toHaveLength(1);
	});

	it('never retries a POST', async () => {
		const { client, requests } = setup(() => json({ message: 'busy' }, 500), { retry: 2 });
		const error = await failure(
			client.placeOrder({ productIds: [1], totalMinor: 1000, currencyCode: 'INR' }),
		);
		expect(error.text).toBe('busy');
		expect(requests).toHaveLength(1);
	});

	it('does not retry by default', async () => {
		const { client, requests } = setup(() => json({}, 503));
		expect((await failure(client.getHomepage())).text).toBe('Service Unavailable');
		expect(requests).toHaveLength(1);
	});
});
