/**
 * Sandbox replies of the main-service calls M1–M14 and M20: status, envelope key and result
 * shape as CONTRACT.md states them.
 */
import { expect } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { logIn, logInAarav, loginBody, registerBody, sandboxCall } from './helpers.ts';
import type { ReplyCase } from './reply-case.ts';
import { INSTITUTE, LOGIN_RESULT, REGISTER_RESULT, WEB_ACCESS } from './reply-shapes.ts';

const login = (userName: string, password: string) => (sandbox: RunningSandbox) =>
	sandboxCall(sandbox, 'POST', '/api/v2/user/v3/login', {
		body: loginBody(userName, password, 101, 'literal-login'),
	});

const generateOtp = (sandbox: RunningSandbox, userName: string, email: string) =>
	sandboxCall(sandbox, 'POST', '/api/v2/user/login/generate_otp', {
		body: {
			user_name: userName,
			source: 'WEB',
			app_hash_code: '',
			role: 99,
			email_id: email,
			country_id: 1,
			institute_id: 101,
		},
	});

/** Main-service reply cases without payments. */
export const mainReplyCases: ReplyCase[] = [
	{
		id: 'M1',
		title: 'institute lookup: status_code 200 and the nine fields',
		run: (sandbox) =>
			sandboxCall(sandbox, 'GET', '/api/v1/product-ePortal/get?webUrl=sunrise-academy.in'),
		status: 200,
		envelope: 'status_code',
		result: INSTITUTE,
	},
	{
		id: 'M2',
		title: 'web access token: HTTP 202 with statusCode 200, web_access 0/1',
		run: (sandbox) =>
			sandboxCall(sandbox, 'GET', '/api/v1/institutes/webAccessToken/101', {
				headers: { session_id: '54321', institute_id: '101', Authorization: String(101 * 54321) },
			}),
		status: 202,
		envelope: 'statusCode',
		result: WEB_ACCESS,
	},
	{
		id: 'M3',
		title: 'login: HTTP 201 with statusCode 200 and one LoginResult (+ calling code)',
		run: login('9876543210', 'aarav@123'),
		status: 201,
		envelope: 'statusCode',
		result: LOGIN_RESULT,
		check: (body) => {
			expect(body.result.login_option ?? 0).toBe(0);
			expect(body.result.password).not.toBe('');
			expect(body.result.country_calling_code).toMatch(/^\+\d+$/);
		},
	},
	{
		id: 'M3',
		title: 'shared identifier: a list of LoginResults with empty passwords',
		run: login('9876500001', 'priya@123'),
		status: 201,
		envelope: 'statusCode',
		result: [LOGIN_RESULT],
		check: (body) => {
			expect(body.result).toHaveLength(2);
			for (const entry of body.result) expect(entry.password).toBe('');
		},
	},
	{
		id: 'M3',
		title: 'blocked account: a LoginResult with login_option 13 and an empty password',
		run: login('9876500002', 'rohit@123'),
		status: 201,
		envelope: 'statusCode',
		result: LOGIN_RESULT,
		check: (body) => expect(body.result).toMatchObject({ login_option: 13, password: '' }),
	},
	{
		id: 'M4',
		title: 'forgot password: {"statusCode": 200, "message": "..."}',
		run: (sandbox) =>
			sandboxCall(sandbox, 'POST', '/api/v2/user/forgotPassword', {
				body: { user_name: '9876543210', institute_id: 101 },
			}),
		status: 200,
		envelope: 'statusCode',
		noResult: true,
		check: (body) => expect(typeof body.message).toBe('string'),
	},
	{
		id: 'M5',
		title: 'generate OTP: result {skip_otp_verification: bool}',
		run: (sandbox) => generateOtp(sandbox, '9876512301', 'otp.one@example.in'),
		status: 200,
		envelope: 'status_code',
		result: { skip_otp_verification: 'boolean' },
	},
	{
		id: 'M6',
		title: "validate OTP: message 'OTP validate successfully'",
		async run(sandbox) {
			await generateOtp(sandbox, '9876512302', 'otp.two@example.in');
			return sandboxCall(sandbox, 'POST', '/api/v2/user/login/validate_otp', {
				body: { user_name: '9876512302', otp_code: '1234', source: 'WEB' },
			});
		},
		status: 200,
		envelope: 'status_code',
		message: 'OTP validate successfully',
	},
	{
		id: 'M7',
		title: 'register (institute without OTP): status_code 200 and the seven result fields',
		run: (sandbox) =>
			sandboxCall(sandbox, 'POST', '/api/v2/user/register', {
				body: registerBody(102, '9876512399', 'kabir.rao@example.in'),
			}),
		status: 200,
		envelope: 'status_code',
		result: REGISTER_RESULT,
	},
	{
		id: 'M8',
		title: 'sub-branches: [{institute_id, institute_name}]',
		run: (sandbox) => sandboxCall(sandbox, 'GET', '/api/v1/institutes/all/subBranches/101'),
		status: 200,
		envelope: 'status_code',
		result: [{ institute_id: 'number', institute_name: 'string' }],
	},
	{
		id: 'M9',
		title: 'registration courses: [{course_type_id, course_type}]',
		run: (sandbox) =>
			sandboxCall(
				sandbox,
				'GET',
				'/api/v1/institute/courseMapping/get/101?data_for_registeration=true',
			),
		status: 200,
		envelope: 'status_code',
		result: [{ course_type_id: 'number', course_type: 'string' }],
	},
	{
		id: 'M10',
		title: 'country codes: [{id, country_calling_code, is_default Y/N}]',
		run: (sandbox) => sandboxCall(sandbox, 'GET', '/api/v1/institutes/country/101'),
		status: 200,
		envelope: 'status_code',
		result: [{ id: 'number', country_calling_code: 'string', is_default: '"Y"|"N"' }],
		check: (body) => {
			for (const entry of body.result) expect(entry.country_calling_code).toMatch(/^\+\d+$/);
		},
	},
	{
		id: 'M11',
		title: 'profile: a bare list whose first element is {name, email, mobile_no, subjectList}',
		async run(sandbox) {
			const student = await logInAarav(sandbox);
			return sandboxCall(sandbox, 'GET', `/api/v1/alternateLogin/user/fetch/${student.userId}`, {
				headers: student.auth,
			});
		},
		status: 200,
		envelope: 'bare-list',
		result: [
			{
				name: 'string',
				email: 'string|null',
				mobile_no: 'string|null',
				subjectList: [{ course_name: 'string' }],
			},
		],
	},
	{
		id: 'M12',
		title: 'change password: {"statusCode": 200, "message": "..."}',
		async run(sandbox) {
			// Neha (Pixel) is used by no other case: her password changes here.
			const student = await logIn(sandbox, '9811100001', 'neha@123', 102);
			return sandboxCall(sandbox, 'POST', '/api/v1/changePwd', {
				headers: student.auth,
				body: {
					institute_id: 102,
					oldPassword: 'neha@123',
					newPassword: 'neha@456',
					userid: student.userId,
				},
			});
		},
		status: 200,
		envelope: 'statusCode',
		noResult: true,
		check: (body) => expect(typeof body.message).toBe('string'),
	},
	{
		id: 'M13',
		title: "lead: message 'Message send successfully!'",
		run: (sandbox) =>
			sandboxCall(sandbox, 'POST', '/api/v1/extLeads/website', {
				body: {
					name: 'Kabir Rao',
					mobile: '9876512345',
					email: 'kabir@example.in',
					comments: 'Batch timings?',
					institute_id: 101,
					customComponentList: [],
				},
			}),
		status: 200,
		envelope: 'status_code',
		message: 'Message send successfully!',
	},
	{
		id: 'M14',
		title: 'logout: 200',
		async run(sandbox) {
			const student = await logInAarav(sandbox);
			return sandboxCall(
				sandbox,
				'GET',
				`/api/v1/alternateLogin/logout?deviceId=${student.deviceId}`,
				{ headers: student.auth },
			);
		},
		status: 200,
		envelope: 'status_code',
	},
	{
		id: 'M20',
		title: 'meetings: result []',
		async run(sandbox) {
			const student = await logInAarav(sandbox);
			return sandboxCall(sandbox, 'POST', '/api/v1/meeting_manager/getMeeting/101', {
				headers: student.auth,
				body: { user_id: student.userId },
			});
		},
		status: 200,
		envelope: 'status_code',
		check: (body) => expect(body.result).toStrictEqual([]),
	},
];
