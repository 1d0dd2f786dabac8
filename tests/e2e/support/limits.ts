/**
 * The abuse limits of the e2e stack's sandbox (sandbox/README.md, "Rules the sandbox enforces"),
 * and the calls that use one up. The limits are on, as in production; two are wider than the
 * defaults because the demo students' numbers are shared: login.spec.ts and csp.spec.ts fail a
 * login of 9876543210, and login.spec.ts asks a new password for it and for 1111111111, on both
 * projects, again on a CI retry, and again on every run that reuses a local stack.
 */
import type { AbuseLimits } from '../../../sandbox/limits.ts';
import { sandboxPost } from './students.ts';

const MINUTE = 60_000;

/** The limits `tests/e2e/support/server.ts` starts the sandbox with; the others keep their defaults. */
export const E2E_LIMITS = {
	forgotPassword: { max: 50, windowMs: 10 * MINUTE },
	loginFailures: { max: 50, windowMs: 15 * MINUTE },
} satisfies Partial<AbuseLimits>;

/** Fails `times` logins of `identifier` at `instituteId` (each must answer 400). */
export async function failLogins(identifier: string, instituteId: number, times: number) {
	for (let failed = 0; failed < times; failed += 1) {
		const reply = await sandboxPost('/api/v2/user/v3/login', {
			device_id: 'e2e-limits',
			institute_id: instituteId,
			source: 'WEB',
			logout_from_all_devices: false,
			password: 'not-the-password',
			user_id: 0,
			user_name: identifier,
			user_type: 0,
		});
		if (reply.status !== 400) throw new Error(`failed login ${failed + 1}: ${reply.status}`);
	}
}

/** Tries the OTP sent to `mobile` with a wrong code `times` times (each must answer 400). */
export async function failOtps(mobile: string, times: number) {
	for (let tried = 0; tried < times; tried += 1) {
		const reply = await sandboxPost('/api/v2/user/login/validate_otp', {
			user_name: mobile,
			otp_code: '0000',
			source: 'WEB',
		});
		if (reply.status !== 400) throw new Error(`wrong OTP ${tried + 1}: ${reply.status}`);
	}
}

/** Sends `times` OTPs to `mobile` at `instituteId` (each must answer 200). */
export async function sendOtps(mobile: string, instituteId: number, times: number) {
	for (let sent = 0; sent < times; sent += 1) {
		const reply = await sandboxPost('/api/v2/user/login/generate_otp', {
			user_name: mobile,
			source: 'WEB',
			app_hash_code: '',
			role: 99,
			email_id: `${mobile}@e2e.test`,
			country_id: 1,
			institute_id: instituteId,
		});
		if (reply.status !== 200) throw new Error(`OTP send ${sent + 1}: ${reply.status}`);
	}
}
