/**
 * Abuse limits, as a real server applies them (sandbox/README.md, "Rules the sandbox enforces"):
 * wrong OTP tries per generated code (M6), OTP sends (M5) and forgot-password requests (M4) per
 * number, failed logins (M3) per identifier, each keyed by institute. Held in memory, cleared by
 * `POST /__sandbox/reset`; the clock is injectable so tests can step past a window.
 */
import { HttpError } from './http.ts';

/** At most `max` events in any `windowMs` (a sliding window). */
export interface WindowLimit {
	max: number;
	windowMs: number;
}

/** Every abuse limit of the sandbox (`startSandbox({limits})`). */
export interface AbuseLimits {
	/** Wrong M6 tries one generated code takes; the next try is refused even with the right code. */
	otpTries: number;
	/** M5 sends per institute and number. */
	otpRequests: WindowLimit;
	/** M4 requests per institute and number. */
	forgotPassword: WindowLimit;
	/** Failed M3 logins per institute and identifier; a successful login clears them. */
	loginFailures: WindowLimit;
}

const MINUTE_MS = 60_000;

/** The limits of a sandbox started without `limits`. */
export const DEFAULT_LIMITS: AbuseLimits = {
	otpTries: 5,
	otpRequests: { max: 3, windowMs: 10 * MINUTE_MS },
	forgotPassword: { max: 3, windowMs: 10 * MINUTE_MS },
	loginFailures: { max: 5, windowMs: 15 * MINUTE_MS },
};

/** The limits counted in a window. */
export type WindowKind = 'otpRequests' | 'forgotPassword' | 'loginFailures';

/** Shown when a code has taken its wrong tries (M6). */
export const OTP_TRIES_MESSAGE = 'Too many wrong OTP attempts. Please request a new OTP.';

// The first sentence of each window refusal; the wait follows it.
const WINDOW_REFUSALS: Record<WindowKind, string> = {
	otpRequests: 'Too many OTP requests for this number.',
	forgotPassword: 'Too many password reset requests for this number.',
	loginFailures: 'Too many failed login attempts.',
};

/** Whether one more event fits; when not, how long until the oldest counted one leaves. */
export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The sliding-window rule: `times` are past events (oldest first), `now` the moment asked about. */
export function windowVerdict(times: readonly number[], now: number, limit: WindowLimit): Verdict {
	const recent = times.filter((time) => time > now - limit.windowMs);
	const oldest = recent[recent.length - limit.max];
	if (recent.length < limit.max || oldest === undefined) return { allowed: true };
	return { allowed: false, retryAfterMs: oldest + limit.windowMs - now };
}

/** A wait as the refusal says it, rounded up to whole minutes ('1 minute', '10 minutes'). */
export function waitText(ms: number): string {
	const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
	return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The refusal message of a window limit, e.g. 'Too many failed login attempts. Please try again in 15 minutes.' */
export function windowRefusal(kind: WindowKind, retryAfterMs: number): string {
	return `${WINDOW_REFUSALS[kind]} Please try again in ${waitText(retryAfterMs)}.`;
}

/** The key of a limit: the institute (its root, so branches share it) and the typed number or identifier. */
export function limitKey(instituteId: number, identifier: string): string {
	return `${instituteId}:${identifier.trim().toLowerCase()}`;
}

function checkCount(value: unknown, field: string): number {
	if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
		throw new TypeError(`startSandbox: limits.${field}: must be a whole number of at least 1`);
	}
	return value;
}

function checkWindow(value: WindowLimit | undefined, fallback: WindowLimit, field: string) {
	if (value === undefined) return fallback;
	return {
		max: checkCount(value.max, `${field}.max`),
		windowMs: checkCount(value.windowMs, `${field}.windowMs`),
	};
}

/** `startSandbox`'s `limits` over the defaults; a bad value throws a TypeError naming the field. */
export function abuseLimits(given: Partial<AbuseLimits> = {}): AbuseLimits {
	return {
		otpTries:
			given.otpTries === undefined
				? DEFAULT_LIMITS.otpTries
				: checkCount(given.otpTries, 'otpTries'),
		otpRequests: checkWindow(given.otpRequests, DEFAULT_LIMITS.otpRequests, 'otpRequests'),
		forgotPassword: checkWindow(
			given.forgotPassword,
			DEFAULT_LIMITS.forgotPassword,
			'forgotPassword',
		),
		loginFailures: checkWindow(given.loginFailures, DEFAULT_LIMITS.loginFailures, 'loginFailures'),
	};
}

/** What the limits have counted: events per kind and key, wrong tries per OTP. */
export class AbuseBook {
	readonly limits: AbuseLimits;
	private readonly now: () => number;
	private readonly events = new Map<string, number[]>();
	private readonly wrongOtpTries = new Map<number, number>();

	constructor(limits: AbuseLimits, now: () => number = Date.now) {
		this.limits = limits;
		this.now = now;
	}

	/** Refuses (429 with `Retry-After`, in the call's own spelling) when `kind` is at its limit for `key`. */
	enforce(kind: WindowKind, key: string): void {
		const now = this.now();
		const times = this.recent(kind, key, now);
		const verdict = windowVerdict(times, now, this.limits[kind]);
		if (verdict.allowed) return;
		const seconds = String(Math.ceil(verdict.retryAfterMs / 1000));
		throw new HttpError(429, windowRefusal(kind, verdict.retryAfterMs), undefined, {
			'Retry-After': seconds,
		});
	}

	/** Counts one event of `kind` for `key` now. */
	record(kind: WindowKind, key: string): void {
		const now = this.now();
		this.events.set(`${kind}:${key}`, [...this.recent(kind, key, now), now]);
	}

	/** `enforce`, then `record`: for calls where every answered request counts (M4, M5). */
	admit(kind: WindowKind, key: string): void {
		this.enforce(kind, key);
		this.record(kind, key);
	}

	/** Forgets what `kind` counted for `key` (a successful login clears its failures). */
	forget(kind: WindowKind, key: string): void {
		this.events.delete(`${kind}:${key}`);
	}

	/** Refuses (429) an OTP that has taken its wrong tries, whatever code is typed now. */
	enforceOtpTries(otpId: number): void {
		if ((this.wrongOtpTries.get(otpId) ?? 0) >= this.limits.otpTries) {
			throw new HttpError(429, OTP_TRIES_MESSAGE);
		}
	}

	/** Counts one wrong try of the OTP `otpId`. */
	recordWrongOtp(otpId: number): void {
		this.wrongOtpTries.set(otpId, (this.wrongOtpTries.get(otpId) ?? 0) + 1);
	}

	/** Forgets everything (`POST /__sandbox/reset`). */
	clear(): void {
		this.events.clear();
		this.wrongOtpTries.clear();
	}

	// The events still inside the window; older ones are dropped, so the map stays small.
	private recent(kind: WindowKind, key: string, now: number): number[] {
		const name = `${kind}:${key}`;
		const windowStart = now - this.limits[kind].windowMs;
		const times = (this.events.get(name) ?? []).filter((time) => time > windowStart);
		if (times.length === 0) this.events.delete(name);
		else this.events.set(name, times);
		return times;
	}
}
