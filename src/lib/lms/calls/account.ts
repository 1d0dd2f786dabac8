/**
 * CONTRACT.md, the account calls: M2 (web access token), M3 (login), M4 (forgot password), M11
 * (profile), M12 (change password), M14 (logout). One plain function per call, taking the
 * transport (`LmsHttp`) first, so a bundle carries only the calls it imports.
 */
import * as z from 'zod/mini';
import { webAccessTokenHeaders } from '../auth.ts';
import { mainPost } from '../transport.ts';
import type { LmsHttp } from '../transport.ts';
import { mapLoginResult, mapProfile, mapWebAccess } from '../mappers/account.ts';
import type {
	ChangePasswordRequest,
	LoginRequest,
	LoginResult,
	Profile,
	WebAccess,
} from '../types.ts';
import { loginReplySchema, profileSchema, webAccessTokenSchema } from '../wire/account.ts';
import type {
	ChangePasswordRequestWire,
	ForgotPasswordRequestWire,
	LoginRequestWire,
} from '../wire/account.ts';

const q = encodeURIComponent;

/** M2: the institute's web access token (the reply is a 202). */
export async function getWebAccess(http: LmsHttp, instituteId: number): Promise<WebAccess> {
	const { result } = await http.send(
		{
			call: 'M2',
			service: 'main',
			path: `/api/v1/institutes/webAccessToken/${instituteId}`,
			headers: webAccessTokenHeaders(instituteId),
		},
		webAccessTokenSchema,
	);
	return mapWebAccess(result);
}

/** M3: logs in; a list means several accounts share the identifier (the reply is a 201). */
export async function login(
	http: LmsHttp,
	request: LoginRequest,
): Promise<LoginResult | LoginResult[]> {
	const body: LoginRequestWire = {
		device_id: request.deviceId,
		institute_id: request.instituteId ?? http.instituteId('M3'),
		source: 'WEB',
		logout_from_all_devices: request.logoutFromAllDevices ?? false,
		password: request.password,
		user_id: request.userId ?? 0,
		user_name: request.userName,
		user_type: request.userType ?? 0,
	};
	const { result } = await http.send(
		mainPost('M3', '/api/v2/user/v3/login', body),
		loginReplySchema,
	);
	return Array.isArray(result) ? result.map(mapLoginResult) : mapLoginResult(result);
}

/** M4: sends a new password to the student's mobile; resolves with the server message. */
export async function forgotPassword(http: LmsHttp, userName: string): Promise<string | null> {
	const body: ForgotPasswordRequestWire = {
		user_name: userName,
		institute_id: http.instituteId('M4'),
	};
	const spec = mainPost('M4', '/api/v2/user/forgotPassword', body);
	return (await http.send({ ...spec, requireCode: true })).message;
}

/** M11 *student*: the profile (first element of the reply), null when the list is empty. */
export async function getProfile(http: LmsHttp, userId: number): Promise<Profile | null> {
	const path = `/api/v1/alternateLogin/user/fetch/${userId}`;
	const { result } = await http.send(
		{ call: 'M11', service: 'main', path, student: true },
		z.array(profileSchema),
	);
	const first = result[0];
	return first === undefined ? null : mapProfile(first);
}

/** M12 *student*: changes the password (a wrong old password answers 400); resolves with the server message. */
export async function changePassword(
	http: LmsHttp,
	request: ChangePasswordRequest,
): Promise<string | null> {
	const body: ChangePasswordRequestWire = {
		institute_id: http.instituteId('M12'),
		oldPassword: request.oldPassword,
		newPassword: request.newPassword,
		userid: request.userId,
	};
	return (await http.send(mainPost('M12', '/api/v1/changePwd', body, true))).message;
}

/** M14 *student*: logs the device out; errors are ignored (and never trigger another logout). */
export async function logout(http: LmsHttp, deviceId: string): Promise<void> {
	const path = `/api/v1/alternateLogin/logout?deviceId=${q(deviceId)}`;
	await http
		.send({ call: 'M14', service: 'main', path, student: true, logoutOn403: false })
		.catch(() => undefined);
}
