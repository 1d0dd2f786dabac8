/**
 * Registration in three steps (spec sections 2, 4, 5 and 8): personal information, courses of
 * interest, OTP verification, then M7 and the new student's session. The register island calls
 * these actions and reads `$registration`; nothing here is persisted. The typed password lives
 * only in `$personal` (in memory) until the registration call, and is cleared afterwards.
 *
 * The requests behind the actions (`registration-requests.ts`, with the LMS calls) load on the
 * form's first focus: the build already fetched the form's options, so step one needs none.
 */
import { atom, map } from 'nanostores';
import type { CountryCode, CourseType } from '../lib/lms/types.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import {
	callingCodeOf,
	defaultCountryId,
	NO_COUNTRY_ID,
	REGISTRATION_TEXTS,
	validatePersonal,
	type PersonalError,
	type PersonalValues,
	type Refusal,
} from '../lib/validation/register.ts';
import { deferred } from './deferred.ts';
import { notify } from './notices.ts';

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
// A step whose code cannot load (offline) had no reply: the registration's own text (issue 18).
const requests = deferred(() => import('./registration-requests.ts'), REGISTRATION_TEXTS.noReply);

/** The page's context; for the requests module. */
export function current(): RegistrationContext {
	if (!context) throw new Error('initRegistration must run before any registration action');
	return context;
}

/** Starts loading the requests and their calls (the island calls it when the student starts). */
export function prepareRegistration(): void {
	requests.prepare();
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
		const codes =
			current().prefetched?.countryCodes ?? (await (await requests.load()).countryCodes());
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
		$registration.setKey('courses', prefetched ?? (await (await requests.load()).courses()));
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
		countryId: countryId ?? NO_COUNTRY_ID,
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

async function withBusy(busy: Exclude<RegistrationBusy, null>, run: () => Promise<void>) {
	if ($registration.get().busy !== null) return;
	$registration.setKey('busy', busy);
	try {
		await run();
	} finally {
		$registration.setKey('busy', null);
	}
}

/** Step two's 'Skip & Continue': M5 with or without selected courses. */
export function generateOtp(): Promise<void> {
	return withBusy('otp', () => requests.run(undefined, (flow) => flow.requestOtp()));
}

/** Resend OTP: M5 again, restarting the timer. */
export function resendOtp(): Promise<void> {
	return withBusy('resend', () => requests.run(undefined, (flow) => flow.requestOtp()));
}

/** Validate: M6 with the typed code, then M7 and the session. */
export function validateAndRegister(otp: string): Promise<void> {
	return withBusy('register', () =>
		requests.run(undefined, (flow) => flow.validateAndRegister(otp)),
	);
}
