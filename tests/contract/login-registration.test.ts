/**
 * M3 login variants, M5–M7 registration with OTP, M12 change password, M14 logout, and a
 * registered student logging in again after a restart on the same database file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { loginResultSchema, registerResultSchema } from '../../src/lib/lms/wire/index.ts';
import type { RunningSandbox } from '../../sandbox/server.ts';
import {
	APPFIRST,
	call,
	GREENFIELD,
	login,
	loginBody,
	PIXEL,
	resultOf,
	sessionOf,
	startTestSandbox,
	studentAuthorization,
	SUNRISE,
	SUNRISE_JAIPUR,
} from './helpers.ts';

const APP_LINK = 'https://play.google.com/store/apps/details?id=com.appfirst.classes';
let sandbox: RunningSandbox;

beforeAll(async () => {
	sandbox = await startTestSandbox({ otp: '4321' });
});
afterAll(() => sandbox.close());

const loginCall = (body: ReturnType<typeof loginBody>) =>
	call(sandbox, 'POST', '/api/v2/user/v3/login', { body });
const profileOf = (userId: number, authorization: string) =>
	call(sandbox, 'GET', `/api/v1/alternateLogin/user/fetch/${userId}`, {
		headers: { Authorization: authorization },
	});

describe('M3 login', () => {
	test('a normal login answers 201, statusCode 200 and a usable server-issued credential', async () => {
		const reply = await loginCall(loginBody('9876543210', 'aarav@123'));
		expect(reply.status).toBe(201);
		expect(reply.body.statusCode).toBe(200);
		const result = resultOf(reply.body, loginResultSchema);
		expect(result).toMatchObject({
			user_type: 99,
			institute_id: SUNRISE,
			name: 'Aarav Sharma',
			login_option: 0,
			country_calling_code: '+91',
			currency_code: 'INR',
			institute_name: 'Sunrise Academy',
			student_id: null,
			enable_razorpay_gst_fee_from_student: 1,
			razor_payment_gateway_percentage_fee: 2,
		});
		expect(result.password).toMatch(/^[\w-]{20,}$/);
		expect(result.password).not.toBe('aarav@123');
		const session = sessionOf(result, SUNRISE);
		expect((await profileOf(session.userId, session.auth.Authorization ?? '')).status).toBe(200);
	});

	test('login by email works too; type-1 students get a student_id', async () => {
		const byEmail = await loginCall(loginBody('AARAV.SHARMA@example.in', 'aarav@123'));
		expect(resultOf(byEmail.body, loginResultSchema).name).toBe('Aarav Sharma');
		const vikram = resultOf(
			(await loginCall(loginBody('9876500006', 'vikram@123'))).body,
			loginResultSchema,
		);
		expect(vikram.user_type).toBe(1);
		expect(vikram.student_id).toBe(vikram.user_id);
	});

	test('wrong password is a 400 with a message; a bad body names the field', async () => {
		const wrong = await loginCall(loginBody('9876543210', 'nope'));
		expect(wrong.status).toBe(400);
		expect(wrong.body).toEqual({ statusCode: 400, message: 'Invalid username or password.' });
		const { source: _source, ...noSource } = loginBody('9876543210', 'aarav@123');
		const bad = await call(sandbox, 'POST', '/api/v2/user/v3/login', { body: noSource });
		expect(bad.status).toBe(400);
		expect(bad.body.message).toContain('source');
	});

	test('a shared identifier answers a list; re-login with the chosen entry logs in', async () => {
		const reply = await loginCall(loginBody('9876500001', 'priya@123'));
		expect(reply.status).toBe(201);
		const entries = resultOf(reply.body, z.array(loginResultSchema));
		expect(
			entries.map((entry) => [
				entry.institute_id,
				entry.institute_name,
				entry.name,
				entry.password,
			]),
		).toEqual([
			[SUNRISE, 'Sunrise Academy', 'Priya Verma', ''],
			[SUNRISE_JAIPUR, 'Sunrise Academy – Jaipur Branch', 'Priya Verma', ''],
		]);
		const chosen = entries[1]!;
		const again = await loginCall(
			loginBody('9876500001', 'priya@123', {
				user_id: chosen.user_id,
				user_type: chosen.user_type,
				institute_id: chosen.institute_id,
			}),
		);
		const result = resultOf(again.body, loginResultSchema);
		expect(result).toMatchObject({
			user_id: chosen.user_id,
			institute_id: SUNRISE_JAIPUR,
			login_option: 0,
		});
		expect(result.password).not.toBe('');
	});

	test('blocked account answers login_option 13 with an empty password', async () => {
		const result = resultOf(
			(await loginCall(loginBody('9876500002', 'rohit@123'))).body,
			loginResultSchema,
		);
		expect(result.login_option).toBe(13);
		expect(result.password).toBe('');
	});

	test('single-device student answers 10 until logout_from_all_devices, which ends the other session', async () => {
		const first = resultOf(
			(await loginCall(loginBody('9876500003', 'sneha@123', { device_id: 'laptop' }))).body,
			loginResultSchema,
		);
		expect(first.login_option).toBe(10);
		expect(first.password).toBe('');
		const forced = resultOf(
			(
				await loginCall(
					loginBody('9876500003', 'sneha@123', {
						device_id: 'laptop',
						logout_from_all_devices: true,
					}),
				)
			).body,
			loginResultSchema,
		);
		expect(forced.login_option).toBe(0);
		expect(forced.enable_single_device_login).toBe(1);
		// Now the phone is the "other device".
		const phone = resultOf(
			(await loginCall(loginBody('9876500003', 'sneha@123', { device_id: 'sneha-phone' }))).body,
			loginResultSchema,
		);
		expect(phone.login_option).toBe(10);
	});

	test('device-locked student answers 11 from another device and logs in from its own', async () => {
		const other = resultOf(
			(await loginCall(loginBody('9876500004', 'kabir@123', { device_id: 'cafe-pc' }))).body,
			loginResultSchema,
		);
		expect(other.login_option).toBe(11);
		const own = resultOf(
			(await loginCall(loginBody('9876500004', 'kabir@123', { device_id: 'kabir-laptop' }))).body,
			loginResultSchema,
		);
		expect(own.login_option).toBe(0);
	});

	test('a teacher logs in with user_type 3 (the client refuses)', async () => {
		const teacher = resultOf(
			(await loginCall(loginBody('9876500005', 'anjali@123'))).body,
			loginResultSchema,
		);
		expect(teacher.user_type).toBe(3);
	});

	test('web access off answers 403 with the app-link marker', async () => {
		const reply = await loginCall(loginBody('9833300001', 'arjun@123', { institute_id: APPFIRST }));
		expect(reply.status).toBe(403);
		expect(reply.body.message).toBe(
			`Web access is disabled for your institute. Please use the mobile app.##APP_LINK##${APP_LINK}`,
		);
	});

	test('unknown institute is a 404', async () => {
		expect(
			(await loginCall(loginBody('9876543210', 'aarav@123', { institute_id: 777 }))).status,
		).toBe(404);
	});
});

describe('M5–M7 registration', () => {
	const registration = (
		mobile: string,
		email: string,
		institute = SUNRISE,
		password = 'secret12',
	) => ({
		name: 'Diya Menon',
		email_id: email,
		password: Buffer.from(password).toString('base64'),
		mobile_no: mobile,
		eCourseIdArray: institute === SUNRISE ? [12] : [],
		login_source: 'WEB',
		device_id: 'reg-device',
		country_id: 1,
		institute_id: institute,
	});
	const otpRequest = (mobile: string, institute = SUNRISE) => ({
		user_name: mobile,
		source: 'WEB',
		app_hash_code: '',
		role: 99,
		email_id: 'diya@example.in',
		country_id: 1,
		institute_id: institute,
	});

	test('OTP, validation, registration, then login with the typed password', async () => {
		const otp = await call(sandbox, 'POST', '/api/v2/user/login/generate_otp', {
			body: otpRequest('9000000001'),
		});
		expect(otp.status).toBe(200);
		expect(otp.body.result).toEqual({ skip_otp_verification: false });

		const early = await call(sandbox, 'POST', '/api/v2/user/register', {
			body: registration('9000000001', 'diya@example.in'),
		});
		expect(early.status).toBe(400);
		expect(early.body.message).toMatch(/OTP/);

		const wrong = await call(sandbox, 'POST', '/api/v2/user/login/validate_otp', {
			body: { user_name: '9000000001', otp_code: '1234', source: 'WEB' },
		});
		expect(wrong.status).toBe(400);
		expect(wrong.body[0].errorMessage).toMatch(/Invalid OTP/);
		const right = await call(sandbox, 'POST', '/api/v2/user/login/validate_otp', {
			body: { user_name: '9000000001', otp_code: '4321', source: 'WEB' },
		});
		expect(right.status).toBe(200);
		expect(right.body.message).toBe('OTP validate successfully');

		const reply = await call(sandbox, 'POST', '/api/v2/user/register', {
			body: registration('9000000001', 'diya@example.in'),
		});
		expect(reply.status).toBe(200);
		const result = resultOf(reply.body, registerResultSchema);
		expect(result).toMatchObject({
			user_Type: 99,
			institute_id: SUNRISE,
			device_id: 'reg-device',
			enable_online_payment_feature: 1,
		});
		expect(
			(await profileOf(result.user_id, studentAuthorization(result.user_id, result.password)))
				.body[0].subjectList,
		).toEqual([{ course_name: 'NEET UG' }]);
		const session = await login(sandbox, '9000000001', 'secret12');
		expect(session.userId).toBe(result.user_id);
	});

	test('duplicate mobile or email is a 400 with a message', async () => {
		const mobile = await call(sandbox, 'POST', '/api/v2/user/register', {
			body: registration('9876543210', 'new@example.in', PIXEL),
		});
		expect(
			(
				await call(sandbox, 'POST', '/api/v2/user/register', {
					body: registration('9811100001', 'x@example.in', PIXEL),
				})
			).body.message,
		).toMatch(/mobile number is already registered/);
		expect(mobile.status).toBe(200); // Sunrise's student is not Pixel's: institutes are separate.
		const email = await call(sandbox, 'POST', '/api/v2/user/register', {
			body: registration('9811100099', 'neha.gupta@example.in', PIXEL),
		});
		expect(email.status).toBe(400);
		expect(email.body.message).toMatch(/email address is already registered/);
	});

	test('pixel skips OTP verification: registration needs no M6', async () => {
		const otp = await call(sandbox, 'POST', '/api/v2/user/login/generate_otp', {
			body: otpRequest('9811100002', PIXEL),
		});
		expect(otp.body.result).toEqual({ skip_otp_verification: true });
		const reply = await call(sandbox, 'POST', '/api/v2/user/register', {
			body: registration('9811100002', 'skip@example.in', PIXEL),
		});
		expect(reply.status).toBe(200);
	});

	test('country_id 0, what the client sends without country codes, is accepted by M5 and M7', async () => {
		const otp = await call(sandbox, 'POST', '/api/v2/user/login/generate_otp', {
			body: { ...otpRequest('9811100003', PIXEL), country_id: 0 },
		});
		expect(otp.status).toBe(200);
		const reply = await call(sandbox, 'POST', '/api/v2/user/register', {
			body: { ...registration('9811100003', 'nocountry@example.in', PIXEL), country_id: 0 },
		});
		expect(reply.status).toBe(200);
		expect(resultOf(reply.body, registerResultSchema).institute_id).toBe(PIXEL);
	});

	test('closed registration (greenfield) and app-only registration (appfirst) are 403s', async () => {
		const closed = await call(sandbox, 'POST', '/api/v2/user/register', {
			body: registration('9822200009', 'c@example.in', GREENFIELD),
		});
		expect(closed.status).toBe(403);
		expect(closed.body.message).toBe(
			'You do not have access to the registration process. Please contact the Institute Administrator for assistance.',
		);
		const app = await call(sandbox, 'POST', '/api/v2/user/register', {
			body: registration('9833300009', 'a@example.in', APPFIRST),
		});
		expect(app.status).toBe(403);
		expect(app.body.message).toBe(
			`You are not authorised to register yourself. Kindly download this link to register yourself.##APP_LINK##${APP_LINK}`,
		);
	});

	test('bad bodies: password not base64, unknown course, M5 without role, M6 with no OTP sent', async () => {
		const notBase64 = await call(sandbox, 'POST', '/api/v2/user/register', {
			body: { ...registration('9811100003', 'b@example.in', PIXEL), password: 'plain text!' },
		});
		expect(notBase64.status).toBe(400);
		expect(notBase64.body.message).toMatch(/base64/);
		const course = await call(sandbox, 'POST', '/api/v2/user/register', {
			body: { ...registration('9811100004', 'c@example.in', PIXEL), eCourseIdArray: [99] },
		});
		expect(course.body.message).toBe('eCourseIdArray: unknown course 99');
		const { role: _role, ...noRole } = otpRequest('9000000002');
		const otp = await call(sandbox, 'POST', '/api/v2/user/login/generate_otp', { body: noRole });
		expect(otp.status).toBe(400);
		expect(otp.body[0].errorMessage).toContain('role');
		const none = await call(sandbox, 'POST', '/api/v2/user/login/validate_otp', {
			body: { user_name: '9555555555', otp_code: '4321', source: 'WEB' },
		});
		expect(none.status).toBe(400);
	});
});

describe('M12 change password and M14 logout', () => {
	test('wrong old password is a 400; success ends the old credential and the new password works', async () => {
		const session = await login(sandbox, '9876500006', 'vikram@123');
		const change = (oldPassword: string, newPassword: string) =>
			call(sandbox, 'POST', '/api/v1/changePwd', {
				headers: session.auth,
				body: { institute_id: SUNRISE, oldPassword, newPassword, userid: session.userId },
			});
		const wrong = await change('not-it', 'vikram@456');
		expect(wrong.status).toBe(400);
		expect(wrong.body.statusCode).toBe(400);
		const ok = await change('vikram@123', 'vikram@456');
		expect(ok.status).toBe(200);
		expect(ok.body.statusCode).toBe(200);
		expect((await profileOf(session.userId, session.auth.Authorization ?? '')).status).toBe(403);
		expect((await loginCall(loginBody('9876500006', 'vikram@123'))).status).toBe(400);
		expect((await login(sandbox, '9876500006', 'vikram@456')).userId).toBe(session.userId);
	});

	test('change password without authorization is a 403', async () => {
		const reply = await call(sandbox, 'POST', '/api/v1/changePwd', {
			body: { institute_id: SUNRISE, oldPassword: 'a', newPassword: 'b', userid: 1 },
		});
		expect(reply.status).toBe(403);
	});

	test('M14 logs one device out', async () => {
		const session = await login(sandbox, '9876543210', 'aarav@123', SUNRISE, 'tablet');
		const other = await login(sandbox, '9876543210', 'aarav@123', SUNRISE, 'desktop');
		const reply = await call(sandbox, 'GET', '/api/v1/alternateLogin/logout?deviceId=tablet', {
			headers: session.auth,
		});
		expect(reply.status).toBe(200);
		expect((await profileOf(session.userId, session.auth.Authorization ?? '')).status).toBe(403);
		expect((await profileOf(other.userId, other.auth.Authorization ?? '')).status).toBe(200);
		expect(
			(
				await call(sandbox, 'GET', '/api/v1/alternateLogin/logout?deviceId=tablet', {
					headers: session.auth,
				})
			).status,
		).toBe(403);
	});
});

describe('persistence', () => {
	test('a student registered before a restart logs in after it (same db file); fixtures are not duplicated', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
		const dbFile = join(dir, 'nested', 'sandbox.sqlite');
		try {
			const first = await startTestSandbox({ dbFile });
			const body = {
				name: 'Kiran Rao',
				email_id: 'kiran@example.in',
				password: Buffer.from('kiran@123').toString('base64'),
				mobile_no: '9811100077',
				eCourseIdArray: [],
				login_source: 'WEB',
				device_id: 'd1',
				country_id: 1,
				institute_id: PIXEL,
			};
			const registered = await call(first, 'POST', '/api/v2/user/register', { body });
			expect(registered.status).toBe(200);
			await first.close();

			const second = await startTestSandbox({ dbFile });
			try {
				const reply = await call(second, 'POST', '/api/v2/user/v3/login', {
					body: loginBody('9811100077', 'kiran@123', { institute_id: PIXEL }),
				});
				expect(reply.status).toBe(201);
				expect(reply.body.result.user_id).toBe(registered.body.result.user_id);
				// Seeding again must not create a second Neha: her login stays a single result.
				const neha = await call(second, 'POST', '/api/v2/user/v3/login', {
					body: loginBody('9811100001', 'neha@123', { institute_id: PIXEL }),
				});
				expect(Array.isArray(neha.body.result)).toBe(false);
			} finally {
				await second.close();
			}
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
