/**
 * The sandbox's abuse limits over HTTP (sandbox/README.md, "Rules the sandbox enforces"): 5 wrong
 * OTP tries per generated code (M6), 3 OTP sends (M5) and 3 forgot-password requests (M4) per
 * number in 10 minutes, 5 failed logins (M3) per identifier in 15 minutes. Each refusal is a 429
 * in the call's own error spelling; statuses, bodies and `Retry-After` are pinned as literals.
 * The sandbox reads an injected clock, so windows pass without waiting.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/server.ts';
import {
	call,
	GLOBALPREP,
	loginBody,
	PIXEL,
	startTestSandbox,
	SUNRISE,
	SUNRISE_JAIPUR,
} from './helpers.ts';

const MINUTE = 60_000;
const clock = { now: Date.UTC(2026, 0, 5, 10, 0, 0) };
let sandbox: RunningSandbox;

beforeAll(async () => {
	sandbox = await startTestSandbox({ now: () => clock.now });
});
afterAll(() => sandbox.close());
// Every test starts from nothing counted.
beforeEach(async () => {
	expect((await call(sandbox, 'POST', '/__sandbox/reset')).status).toBe(200);
});

const generateOtp = (mobile: string, institute = SUNRISE) =>
	call(sandbox, 'POST', '/api/v2/user/login/generate_otp', {
		body: {
			user_name: mobile,
			source: 'WEB',
			app_hash_code: '',
			role: 99,
			email_id: `${mobile}@example.in`,
			country_id: 1,
			institute_id: institute,
		},
	});
const validateOtp = (mobile: string, code: string) =>
	call(sandbox, 'POST', '/api/v2/user/login/validate_otp', {
		body: { user_name: mobile, otp_code: code, source: 'WEB' },
	});
const register = (mobile: string) =>
	call(sandbox, 'POST', '/api/v2/user/register', {
		body: {
			name: 'Kavya Nair',
			email_id: `${mobile}@example.in`,
			password: Buffer.from('secret12').toString('base64'),
			mobile_no: mobile,
			eCourseIdArray: [],
			login_source: 'WEB',
			device_id: 'limits-device',
			country_id: 1,
			institute_id: SUNRISE,
		},
	});
const forgotPassword = (mobile: string, institute = SUNRISE) =>
	call(sandbox, 'POST', '/api/v2/user/forgotPassword', {
		body: { user_name: mobile, institute_id: institute },
	});
const logIn = (
	identifier: string,
	password: string,
	overrides: Parameters<typeof loginBody>[2] = {},
) =>
	call(sandbox, 'POST', '/api/v2/user/v3/login', {
		body: loginBody(identifier, password, overrides),
	});

const INVALID_OTP = [{ errorMessage: 'Invalid OTP. Please try again.' }];
const WRONG_LOGIN = { statusCode: 400, message: 'Invalid username or password.' };
const LOCKED_OUT = {
	statusCode: 429,
	message: 'Too many failed login attempts. Please try again in 15 minutes.',
};

describe('M6: 5 wrong tries per generated code', () => {
	test('the 6th try is refused even with the right code; a new code starts again', async () => {
		expect((await generateOtp('9100000001')).status).toBe(200);
		for (let wrong = 1; wrong <= 5; wrong += 1) {
			const reply = await validateOtp('9100000001', '9999');
			expect([reply.status, reply.body]).toEqual([400, INVALID_OTP]);
		}
		const capped = await validateOtp('9100000001', '1234');
		expect(capped.status).toBe(429);
		expect(capped.body).toEqual([
			{ errorMessage: 'Too many wrong OTP attempts. Please request a new OTP.' },
		]);
		// Waiting does not help: the code itself is spent.
		expect(capped.headers.get('retry-after')).toBeNull();
		clock.now += 60 * MINUTE;
		expect((await validateOtp('9100000001', '1234')).status).toBe(429);
		// Nothing was validated, so registration still needs an OTP.
		expect((await register('9100000001')).status).toBe(400);

		expect((await generateOtp('9100000001')).status).toBe(200);
		const fresh = await validateOtp('9100000001', '1234');
		expect([fresh.status, fresh.body.message]).toEqual([200, 'OTP validate successfully']);
		expect((await register('9100000001')).status).toBe(200);
	});

	test('4 wrong tries then the right code is accepted', async () => {
		await generateOtp('9100000002');
		for (let wrong = 1; wrong <= 4; wrong += 1) {
			expect((await validateOtp('9100000002', '0000')).status).toBe(400);
		}
		expect((await validateOtp('9100000002', '1234')).status).toBe(200);
	});

	test('another number has its own tries', async () => {
		await generateOtp('9100000003');
		await generateOtp('9100000004');
		for (let wrong = 1; wrong <= 5; wrong += 1) await validateOtp('9100000003', '9999');
		expect((await validateOtp('9100000003', '1234')).status).toBe(429);
		expect((await validateOtp('9100000004', '1234')).status).toBe(200);
	});
});

describe('M5: 3 OTP sends per institute and number in 10 minutes', () => {
	test('the 4th send is a 429 with Retry-After; after the window one more is sent', async () => {
		for (let sent = 1; sent <= 3; sent += 1) {
			const reply = await generateOtp('9100000011');
			expect([reply.status, reply.body.message]).toEqual([200, 'OTP sent successfully']);
			clock.now += MINUTE;
		}
		const refused = await generateOtp('9100000011');
		expect(refused.status).toBe(429);
		expect(refused.body).toEqual([
			{ errorMessage: 'Too many OTP requests for this number. Please try again in 7 minutes.' },
		]);
		expect(refused.headers.get('retry-after')).toBe('420');
		expect(refused.headers.get('content-type')).toBe('application/json');

		// The same number at another institute, and another number, are counted apart.
		expect((await generateOtp('9100000011', GLOBALPREP)).status).toBe(200);
		expect((await generateOtp('9100000012')).status).toBe(200);

		// 10 minutes after the first send it has left the window: one send fits again.
		clock.now += 7 * MINUTE;
		expect((await generateOtp('9100000011')).status).toBe(200);
		const again = await generateOtp('9100000011');
		expect([again.status, again.headers.get('retry-after')]).toEqual([429, '60']);
		expect(again.body).toEqual([
			{ errorMessage: 'Too many OTP requests for this number. Please try again in 1 minute.' },
		]);
	});

	test('an institute that skips OTP sends none, so nothing is counted', async () => {
		for (let sent = 1; sent <= 5; sent += 1) {
			const reply = await generateOtp('9100000013', PIXEL);
			expect([reply.status, reply.body.result]).toEqual([200, { skip_otp_verification: true }]);
		}
	});
});

describe('M4: 3 forgot-password requests per institute and number in 10 minutes', () => {
	test('the 4th is a 429 in the statusCode spelling with Retry-After', async () => {
		for (let sent = 1; sent <= 3; sent += 1) {
			const reply = await forgotPassword('9876543210');
			expect([reply.status, reply.body]).toEqual([
				200,
				{ statusCode: 200, message: 'New Password sent to your registered mobile number.' },
			]);
		}
		const refused = await forgotPassword('9876543210');
		expect(refused.status).toBe(429);
		expect(refused.body).toEqual({
			statusCode: 429,
			message: 'Too many password reset requests for this number. Please try again in 10 minutes.',
		});
		expect(refused.headers.get('retry-after')).toBe('600');
		clock.now += 10 * MINUTE;
		expect((await forgotPassword('9876543210')).status).toBe(200);
	});

	test('an unknown number counts too (each request could send a text)', async () => {
		for (let sent = 1; sent <= 3; sent += 1) {
			expect((await forgotPassword('1111111111')).status).toBe(400);
		}
		expect((await forgotPassword('1111111111')).status).toBe(429);
		// Another institute's count for the same number is its own.
		expect((await forgotPassword('1111111111', PIXEL)).status).toBe(400);
	});
});

describe('M3: 5 failed logins per institute and identifier in 15 minutes', () => {
	test('after 5 failures even the right password is a 429 until the window passes', async () => {
		for (let failed = 1; failed <= 5; failed += 1) {
			const reply = await logIn('9876500006', 'not-the-password');
			expect([reply.status, reply.body]).toEqual([400, WRONG_LOGIN]);
		}
		const locked = await logIn('9876500006', 'vikram@123');
		expect([locked.status, locked.body]).toEqual([429, LOCKED_OUT]);
		expect(locked.headers.get('retry-after')).toBe('900');

		clock.now += 14 * MINUTE;
		const later = await logIn('9876500006', 'vikram@123');
		expect(later.status).toBe(429);
		expect(later.body.message).toBe(
			'Too many failed login attempts. Please try again in 1 minute.',
		);
		expect(later.headers.get('retry-after')).toBe('60');

		clock.now += MINUTE;
		expect((await logIn('9876500006', 'vikram@123')).status).toBe(201);
	});

	test('a successful login clears the failures before it', async () => {
		for (let failed = 1; failed <= 4; failed += 1) {
			expect((await logIn('9876543210', 'wrong')).status).toBe(400);
		}
		expect((await logIn('9876543210', 'aarav@123')).status).toBe(201);
		for (let failed = 1; failed <= 5; failed += 1) {
			expect((await logIn('9876543210', 'wrong')).status).toBe(400);
		}
		expect((await logIn('9876543210', 'aarav@123')).status).toBe(429);
	});

	test('the identifier is compared as typed, trimmed and case-insensitive; unknown ones lock too', async () => {
		for (let failed = 1; failed <= 5; failed += 1) {
			const identifier = failed % 2 ? 'Aarav.Sharma@Example.in' : ' aarav.sharma@example.in ';
			expect((await logIn(identifier, 'wrong')).status).toBe(400);
		}
		expect((await logIn('aarav.sharma@example.in', 'aarav@123')).body).toEqual(LOCKED_OUT);
		// The mobile number is another identifier, with its own count.
		expect((await logIn('9876543210', 'aarav@123')).status).toBe(201);

		for (let failed = 1; failed <= 5; failed += 1) await logIn('nobody@example.in', 'wrong');
		expect((await logIn('nobody@example.in', 'wrong')).status).toBe(429);
	});

	test('a branch shares its institute count; another institute has its own', async () => {
		for (let failed = 1; failed <= 5; failed += 1) await logIn('9876500001', 'wrong');
		const branchLogin = await logIn('9876500001', 'priya@123', {
			institute_id: SUNRISE_JAIPUR,
			user_id: 1,
			user_type: 99,
		});
		expect([branchLogin.status, branchLogin.body]).toEqual([429, LOCKED_OUT]);
		expect((await logIn('9876500001', 'wrong', { institute_id: PIXEL })).status).toBe(400);
	});
});

describe('POST /__sandbox/reset', () => {
	test('clears every count', async () => {
		for (let failed = 1; failed <= 5; failed += 1) await logIn('9876500006', 'wrong');
		for (let sent = 1; sent <= 3; sent += 1) {
			await generateOtp('9100000021');
			await forgotPassword('9876500006');
		}
		for (let wrong = 1; wrong <= 5; wrong += 1) await validateOtp('9100000021', '9999');
		expect((await logIn('9876500006', 'vikram@123')).status).toBe(429);
		expect((await validateOtp('9100000021', '1234')).status).toBe(429);

		const reset = await call(sandbox, 'POST', '/__sandbox/reset');
		expect(reset.body.message).toBe(
			'Database reseeded, content edits undone, faults and abuse limits cleared',
		);
		expect((await logIn('9876500006', 'vikram@123')).status).toBe(201);
		expect((await generateOtp('9100000021')).status).toBe(200);
		expect((await forgotPassword('9876500006')).status).toBe(200);
		expect((await validateOtp('9100000021', '1234')).status).toBe(200);
	});
});

describe('the limits are options of startSandbox', () => {
	test('small limits apply as given', async () => {
		const small = await startTestSandbox({
			limits: { otpTries: 1, loginFailures: { max: 1, windowMs: 30_000 } },
			now: () => clock.now,
		});
		try {
			const failed = await call(small, 'POST', '/api/v2/user/v3/login', {
				body: loginBody('9876543210', 'wrong'),
			});
			expect(failed.status).toBe(400);
			const locked = await call(small, 'POST', '/api/v2/user/v3/login', {
				body: loginBody('9876543210', 'aarav@123'),
			});
			expect([locked.status, locked.headers.get('retry-after')]).toEqual([429, '30']);
			expect(locked.body).toEqual({
				statusCode: 429,
				message: 'Too many failed login attempts. Please try again in 1 minute.',
			});
		} finally {
			await small.close();
		}
	});

	test('a bad value rejects naming it', async () => {
		await expect(
			startTestSandbox({ limits: { forgotPassword: { max: 3, windowMs: 0 } } }),
		).rejects.toThrow(
			'startSandbox: limits.forgotPassword.windowMs: must be a whole number of at least 1',
		);
	});
});
