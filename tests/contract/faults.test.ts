/**
 * Fault injection: the `x-sandbox-fault` header, the `/__sandbox/faults` rules, named scenarios
 * and `/__sandbox/reset`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { call, loginBody, PIXEL, productHeaders, startTestSandbox, SUNRISE } from './helpers.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
	sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
afterEach(async () => {
	await call(sandbox, 'DELETE', '/__sandbox/faults');
});

const countries = (headers: Record<string, string> = {}) =>
	call(sandbox, 'GET', `/api/v1/institutes/country/${SUNRISE}`, { headers });
const addFault = (rule: Record<string, unknown>) =>
	call(sandbox, 'POST', '/__sandbox/faults', { body: rule });

describe('x-sandbox-fault header', () => {
	test('status=500 answers 500 in the call’s error spelling', async () => {
		const reply = await countries({ 'x-sandbox-fault': 'status=500' });
		expect(reply.status).toBe(500);
		expect(reply.body.status_code).toBe(500);
		const m2 = await call(sandbox, 'GET', `/api/v1/institutes/webAccessToken/${SUNRISE}`, {
			headers: { 'x-sandbox-fault': 'status=503' },
		});
		expect(m2.body).toEqual({ statusCode: 503, message: 'Sandbox fault: status 503' });
	});

	test('delay answers late but normally', async () => {
		const started = performance.now();
		const reply = await countries({ 'x-sandbox-fault': 'delay=300' });
		expect(performance.now() - started).toBeGreaterThanOrEqual(290);
		expect(reply.status).toBe(200);
		expect(reply.body.result).toHaveLength(3);
	});

	test('malformed answers 200 with a body that is not JSON', async () => {
		const response = await fetch(`${sandbox.url}/api/v1/institutes/country/${SUNRISE}`, {
			headers: { Source: 'WEB', 'x-sandbox-fault': 'malformed' },
		});
		expect(response.status).toBe(200);
		await expect(response.json()).rejects.toThrow();
	});

	test('timeout never answers: the client gives up', async () => {
		const request = fetch(`${sandbox.url}/api/v1/institutes/country/${SUNRISE}`, {
			headers: { Source: 'WEB', 'x-sandbox-fault': 'timeout' },
			signal: AbortSignal.timeout(300),
		});
		await expect(request).rejects.toThrow(/abort|timeout/i);
	});

	test('drop closes the connection at once, without an answer', async () => {
		const request = fetch(`${sandbox.url}/api/v1/institutes/country/${SUNRISE}`, {
			headers: { Source: 'WEB', 'x-sandbox-fault': 'drop' },
			// Far longer than a drop takes: a fault that held the request would abort instead.
			signal: AbortSignal.timeout(10_000),
		});
		const failure = await request.then(
			() => null,
			(error: unknown) => error as Error & { cause?: { code?: string } },
		);
		expect(failure?.name).toBe('TypeError');
		expect(failure?.cause?.code).toBe('UND_ERR_SOCKET');
		// The sandbox goes on answering.
		expect((await countries()).status).toBe(200);
	});

	test('status with malformed answers that status with a page that is not JSON (a proxy)', async () => {
		const response = await fetch(`${sandbox.url}/api/v1/institutes/country/${SUNRISE}`, {
			headers: { Source: 'WEB', 'x-sandbox-fault': 'status=503;malformed' },
		});
		expect(response.status).toBe(503);
		expect(response.headers.get('content-type')).toBe('text/html');
		expect(await response.text()).toMatch(/^<html>/);
	});

	test('an unreadable fault header is a 400', async () => {
		const reply = await countries({ 'x-sandbox-fault': 'explode' });
		expect(reply.status).toBe(400);
		expect(reply.body.message).toMatch(/Bad x-sandbox-fault 'explode'/);
	});
});

describe('fault rules', () => {
	test('a counted rule affects that many calls of that id only', async () => {
		const added = await addFault({ call: 'M10', status: 503, times: 1 });
		expect(added.status).toBe(200);
		expect(added.body.result).toEqual([{ call: 'M10', status: 503, times: 1 }]);
		expect(
			(await call(sandbox, 'GET', `/api/v1/institutes/all/subBranches/${SUNRISE}`)).status,
		).toBe(200);
		expect((await countries()).status).toBe(503);
		expect((await countries()).status).toBe(200);
	});

	test('a rule can target one institute', async () => {
		await addFault({ call: 'P1', status: 500, institute: PIXEL });
		expect(
			(
				await call(sandbox, 'GET', `/prod/website/homepage/${SUNRISE}`, {
					headers: productHeaders(SUNRISE),
				})
			).status,
		).toBe(200);
		expect(
			(
				await call(sandbox, 'GET', `/prod/website/homepage/${PIXEL}`, {
					headers: productHeaders(PIXEL),
				})
			).status,
		).toBe(500);
	});

	test('a drop rule drops that call once', async () => {
		await addFault({ call: 'M10', drop: true, times: 1 });
		await expect(countries()).rejects.toThrow(/fetch failed/);
		expect((await countries()).status).toBe(200);
	});

	test('malformed rules and M1 rules by host', async () => {
		await addFault({ call: 'M1', malformed: true, institute: SUNRISE });
		const lookup = await call(
			sandbox,
			'GET',
			'/api/v1/product-ePortal/get?webUrl=sunrise-academy.in',
		);
		expect(typeof lookup.body).toBe('string');
		expect(
			(await call(sandbox, 'GET', '/api/v1/product-ePortal/get?webUrl=pixel-store.in')).body.result
				.institute_id,
		).toBe(PIXEL);
	});

	test('DELETE clears every rule; GET lists them', async () => {
		await addFault({ call: '*', status: 500 });
		expect((await call(sandbox, 'GET', '/__sandbox/faults')).body.result).toHaveLength(1);
		expect((await countries()).status).toBe(500);
		await call(sandbox, 'DELETE', '/__sandbox/faults');
		expect((await countries()).status).toBe(200);
	});

	test('a bad rule is a 400 naming the field', async () => {
		const unknownCall = await addFault({ call: 'M99', status: 500 });
		expect(unknownCall.status).toBe(400);
		expect(unknownCall.body.message).toContain('call: expected one of');
		expect((await addFault({ call: 'M1', status: 42 })).body.message).toContain('status');
	});

	test('the control API answers CORS preflight', async () => {
		const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
			method: 'OPTIONS',
			headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Method': 'POST' },
		});
		expect(response.status).toBe(204);
		expect(response.headers.get('access-control-allow-origin')).toBe('*');
	});
});

describe('scenarios and reset', () => {
	test('api-500 fails every call until the reset scenario', async () => {
		expect((await call(sandbox, 'POST', '/__sandbox/scenario/api-500')).status).toBe(200);
		expect((await countries()).status).toBe(500);
		expect(
			(
				await call(sandbox, 'POST', '/prod/student-product/cart', {
					headers: productHeaders(SUNRISE),
					body: { product_ids: [] },
				})
			).status,
		).toBe(500);
		await call(sandbox, 'POST', '/__sandbox/scenario/reset');
		expect((await countries()).status).toBe(200);
	});

	test('slow adds 2.5 s to every call', async () => {
		await call(sandbox, 'POST', '/__sandbox/scenario/slow');
		const started = performance.now();
		expect((await countries()).status).toBe(200);
		expect(performance.now() - started).toBeGreaterThanOrEqual(2400);
	});

	test('blocked-account blocks the next login only', async () => {
		await call(sandbox, 'POST', '/__sandbox/scenario/blocked-account');
		const login = () =>
			call(sandbox, 'POST', '/api/v2/user/v3/login', {
				body: loginBody('9876543210', 'aarav@123'),
			});
		expect((await login()).body.result.login_option).toBe(13);
		expect((await login()).body.result.login_option).toBe(0);
	});

	test('an unknown scenario is a 404', async () => {
		const reply = await call(sandbox, 'POST', '/__sandbox/scenario/meltdown');
		expect(reply.status).toBe(404);
		expect(reply.body.message).toContain('api-500');
	});

	test('reset reseeds the database and clears faults', async () => {
		const registration = {
			name: 'Temp Student',
			email_id: 'temp@example.in',
			password: Buffer.from('temp@123').toString('base64'),
			mobile_no: '9811100055',
			eCourseIdArray: [],
			login_source: 'WEB',
			device_id: 'd',
			country_id: 1,
			institute_id: PIXEL,
		};
		expect(
			(await call(sandbox, 'POST', '/api/v2/user/register', { body: registration })).status,
		).toBe(200);
		await addFault({ call: 'M10', status: 500 });
		expect((await call(sandbox, 'POST', '/__sandbox/reset')).status).toBe(200);
		expect((await countries()).status).toBe(200);
		const login = await call(sandbox, 'POST', '/api/v2/user/v3/login', {
			body: loginBody('9811100055', 'temp@123', { institute_id: PIXEL }),
		});
		expect(login.status).toBe(400);
		const seeded = await call(sandbox, 'POST', '/api/v2/user/v3/login', {
			body: loginBody('9811100001', 'neha@123', { institute_id: PIXEL }),
		});
		expect(seeded.status).toBe(201);
	});
});
