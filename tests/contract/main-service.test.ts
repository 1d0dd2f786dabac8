/**
 * Main-service calls M1, M2, M4, M8–M11, M13–M15, M20 and the cross-cutting rules: the Source
 * header, error spellings, unknown routes, malformed bodies and CORS.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
	branchSchema,
	countryCodeSchema,
	courseTypeSchema,
	instituteLookupSchema,
	paymentGatewayConfigSchema,
	profileSchema,
	webAccessTokenSchema,
} from '../../src/lib/lms/wire/index.ts';
import type { RunningSandbox } from '../../sandbox/server.ts';
import {
	APPFIRST,
	call,
	GLOBALPREP,
	GREENFIELD,
	login,
	PIXEL,
	resultOf,
	type Session,
	startTestSandbox,
	studentAuthorization,
	SUNRISE,
	SUNRISE_JAIPUR,
} from './helpers.ts';

let sandbox: RunningSandbox;
let aarav: Session;

beforeAll(async () => {
	sandbox = await startTestSandbox();
	aarav = await login(sandbox, '9876543210', 'aarav@123');
});
afterAll(() => sandbox.close());

describe('M1 institute lookup', () => {
	test('matches the host case-insensitively, without www. and port, with absolute asset URLs', async () => {
		const reply = await call(
			sandbox,
			'GET',
			'/api/v1/product-ePortal/get?webUrl=WWW.Sunrise-Academy.in:8080',
		);
		expect(reply.status).toBe(200);
		expect(reply.body.status_code).toBe(200);
		const result = resultOf(reply.body, instituteLookupSchema);
		expect(result).toMatchObject({
			institute_id: SUNRISE,
			institute_name: 'Sunrise Academy',
			lead: true,
			store: true,
		});
		expect(result.institute_logo_url).toBe(`${sandbox.url}/sandbox/assets/sunrise-logo.svg`);
	});

	test('every demo institute resolves; globalprep leaves website_enable out', async () => {
		const hosts = {
			'pixel-store.in': PIXEL,
			'greenfield-school.edu.in': GREENFIELD,
			'appfirst-classes.in': APPFIRST,
			'global-prep.com': GLOBALPREP,
		};
		for (const [host, id] of Object.entries(hosts)) {
			const reply = await call(sandbox, 'GET', `/api/v1/product-ePortal/get?webUrl=${host}`);
			expect(resultOf(reply.body, instituteLookupSchema).institute_id).toBe(id);
		}
		const global = await call(sandbox, 'GET', '/api/v1/product-ePortal/get?webUrl=global-prep.com');
		expect('website_enable' in global.body.result).toBe(false);
	});

	test('unknown host is a 404, missing webUrl a 400', async () => {
		const unknown = await call(
			sandbox,
			'GET',
			'/api/v1/product-ePortal/get?webUrl=nowhere.example',
		);
		expect(unknown.status).toBe(404);
		expect(unknown.body.error[0].error_message).toContain('nowhere.example');
		expect((await call(sandbox, 'GET', '/api/v1/product-ePortal/get')).status).toBe(400);
	});

	test('the logo asset is served as SVG', async () => {
		const response = await fetch(`${sandbox.url}/sandbox/assets/sunrise-logo.svg`);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('image/svg+xml');
		expect(await response.text()).toContain('<svg');
	});
});

describe('Source header', () => {
	test('missing or wrong Source is a 400 with a clear message', async () => {
		const missing = await fetch(`${sandbox.url}/api/v1/institutes/country/${SUNRISE}`);
		expect(missing.status).toBe(400);
		expect(
			((await missing.json()) as { error: Array<{ error_message: string }> }).error[0]
				?.error_message,
		).toMatch(/Missing 'Source' header/);
		const wrong = await call(sandbox, 'GET', `/api/v1/institutes/country/${SUNRISE}`, {
			headers: { Source: 'APP' },
		});
		expect(wrong.status).toBe(400);
		expect(wrong.body.error[0].error_message).toContain("Wrong 'Source' header 'APP'");
	});
});

describe('M2 web access token', () => {
	const headers = (institute: number, random: number, product = institute * random) => ({
		session_id: String(random),
		institute_id: String(institute),
		Authorization: String(product),
	});

	test('answers 202 with statusCode 200 and web_access', async () => {
		const reply = await call(sandbox, 'GET', `/api/v1/institutes/webAccessToken/${SUNRISE}`, {
			headers: headers(SUNRISE, 12345),
		});
		expect(reply.status).toBe(202);
		expect(reply.body.statusCode).toBe(200);
		const token = resultOf(reply.body, webAccessTokenSchema);
		expect(token).toMatchObject({
			u_id: 'web_101',
			u_pd: 'sunrise-web-secret',
			web_access: 1,
			institute_id: SUNRISE,
		});
		const appFirst = await call(sandbox, 'GET', `/api/v1/institutes/webAccessToken/${APPFIRST}`, {
			headers: headers(APPFIRST, 99999),
		});
		expect(resultOf(appFirst.body, webAccessTokenSchema).web_access).toBe(0);
	});

	test('wrong product, r out of range or mismatched institute is a 401 in the statusCode spelling', async () => {
		for (const bad of [
			headers(SUNRISE, 12345, SUNRISE * 12345 + 1),
			headers(SUNRISE, 9999),
			headers(PIXEL, 12345),
		]) {
			const reply = await call(sandbox, 'GET', `/api/v1/institutes/webAccessToken/${SUNRISE}`, {
				headers: bad,
			});
			expect(reply.status).toBe(401);
			expect(reply.body.statusCode).toBe(401);
			expect(typeof reply.body.message).toBe('string');
		}
	});

	test('unknown institute is a 404', async () => {
		const reply = await call(sandbox, 'GET', '/api/v1/institutes/webAccessToken/999', {
			headers: headers(999, 12345),
		});
		expect(reply.status).toBe(404);
	});
});

describe('M4 forgot password', () => {
	test('known mobile answers statusCode 200 and the message', async () => {
		const reply = await call(sandbox, 'POST', '/api/v2/user/forgotPassword', {
			body: { user_name: '9876543210', institute_id: SUNRISE },
		});
		expect(reply.status).toBe(200);
		expect(reply.body).toEqual({
			statusCode: 200,
			message: 'New Password sent to your registered mobile number.',
		});
	});

	test('unknown mobile and a bad body are 400s', async () => {
		const unknown = await call(sandbox, 'POST', '/api/v2/user/forgotPassword', {
			body: { user_name: '9000000000', institute_id: SUNRISE },
		});
		expect(unknown.status).toBe(400);
		expect(unknown.body.statusCode).toBe(400);
		const bad = await call(sandbox, 'POST', '/api/v2/user/forgotPassword', {
			body: { user_name: '9876543210' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.message).toContain('institute_id');
	});
});

describe('M8–M10 registration data', () => {
	test('M8 lists the sub-branch; a branch has none', async () => {
		const reply = await call(sandbox, 'GET', `/api/v1/institutes/all/subBranches/${SUNRISE}`);
		expect(resultOf(reply.body, z.array(branchSchema))).toEqual([
			{ institute_id: SUNRISE_JAIPUR, institute_name: 'Sunrise Academy – Jaipur Branch' },
		]);
		const branch = await call(
			sandbox,
			'GET',
			`/api/v1/institutes/all/subBranches/${SUNRISE_JAIPUR}`,
		);
		expect(branch.body.result).toEqual([]);
	});

	test('M9 courses and M10 countries', async () => {
		const courses = await call(
			sandbox,
			'GET',
			`/api/v1/institute/courseMapping/get/${SUNRISE}?data_for_registeration=true`,
		);
		expect(
			resultOf(courses.body, z.array(courseTypeSchema)).map((course) => course.course_type_id),
		).toEqual([11, 12, 13, 14]);
		const countries = resultOf(
			(await call(sandbox, 'GET', `/api/v1/institutes/country/${SUNRISE}`)).body,
			z.array(countryCodeSchema),
		);
		expect(countries.find((country) => country.is_default === 'Y')?.country_calling_code).toBe(
			'+91',
		);
	});

	test('unknown institute is a 404 and a non-numeric id a 400', async () => {
		expect((await call(sandbox, 'GET', '/api/v1/institutes/country/4242')).status).toBe(404);
		expect((await call(sandbox, 'GET', '/api/v1/institutes/all/subBranches/4242')).status).toBe(
			404,
		);
		expect((await call(sandbox, 'GET', '/api/v1/institute/courseMapping/get/abc')).status).toBe(
			400,
		);
	});
});

describe('M11 profile', () => {
	test('answers a bare list whose first element is the profile', async () => {
		const reply = await call(sandbox, 'GET', `/api/v1/alternateLogin/user/fetch/${aarav.userId}`, {
			headers: aarav.auth,
		});
		expect(reply.status).toBe(200);
		expect(Array.isArray(reply.body)).toBe(true);
		expect(profileSchema.parse(reply.body[0])).toEqual({
			name: 'Aarav Sharma',
			email: 'aarav.sharma@example.in',
			mobile_no: '9876543210',
			subjectList: [{ course_name: 'JEE Main & Advanced' }, { course_name: 'NEET UG' }],
		});
	});

	test('missing, wrong or foreign authorization is a 403 with a message', async () => {
		const path = `/api/v1/alternateLogin/user/fetch/${aarav.userId}`;
		const missing = await call(sandbox, 'GET', path);
		expect(missing.status).toBe(403);
		expect(missing.body[0].errorMessage).toMatch(/log in/);
		const wrong = await call(sandbox, 'GET', path, {
			headers: { Authorization: studentAuthorization(aarav.userId, 'nope') },
		});
		expect(wrong.status).toBe(403);
		const other = await call(
			sandbox,
			'GET',
			`/api/v1/alternateLogin/user/fetch/${aarav.userId + 1}`,
			{ headers: aarav.auth },
		);
		expect(other.status).toBe(403);
	});
});

describe('M13 leads', () => {
	const lead = {
		name: 'Meera Joshi',
		mobile: '9123456780',
		email: 'meera@example.in',
		comments: 'Fee structure for NEET batch?',
		customComponentList: [],
	};

	test('accepts a lead when leads are on', async () => {
		const reply = await call(sandbox, 'POST', '/api/v1/extLeads/website', {
			body: { ...lead, institute_id: SUNRISE },
		});
		expect(reply.status).toBe(200);
		expect(reply.body.message).toBe('Message send successfully!');
	});

	test('refuses bad fields (bare-list error) and institutes without leads', async () => {
		const bad = await call(sandbox, 'POST', '/api/v1/extLeads/website', {
			body: { ...lead, email: 'not-an-email', institute_id: SUNRISE },
		});
		expect(bad.status).toBe(400);
		expect(bad.body).toEqual([{ errorMessage: 'email: expected an email address' }]);
		const off = await call(sandbox, 'POST', '/api/v1/extLeads/website', {
			body: { ...lead, institute_id: APPFIRST },
		});
		expect(off.status).toBe(403);
	});
});

describe('M15 payment gateways', () => {
	test('sunrise has gateways one and two with the convenience fee', async () => {
		const reply = await call(
			sandbox,
			'GET',
			`/api/v1/payment-gateway/${SUNRISE}?is_updated_payment_req=true`,
			{ headers: aarav.auth },
		);
		expect(reply.status).toBe(200);
		expect(reply.body.statusCode).toBe(200);
		const config = resultOf(reply.body, paymentGatewayConfigSchema);
		expect(config.razorpay?.is_active).toBe('Y');
		expect(config.paytabs?.is_active).toBe('Y');
		expect(config.inst_sett_det?.enable_razorpay_gst_fee_from_student).toBe(1);
		expect(config.inst_sett_det?.razor_payment_gateway_percentage_fee).toBe(2);
	});

	test('greenfield answers an empty result; globalprep only the paypal block', async () => {
		const ishaan = await login(sandbox, '9822200001', 'ishaan@123', GREENFIELD);
		const empty = await call(
			sandbox,
			'GET',
			`/api/v1/payment-gateway/${GREENFIELD}?is_updated_payment_req=true`,
			{ headers: ishaan.auth },
		);
		expect(empty.body.result).toEqual({});
		const emily = await login(sandbox, '2125550101', 'emily@123', GLOBALPREP);
		const paypal = await call(
			sandbox,
			'GET',
			`/api/v1/payment-gateway/${GLOBALPREP}?is_updated_payment_req=true`,
			{ headers: emily.auth },
		);
		const config = resultOf(paypal.body, paymentGatewayConfigSchema);
		expect(config.paypal).toBeTruthy();
		expect(config.razorpay).toBeUndefined();
		expect(config.paytabs).toBeUndefined();
	});

	test('needs the student authorization of that institute', async () => {
		expect(
			(await call(sandbox, 'GET', `/api/v1/payment-gateway/${SUNRISE}?is_updated_payment_req=true`))
				.status,
		).toBe(403);
		expect(
			(
				await call(sandbox, 'GET', `/api/v1/payment-gateway/${PIXEL}?is_updated_payment_req=true`, {
					headers: aarav.auth,
				})
			).status,
		).toBe(403);
	});
});

describe('M20 meetings', () => {
	test('answers an empty list for the student', async () => {
		const reply = await call(sandbox, 'POST', `/api/v1/meeting_manager/getMeeting/${SUNRISE}`, {
			headers: aarav.auth,
			body: { user_id: aarav.userId },
		});
		expect(reply.status).toBe(200);
		expect(reply.body.result).toEqual([]);
	});

	test('another user id is a 403, a bad body a 400', async () => {
		const other = await call(sandbox, 'POST', `/api/v1/meeting_manager/getMeeting/${SUNRISE}`, {
			headers: aarav.auth,
			body: { user_id: 1 },
		});
		expect(other.status).toBe(403);
		const bad = await call(sandbox, 'POST', `/api/v1/meeting_manager/getMeeting/${SUNRISE}`, {
			headers: aarav.auth,
			body: { user_id: 'x' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.error[0].error_message).toContain('user_id: expected number');
	});
});

describe('routing and CORS', () => {
	test('unknown route is a JSON 404; wrong method a 405', async () => {
		const unknown = await call(sandbox, 'GET', '/api/v9/nothing');
		expect(unknown.status).toBe(404);
		expect(unknown.headers.get('content-type')).toBe('application/json');
		expect(unknown.body.status_code).toBe(404);
		const wrongMethod = await call(sandbox, 'DELETE', '/api/v2/user/v3/login');
		expect(wrongMethod.status).toBe(405);
	});

	test('malformed JSON is a 400', async () => {
		const reply = await call(sandbox, 'POST', '/api/v2/user/forgotPassword', {
			headers: { 'Content-Type': 'application/json' },
			rawBody: '{"user_name": ',
		});
		expect(reply.status).toBe(400);
		expect(reply.body.message).toMatch(/^Malformed JSON body/);
	});

	test('preflight allows any origin and the custom headers, without credentials', async () => {
		const response = await fetch(`${sandbox.url}/prod/student-product/cart`, {
			method: 'OPTIONS',
			headers: {
				Origin: 'https://sunrise-academy.in',
				'Access-Control-Request-Method': 'POST',
				'Access-Control-Request-Headers':
					'source, session-id, x-proc-authorization, x-prod-inst-id, x-prod-user-id, authorization, content-type',
			},
		});
		expect(response.status).toBe(204);
		expect(response.headers.get('access-control-allow-origin')).toBe('*');
		const allowed = (response.headers.get('access-control-allow-headers') ?? '')
			.toLowerCase()
			.split(/,\s*/);
		for (const name of [
			'source',
			'session-id',
			'x-proc-authorization',
			'x-prod-inst-id',
			'x-prod-user-id',
			'session_id',
			'institute_id',
			'authorization',
			'content-type',
		]) {
			expect(allowed).toContain(name);
		}
		expect(response.headers.get('access-control-allow-credentials')).toBeNull();
		expect(response.headers.get('access-control-expose-headers')).toBeNull();
		expect(response.headers.get('set-cookie')).toBeNull();
	});

	test('plain answers carry the CORS origin header too', async () => {
		const reply = await call(sandbox, 'GET', `/api/v1/institutes/country/${SUNRISE}`);
		expect(reply.headers.get('access-control-allow-origin')).toBe('*');
	});
});
