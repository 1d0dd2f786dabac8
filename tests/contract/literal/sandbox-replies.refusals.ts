/**
 * Refusals CONTRACT.md names for main-service calls (unknown host, wrong credentials, wrong OTP,
 * registration closed or duplicate, wrong old password): status and one of the three error bodies.
 */
import { expect } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { logInAarav, loginBody, registerBody, sandboxCall } from './helpers.ts';
import { expectErrorBody, type ReplyCase } from './reply-case.ts';

const login =
	(userName: string, password: string, instituteId: number) => (sandbox: RunningSandbox) =>
		sandboxCall(sandbox, 'POST', '/api/v2/user/v3/login', {
			body: loginBody(userName, password, instituteId, 'literal-refusal'),
		});

const register =
	(instituteId: number, mobile: string, email: string) => (sandbox: RunningSandbox) =>
		sandboxCall(sandbox, 'POST', '/api/v2/user/register', {
			body: registerBody(instituteId, mobile, email),
		});

/** A student registered at Pixel (no OTP there) and the `Authorization` of its credential. */
async function registeredAtPixel(
	sandbox: RunningSandbox,
	mobile: string,
): Promise<{ userId: number; auth: string }> {
	const reply = await register(102, mobile, `${mobile}@example.in`)(sandbox);
	const { user_id: userId, password } = reply.body.result;
	return { userId, auth: 'Basic ' + Buffer.from(`${userId}:${password}`).toString('base64') };
}

const changePassword = (
	sandbox: RunningSandbox,
	userId: number,
	auth: string,
	oldPassword: string,
) =>
	sandboxCall(sandbox, 'POST', '/api/v1/changePwd', {
		headers: { Authorization: auth },
		body: { institute_id: 102, oldPassword, newPassword: 'kabir@456', userid: userId },
	});

/** Main-service refusal cases. */
export const refusalReplyCases: ReplyCase[] = [
	{
		id: 'M1',
		title: 'unknown host: 404 in one of the error spellings',
		run: (sandbox) =>
			sandboxCall(sandbox, 'GET', '/api/v1/product-ePortal/get?webUrl=nobody.example'),
		status: 404,
		check: (body) => expectErrorBody(body),
	},
	{
		id: 'M3',
		title: 'wrong credentials: 400 with a message',
		run: login('9876543210', 'not-the-password', 101),
		status: 400,
		check: (body) => expect(expectErrorBody(body)).not.toBe(''),
	},
	{
		id: 'M3',
		title: 'web access off: 403 whose message carries ##APP_LINK## and a URL',
		run: login('9833300001', 'arjun@123', 104),
		status: 403,
		check: (body) => expect(expectErrorBody(body)).toMatch(/^[^#]+##APP_LINK##https?:\/\/\S+$/),
	},
	{
		id: 'M6',
		title: 'wrong OTP code: 400',
		async run(sandbox) {
			await sandboxCall(sandbox, 'POST', '/api/v2/user/login/generate_otp', {
				body: {
					user_name: '9876512303',
					source: 'WEB',
					app_hash_code: '',
					role: 99,
					email_id: 'otp.three@example.in',
					country_id: 1,
					institute_id: 101,
				},
			});
			return sandboxCall(sandbox, 'POST', '/api/v2/user/login/validate_otp', {
				body: { user_name: '9876512303', otp_code: '9999', source: 'WEB' },
			});
		},
		status: 400,
		check: (body) => expectErrorBody(body),
	},
	{
		id: 'M7',
		title: 'registration closed: 403 with a message',
		run: register(103, '9876512398', 'closed@example.in'),
		status: 403,
		check: (body) => expect(expectErrorBody(body)).not.toBe(''),
	},
	{
		id: 'M7',
		title: 'duplicate mobile: 400 with a message',
		run: register(102, '9811100001', 'someone.else@example.in'),
		status: 400,
		check: (body) => expect(expectErrorBody(body)).not.toBe(''),
	},
	{
		id: 'M12',
		title: 'wrong oldPassword: 400',
		async run(sandbox) {
			const student = await logInAarav(sandbox);
			return sandboxCall(sandbox, 'POST', '/api/v1/changePwd', {
				headers: student.auth,
				body: {
					institute_id: 101,
					oldPassword: 'not-it',
					newPassword: 'aarav@456',
					userid: student.userId,
				},
			});
		},
		status: 400,
		check: (body) => expectErrorBody(body),
	},
	{
		id: 'M12',
		title: 'after a change the old credential stops working (M11 answers 403)',
		async run(sandbox) {
			const student = await registeredAtPixel(sandbox, '9876512397');
			const changed = await changePassword(sandbox, student.userId, student.auth, 'kabir@123');
			expect(changed.status).toBe(200);
			return sandboxCall(sandbox, 'GET', `/api/v1/alternateLogin/user/fetch/${student.userId}`, {
				headers: { Authorization: student.auth },
			});
		},
		status: 403,
		check: (body) => expectErrorBody(body),
	},
];
