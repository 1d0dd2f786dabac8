/**
 * Unit tests of sandbox/limits.ts: the sliding-window rule, the wait as the refusal says it, the
 * `limits` option's checks, and the book of counted events under an injected clock.
 */
import { describe, expect, it } from 'vitest';
import {
	AbuseBook,
	abuseLimits,
	limitKey,
	waitText,
	windowVerdict,
	type Verdict,
	type WindowLimit,
} from '../../sandbox/limits.ts';
import { HttpError } from '../../sandbox/http.ts';

const MINUTE = 60_000;
const THREE_IN_TEN: WindowLimit = { max: 3, windowMs: 10 * MINUTE };

describe('windowVerdict (at most max events in any window)', () => {
	it.each<[string, number[], number, WindowLimit, Verdict]>([
		['no events', [], 0, THREE_IN_TEN, { allowed: true }],
		['fewer than max', [0, 1000], 2000, THREE_IN_TEN, { allowed: true }],
		[
			'max events: refused until the oldest leaves',
			[0, 1000, 2000],
			3000,
			THREE_IN_TEN,
			{ allowed: false, retryAfterMs: 10 * MINUTE - 3000 },
		],
		[
			'a moment before the oldest leaves',
			[0, 1000, 2000],
			10 * MINUTE - 1,
			THREE_IN_TEN,
			{ allowed: false, retryAfterMs: 1 },
		],
		['the oldest has just left', [0, 1000, 2000], 10 * MINUTE, THREE_IN_TEN, { allowed: true }],
		[
			'old events do not count',
			[0, 11 * MINUTE, 12 * MINUTE],
			13 * MINUTE,
			THREE_IN_TEN,
			{ allowed: true },
		],
		[
			'more than max (a lowered limit): waits for the one that brings it under',
			[0, 1000, 2000, 3000],
			4000,
			THREE_IN_TEN,
			{ allowed: false, retryAfterMs: 10 * MINUTE - 3000 },
		],
		[
			'max 1: the single event blocks',
			[5000],
			6000,
			{ max: 1, windowMs: 2000 },
			{ allowed: false, retryAfterMs: 1000 },
		],
	])('%s', (_case, times, now, limit, expected) => {
		expect(windowVerdict(times, now, limit)).toEqual(expected);
	});
});

describe('waitText (rounded up to whole minutes)', () => {
	it.each<[number, string]>([
		[1, '1 minute'],
		[59_999, '1 minute'],
		[60_000, '1 minute'],
		[60_001, '2 minutes'],
		[599_001, '10 minutes'],
		[15 * MINUTE, '15 minutes'],
		[0, '1 minute'],
	])('%i ms: %j', (ms, text) => {
		expect(waitText(ms)).toBe(text);
	});
});

describe('limitKey', () => {
	it.each<[number, string, string]>([
		[101, '9876543210', '101:9876543210'],
		[101, ' 9876543210 ', '101:9876543210'],
		[102, 'Aarav.Sharma@Example.in', '102:aarav.sharma@example.in'],
	])('%i %j is %j', (institute, identifier, key) => {
		expect(limitKey(institute, identifier)).toBe(key);
	});
});

describe('abuseLimits (the startSandbox option)', () => {
	it('defaults: 5 wrong OTP tries, 3 OTPs and 3 resets per 10 minutes, 5 failed logins per 15', () => {
		expect(abuseLimits()).toEqual({
			otpTries: 5,
			otpRequests: { max: 3, windowMs: 600_000 },
			forgotPassword: { max: 3, windowMs: 600_000 },
			loginFailures: { max: 5, windowMs: 900_000 },
		});
	});

	it('a given limit replaces its default only', () => {
		expect(abuseLimits({ otpTries: 2, loginFailures: { max: 50, windowMs: 1000 } })).toEqual({
			otpTries: 2,
			otpRequests: { max: 3, windowMs: 600_000 },
			forgotPassword: { max: 3, windowMs: 600_000 },
			loginFailures: { max: 50, windowMs: 1000 },
		});
	});

	it.each<[string, Parameters<typeof abuseLimits>[0], string]>([
		['otpTries 0', { otpTries: 0 }, 'limits.otpTries'],
		['otpTries 1.5', { otpTries: 1.5 }, 'limits.otpTries'],
		['max 0', { otpRequests: { max: 0, windowMs: 1000 } }, 'limits.otpRequests.max'],
		[
			'negative window',
			{ forgotPassword: { max: 1, windowMs: -5 } },
			'limits.forgotPassword.windowMs',
		],
		[
			'not a number',
			{ loginFailures: { max: '5' as unknown as number, windowMs: 1000 } },
			'limits.loginFailures.max',
		],
	])('%s is refused naming the field', (_case, given, field) => {
		expect(() => abuseLimits(given)).toThrow(
			`startSandbox: ${field}: must be a whole number of at least 1`,
		);
	});
});

/** What `run` throws, as status, message and headers; null when it does not throw. */
function refusal(run: () => void) {
	try {
		run();
		return null;
	} catch (error) {
		if (!(error instanceof HttpError)) throw error;
		return { status: error.status, message: error.message, headers: error.headers };
	}
}

describe('AbuseBook (injected clock)', () => {
	function book() {
		const clock = { now: 1_000_000 };
		return { clock, book: new AbuseBook(abuseLimits(), () => clock.now) };
	}

	it('admits 3 OTP sends per key, refuses the 4th with 429, a wait and Retry-After', () => {
		const { clock, book: limits } = book();
		for (let sent = 0; sent < 3; sent += 1) {
			expect(refusal(() => limits.admit('otpRequests', '101:9000000001'))).toBeNull();
			clock.now += 1000;
		}
		expect(refusal(() => limits.admit('otpRequests', '101:9000000001'))).toEqual({
			status: 429,
			message: 'Too many OTP requests for this number. Please try again in 10 minutes.',
			headers: { 'Retry-After': '597' },
		});
		// Another number, and the same number at another institute, have their own count.
		expect(refusal(() => limits.admit('otpRequests', '101:9000000002'))).toBeNull();
		expect(refusal(() => limits.admit('otpRequests', '102:9000000001'))).toBeNull();
		// A refused request does not count: once the first send leaves the window, one more fits.
		clock.now = 1_000_000 + 10 * MINUTE;
		expect(refusal(() => limits.admit('otpRequests', '101:9000000001'))).toBeNull();
		expect(refusal(() => limits.admit('otpRequests', '101:9000000001'))?.message).toBe(
			'Too many OTP requests for this number. Please try again in 1 minute.',
		);
	});

	it('forgot-password and login failures are counted apart from OTP sends', () => {
		const { book: limits } = book();
		for (let i = 0; i < 3; i += 1) limits.admit('otpRequests', '101:9000000001');
		expect(refusal(() => limits.admit('forgotPassword', '101:9000000001'))).toBeNull();
		expect(refusal(() => limits.enforce('loginFailures', '101:9000000001'))).toBeNull();
	});

	it('locks after 5 recorded login failures; forget clears them', () => {
		const { clock, book: limits } = book();
		for (let failed = 0; failed < 5; failed += 1) {
			expect(refusal(() => limits.enforce('loginFailures', '101:9876543210'))).toBeNull();
			limits.record('loginFailures', '101:9876543210');
		}
		clock.now += 30_000;
		expect(refusal(() => limits.enforce('loginFailures', '101:9876543210'))).toEqual({
			status: 429,
			message: 'Too many failed login attempts. Please try again in 15 minutes.',
			headers: { 'Retry-After': '870' },
		});
		limits.forget('loginFailures', '101:9876543210');
		expect(refusal(() => limits.enforce('loginFailures', '101:9876543210'))).toBeNull();
	});

	it.each<[number, 'try' | 'refused']>([
		[0, 'try'],
		[4, 'try'],
		[5, 'refused'],
		[6, 'refused'],
	])('an OTP with %i wrong tries: %s', (wrong, expected) => {
		const { book: limits } = book();
		for (let i = 0; i < wrong; i += 1) limits.recordWrongOtp(7);
		const refused = refusal(() => limits.enforceOtpTries(7));
		expect(refused === null ? 'try' : 'refused').toBe(expected);
		if (refused) {
			expect(refused).toEqual({
				status: 429,
				message: 'Too many wrong OTP attempts. Please request a new OTP.',
				headers: undefined,
			});
		}
		// Another code (a new M5) has its own tries.
		expect(refusal(() => limits.enforceOtpTries(8))).toBeNull();
	});

	it('clear forgets every count', () => {
		const { book: limits } = book();
		for (let i = 0; i < 5; i += 1) {
			limits.record('loginFailures', '101:x');
			limits.recordWrongOtp(1);
		}
		for (let i = 0; i < 3; i += 1) limits.admit('forgotPassword', '101:x');
		limits.clear();
		expect(refusal(() => limits.enforce('loginFailures', '101:x'))).toBeNull();
		expect(refusal(() => limits.enforceOtpTries(1))).toBeNull();
		expect(refusal(() => limits.admit('forgotPassword', '101:x'))).toBeNull();
	});
});
