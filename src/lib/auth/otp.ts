/**
 * OTP rules of registration (spec sections 2, 5 and 9): four digits, whitespace removed, a 120 s
 * resend timer shown as mm:ss, and the few announcements a screen reader hears while it runs.
 * Pure: the OTP boxes and the registration store share these.
 */

/** An OTP has four digits. */
export const OTP_LENGTH = 4;

/** Resend OTP stays disabled this long after an OTP is sent. */
export const OTP_RESEND_SECONDS = 120;

/** Digits of a typed or pasted code: whitespace and anything else removed, at most four. */
export function normaliseOtp(input: string): string {
	return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** True when `digits` (one entry per box, or the joined code) holds exactly four digits. */
export function isComplete(digits: readonly string[] | string): boolean {
	const code = typeof digits === 'string' ? digits : digits.join('');
	return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

/** Four empty boxes. */
export function emptyDigits(): string[] {
	return Array.from({ length: OTP_LENGTH }, () => '');
}

/**
 * What the boxes hold after `input` arrives in box `index` (typed, pasted or autofilled), and
 * which box gets the focus: one digit fills the box and moves on, several fill the boxes from
 * `index` onwards, nothing (a deletion) clears the box and keeps the focus there.
 */
export function enterDigits(
	digits: readonly string[],
	index: number,
	input: string,
): { digits: string[]; focus: number } {
	const next = [...digits];
	const typed = normaliseOtp(input);
	if (typed === '') {
		// Input with no digit at all (a letter) leaves the box as it was; an empty value clears it.
		if (input === '') next[index] = '';
		return { digits: next, focus: index };
	}
	let at = index;
	for (const digit of typed) {
		if (at >= OTP_LENGTH) break;
		next[at] = digit;
		at += 1;
	}
	return { digits: next, focus: Math.min(at, OTP_LENGTH - 1) };
}

/**
 * Backspace in box `index`: a filled box is cleared where it is; an empty one clears the previous
 * box and moves the focus back to it.
 */
export function backspaceAt(
	digits: readonly string[],
	index: number,
): { digits: string[]; focus: number } {
	const next = [...digits];
	if (next[index] !== '' || index === 0) {
		next[index] = '';
		return { digits: next, focus: index };
	}
	next[index - 1] = '';
	return { digits: next, focus: index - 1 };
}

/** Whole seconds left until `endsAt` (epoch ms), never negative. */
export function secondsLeft(endsAt: number | null, now: number): number {
	if (endsAt === null) return 0;
	return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** A countdown as mm:ss (`125` → `02:05`). */
export function formatCountdown(seconds: number): string {
	const whole = Math.max(0, Math.floor(seconds));
	const pad = (value: number) => String(value).padStart(2, '0');
	return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/**
 * The polite announcement for the time left. It changes only at a few milestones (2 minutes,
 * 1 minute, 30 seconds, done), so a live region showing it speaks four times, not every second.
 */
export function countdownAnnouncement(seconds: number): string {
	if (seconds <= 0) return 'You can resend the OTP now.';
	if (seconds > 60) return 'You can resend the OTP in 2 minutes.';
	if (seconds > 30) return 'You can resend the OTP in 1 minute.';
	return 'You can resend the OTP in 30 seconds.';
}
