/**
 * The registration's requests (spec sections 4 and 8): M10 and M9 when the build could not fetch
 * them, M5, M6, M7 and the new session. Loaded with the student's first action on the form (see
 * `registration.ts`), together with the calls it makes.
 */
import { afterRegistrationPath } from '../lib/auth/redirect.ts';
import { isComplete, normaliseOtp, OTP_RESEND_SECONDS } from '../lib/auth/otp.ts';
import { registrationFailure } from '../lib/auth/registration-failure.ts';
import type { CountryCode, CourseType } from '../lib/lms/types.ts';
import { REGISTRATION_TEXTS } from '../lib/validation/register.ts';
import { prepareSession, startSession } from './auth.ts';
import { $cartCount } from './cart.ts';
import { lms, preload } from './lms.ts';
import { carryNotices, notify } from './notices.ts';
import { $personal, $registration, current, type PendingRegistrant } from './registration.ts';
import { ensureDeviceId } from './session.ts';

const registrationCalls = () => import('../lib/lms/calls/registration.ts');

// The calls load on the student's first action (src/stores/lms.ts): the build already fetched the
// form's options, so nothing needs them before.
function client() {
	return lms(current().config, registrationCalls);
}

/** Starts loading the calls and the session rules. */
export function prepare(): void {
	preload(registrationCalls);
	prepareSession();
}

/** A failed step: a refusal replaces the form, else a toast (`registrationFailure`). */
function fail(error: unknown, stepText: string): void {
	const failure = registrationFailure(error, stepText);
	if (failure.kind === 'refused') $registration.setKey('refusal', failure.refusal);
	else notify('error', failure.text);
}

/** M10, when the build could not fetch it. */
export async function countryCodes(): Promise<CountryCode[]> {
	const [http, calls] = await client();
	return calls.getCountryCodes(http);
}

/** M9, when the build could not fetch it. */
export async function courses(): Promise<CourseType[]> {
	const [http, calls] = await client();
	return calls.getRegistrationCourses(http);
}

/** M5 for the pending registrant; true when the server says to skip OTP verification. */
async function sendOtp(registrant: PendingRegistrant): Promise<boolean> {
	const [http, calls] = await client();
	return calls.generateOtp(http, {
		userName: registrant.mobile,
		email: registrant.email,
		countryId: registrant.countryId,
	});
}

/** M7, then the new student's session (with the web access token when M2 answers). */
async function register(registrant: PendingRegistrant): Promise<void> {
	const { config, instituteName, websiteEnable, search } = current();
	const loaded = await client().catch((error: unknown) => {
		fail(error, REGISTRATION_TEXTS.registrationFailed);
		return null;
	});
	if (!loaded) return;
	const [http, calls] = loaded;
	const result = await calls
		.register(http, {
			name: registrant.name,
			email: registrant.email,
			password: registrant.password,
			mobile: registrant.mobile,
			courseTypeIds: $registration.get().selectedCourses,
			deviceId: ensureDeviceId(),
			countryId: registrant.countryId,
		})
		.catch((error: unknown) => {
			fail(error, REGISTRATION_TEXTS.registrationFailed);
			return null;
		});
	if (!result) return;
	$personal.set(null);
	await startSession(config, {
		kind: 'registration',
		result,
		registrant: {
			name: registrant.name,
			email: registrant.email,
			mobile: registrant.mobile,
			countryId: registrant.countryId,
			callingCode: registrant.callingCode,
		},
		site: { instituteName, websiteEnable },
	});
	// Said by the page the student is taken to; this one shows "Registration complete" meanwhile.
	notify('success', REGISTRATION_TEXTS.registered);
	carryNotices();
	$registration.setKey('redirectTo', afterRegistrationPath(search, $cartCount.get()));
}

/** Sends (or resends) the OTP; registers at once when the server skips OTP verification. */
export async function requestOtp(): Promise<void> {
	const registrant = $personal.get();
	if (!registrant) {
		$registration.setKey('step', 'personal');
		return;
	}
	let skip: boolean;
	try {
		skip = await sendOtp(registrant);
	} catch (error) {
		fail(error, REGISTRATION_TEXTS.otpFailed);
		return;
	}
	if (skip) {
		await register(registrant);
		return;
	}
	$registration.setKey('otpEndsAt', Date.now() + OTP_RESEND_SECONDS * 1000);
	$registration.setKey('step', 'otp');
}

/** Validate's work: M6 with the typed code, then M7 and the session. */
export async function validateAndRegister(otp: string): Promise<void> {
	const registrant = $personal.get();
	const code = normaliseOtp(otp);
	if (!registrant || !isComplete(code)) return;
	try {
		const [http, calls] = await client();
		await calls.validateOtp(http, registrant.mobile, code);
	} catch (error) {
		fail(error, REGISTRATION_TEXTS.otpInvalid);
		return;
	}
	notify('success', REGISTRATION_TEXTS.otpValidated);
	await register(registrant);
}
