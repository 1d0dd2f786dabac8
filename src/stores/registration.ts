/**
 * Registration in three steps (spec sections 2, 4, 5 and 8): personal information, courses of
 * interest, OTP verification, then M7 and the new student's session. The register island calls
 * these actions and reads `$registration`; nothing here is persisted. The typed password lives
 * only in `$personal` (in memory) until the registration call, and is cleared afterwards.
 */
import { atom, map } from 'nanostores';
import { sessionFromRegistration } from '../lib/auth/session-from.ts';
import { afterRegistrationPath } from '../lib/auth/redirect.ts';
import { isComplete, normaliseOtp, OTP_RESEND_SECONDS } from '../lib/auth/otp.ts';
import { isLmsError, serverMessage } from '../lib/lms/errors.ts';
import type { CountryCode, CourseType } from '../lib/lms/types.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import {
	callingCodeOf,
	defaultCountryId,
	refusalFrom,
	REGISTRATION_TEXTS,
	validatePersonal,
	type PersonalError,
	type PersonalValues,
	type Refusal,
} from '../lib/validation/register.ts';
import { $cartCount } from './cart.ts';
import { startSession } from './auth.ts';
import { lms, preload } from './lms.ts';
import { notify } from './notices.ts';
import { ensureDeviceId } from './session.ts';

export type RegistrationStep = 'personal' | 'courses' | 'otp';
export type LoadStatus = 'loading' | 'ready' | 'error';
/** The request running now, if any (its buttons are disabled meanwhile). */
export type RegistrationBusy = 'otp' | 'resend' | 'register' | null;

export interface RegistrationState {
	step: RegistrationStep;
	countryCodes: CountryCode[];
	countriesStatus: LoadStatus;
	/** The selected M10 entry (the `is_default: Y` one to begin with); null without codes. */
	countryId: number | null;
	courses: CourseType[];
	coursesStatus: LoadStatus;
	/** Selected M9 `course_type_id`s, in the order they were ticked. */
	selectedCourses: number[];
	/** When Resend OTP becomes available again (epoch ms). */
	otpEndsAt: number | null;
	busy: RegistrationBusy;
	/** Registration refused (403): the page shows this instead of the form. */
	refusal: Refusal | null;
	/** Set once registered: where the page goes next. */
	redirectTo: string | null;
}

/** What the page tells the actions once, when the island starts. */
export interface RegistrationContext {
	config: ClientConfig;
	instituteName: string | null;
	websiteEnable: boolean;
	/** `location.search` of the page (carries `from=cart`). */
	search: string;
	/** M10 and M9 as the build fetched them (null: ask at run time). */
	prefetched?: { countryCodes: CountryCode[] | null; courses: CourseType[] | null };
}

/** Step one as accepted, password included: in memory only, cleared after registering. */
export interface PendingRegistrant {
	name: string;
	email: string;
	mobile: string;
	password: string;
	countryId: number;
	callingCode: string | null;
}

const INITIAL: RegistrationState = {
	step: 'personal',
	countryCodes: [],
	countriesStatus: 'loading',
	countryId: null,
	courses: [],
	coursesStatus: 'loading',
	selectedCourses: [],
	otpEndsAt: null,
	busy: null,
	refusal: null,
	redirectTo: null,
};

export const $registration = map<RegistrationState>({ ...INITIAL });

/** Deliberately a plain atom: never written to storage. */
export const $personal = atom<PendingRegistrant | null>(null);

let context: RegistrationContext | null = null;
const registrationCalls = () => import('../lib/lms/calls/registration.ts');

// The calls load on the student's first action (src/stores/lms.ts): the build already fetched the
// form's options, so nothing needs them before.
function client() {
	return lms(current().config, registrationCalls);
}

function current(): RegistrationContext {
	if (!context) throw new Error('initRegistration must run before any registration action');
	return context;
}

/** Starts loading the LMS calls (the island calls it when the student starts on the form). */
export function prepareRegistration(): void {
	preload(registrationCalls);
}

/** Starts (or restarts) the flow for this page. */
export function initRegistration(next: RegistrationContext): void {
	context = next;
	$personal.set(null);
	$registration.set({ ...INITIAL });
}

/** M10 country codes: a failure is a toast and the form goes on without the select. */
async function loadCountryCodes(): Promise<void> {
	try {
		const codes = current().prefetched?.countryCodes ?? (await countryCodes());
		$registration.setKey('countryCodes', codes);
		$registration.setKey('countryId', defaultCountryId(codes));
		$registration.setKey('countriesStatus', 'ready');
	} catch {
		$registration.setKey('countriesStatus', 'error');
		notify('error', REGISTRATION_TEXTS.countryCodesFailed);
	}
}

/** M9 courses of step two; on failure step two offers a retry. */
export async function loadCourses(): Promise<void> {
	$registration.setKey('coursesStatus', 'loading');
	try {
		const prefetched = current().prefetched?.courses;
		$registration.setKey('courses', prefetched ?? (await courses()));
		$registration.setKey('coursesStatus', 'ready');
	} catch {
		$registration.setKey('coursesStatus', 'error');
	}
}

/** Loads what the form offers (country codes and courses) at once. */
export async function loadOptions(): Promise<void> {
	await Promise.all([loadCountryCodes(), loadCourses()]);
}

/** Picks a country calling code. */
export function selectCountry(countryId: number): void {
	$registration.setKey('countryId', countryId);
}

/**
 * Step one's Next: checks the values in the spec's order; when they pass, keeps them in memory
 * and moves to step two. Returns the first problem (for the field's message), or null.
 */
export function submitPersonal(values: PersonalValues): PersonalError | null {
	const { countryCodes, countryId } = $registration.get();
	const callingCode = callingCodeOf(countryCodes, countryId);
	const error = validatePersonal(
		{ ...values, countryId },
		{ callingCode, termsShown: current().websiteEnable },
	);
	if (error) return error;
	$personal.set({
		name: values.name.trim(),
		email: values.email.trim(),
		mobile: values.mobile.trim(),
		password: values.password,
		// Without M10 codes there is no country to name: 0 stands for "none".
		countryId: countryId ?? 0,
		callingCode,
	});
	$registration.setKey('step', 'courses');
	return null;
}

/** Ticks or unticks a course of step two. */
export function toggleCourse(courseTypeId: number, selected: boolean): void {
	const others = $registration.get().selectedCourses.filter((id) => id !== courseTypeId);
	$registration.setKey('selectedCourses', selected ? [...others, courseTypeId] : others);
}

/** Step two's Back. */
export function backToPersonal(): void {
	$registration.setKey('step', 'personal');
}

/** A failed call: a 403 refuses registration (the page replaces the form), else a toast. */
function fail(error: unknown, fallback: string): void {
	const message = isLmsError(error) ? serverMessage(error.body) : null;
	if (isLmsError(error) && error.status === 403) {
		$registration.setKey('refusal', refusalFrom(message));
		return;
	}
	notify('error', message ?? fallback);
}

async function withBusy(busy: Exclude<RegistrationBusy, null>, run: () => Promise<void>) {
	if ($registration.get().busy !== null) return;
	$registration.setKey('busy', busy);
	try {
		await run();
	} finally {
		$registration.setKey('busy', null);
	}
}

async function countryCodes(): Promise<CountryCode[]> {
	const [http, calls] = await client();
	return calls.getCountryCodes(http);
}

async function courses(): Promise<CourseType[]> {
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
	notify('success', REGISTRATION_TEXTS.registered);
	await startSession(config, (accessToken) =>
		sessionFromRegistration(
			result,
			{
				name: registrant.name,
				email: registrant.email,
				mobile: registrant.mobile,
				countryId: registrant.countryId,
				callingCode: registrant.callingCode,
			},
			{ instituteName, websiteEnable, accessToken },
		),
	);
	$registration.setKey('redirectTo', afterRegistrationPath(search, $cartCount.get()));
}

/** Sends (or resends) the OTP; registers at once when the server skips OTP verification. */
async function requestOtp(): Promise<void> {
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

/** Step two's 'Skip & Continue': M5 with or without selected courses. */
export function generateOtp(): Promise<void> {
	return withBusy('otp', requestOtp);
}

/** Resend OTP: M5 again, restarting the timer. */
export function resendOtp(): Promise<void> {
	return withBusy('resend', requestOtp);
}

/** Validate: M6 with the typed code, then M7 and the session. */
export function validateAndRegister(otp: string): Promise<void> {
	return withBusy('register', async () => {
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
		await register(registrant);
	});
}
