/**
 * A fresh student for each purchase test: registered through the sandbox's own M5 → M6 → M7 (the
 * OTP is the sandbox's fixed code), so purchases never change what other tests (or the other
 * browser project) see of the demo students.
 */
import { randomInt } from 'node:crypto';
import { E2E_SANDBOX_URL } from './ports.ts';

/** The sandbox's OTP (sandbox/README.md, "OTP"). */
const SANDBOX_OTP = '1234';

/** A main-service POST to the e2e sandbox, as a browser sends it; the reply whatever its status. */
export function sandboxPost(path: string, body: unknown): Promise<Response> {
	return fetch(E2E_SANDBOX_URL + path, {
		method: 'POST',
		headers: { Source: 'WEB', 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	});
}

async function mainPost(path: string, body: unknown): Promise<{ result?: unknown }> {
	const response = await sandboxPost(path, body);
	if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
	return (await response.json()) as { result?: unknown };
}

/** A new student of `instituteId` in country `countryId` (1 India, 3 United States), applied for `courseIds`. */
export async function registerStudent(
	instituteId: number,
	countryId = 1,
	courseIds: number[] = [],
): Promise<{ mobile: string; password: string }> {
	const mobileNo = `7${String(randomInt(0, 1e9)).padStart(9, '0')}`;
	const password = 'e2e@1234';
	const email = `buyer-${mobileNo}@e2e.test`;
	const otp = await mainPost('/api/v2/user/login/generate_otp', {
		user_name: mobileNo,
		source: 'WEB',
		app_hash_code: '',
		role: 99,
		email_id: email,
		country_id: countryId,
		institute_id: instituteId,
	});
	// Some institutes (pixel) skip the OTP step.
	const skip = (otp.result as { skip_otp_verification?: boolean } | undefined)
		?.skip_otp_verification;
	if (!skip) {
		await mainPost('/api/v2/user/login/validate_otp', {
			user_name: mobileNo,
			otp_code: SANDBOX_OTP,
			source: 'WEB',
		});
	}
	await mainPost('/api/v2/user/register', {
		name: 'E2E Buyer',
		email_id: email,
		password: Buffer.from(password).toString('base64'),
		mobile_no: mobileNo,
		eCourseIdArray: courseIds,
		login_source: 'WEB',
		device_id: 'e2e',
		country_id: countryId,
		institute_id: instituteId,
	});
	return { mobile: mobileNo, password };
}
