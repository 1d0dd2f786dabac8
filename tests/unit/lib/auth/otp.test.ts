import { describe, expect, it } from 'vitest';
import {
	backspaceAt,
	countdownAnnouncement,
	emptyDigits,
	enterDigits,
	formatCountdown,
	isComplete,
	normaliseOtp,
	OTP_LENGTH,
	OTP_RESEND_SECONDS,
	secondsLeft,
} from '../../../../src/lib/auth/otp.ts';

describe('OTP constants', () => {
	it('has four digits and a 120 s resend timer', () => {
		expect(OTP_LENGTH).toBe(4);
		expect(OTP_RESEND_SECONDS).toBe(120);
	});
});

describe('normaliseOtp', () => {
	it.each<[string, string]>([
		['1234', '1234'],
		[' 1 2 3 4 ', '1234'],
		['12\t34\n', '1234'],
		['123456', '1234'],
		['12-34', '1234'],
		['ab12', '12'],
		['', ''],
		['   ', ''],
	])('%j → %j', (input, code) => {
		expect(normaliseOtp(input)).toBe(code);
	});
});

describe('isComplete', () => {
	it.each<[string[] | string, boolean]>([
		[['1', '2', '3', '4'], true],
		[['1', '2', '', '4'], false],
		[['1', '2', '3'], false],
		['1234', true],
		['123', false],
		['12345', false],
		['12a4', false],
		[emptyDigits(), false],
	])('%j → %s', (digits, complete) => {
		expect(isComplete(digits)).toBe(complete);
	});
});

describe('enterDigits', () => {
	const empty = emptyDigits();
	it.each<[string, string[], number, string, string[], number]>([
		['one digit fills the box and moves on', empty, 0, '7', ['7', '', '', ''], 1],
		['the last box keeps the focus', ['1', '2', '3', ''], 3, '4', ['1', '2', '3', '4'], 3],
		['a whole code fills from the box', empty, 0, '1234', ['1', '2', '3', '4'], 3],
		['a code with spaces fills too', empty, 0, ' 12 34 ', ['1', '2', '3', '4'], 3],
		['a partial paste fills from the box', ['9', '', '', ''], 1, '23', ['9', '2', '3', ''], 3],
		['overflow is dropped', empty, 2, '5678', ['', '', '5', '6'], 3],
		['a letter is ignored', ['1', '', '', ''], 1, 'x', ['1', '', '', ''], 1],
		['a letter leaves a filled box as it was', ['1', '2', '', ''], 1, 'x', ['1', '2', '', ''], 1],
		['an empty value clears the box', ['1', '2', '', ''], 1, '', ['1', '', '', ''], 1],
	])('%s', (_case, digits, index, input, next, focus) => {
		expect(enterDigits(digits, index, input)).toEqual({ digits: next, focus });
	});

	it('does not change the boxes it was given', () => {
		const digits = emptyDigits();
		enterDigits(digits, 0, '1234');
		expect(digits).toEqual(['', '', '', '']);
	});
});

describe('backspaceAt', () => {
	it.each<[string, string[], number, string[], number]>([
		['clears a filled box in place', ['1', '2', '3', '4'], 3, ['1', '2', '3', ''], 3],
		[
			'an empty box clears the previous one and moves back',
			['1', '2', '', ''],
			2,
			['1', '', '', ''],
			1,
		],
		['the first box stays', ['', '', '', ''], 0, ['', '', '', ''], 0],
	])('%s', (_case, digits, index, next, focus) => {
		expect(backspaceAt(digits, index)).toEqual({ digits: next, focus });
	});
});

describe('secondsLeft', () => {
	it.each<[number | null, number, number]>([
		[null, 0, 0],
		[120_000, 0, 120],
		[120_000, 500, 120],
		[120_000, 1_000, 119],
		[120_000, 119_001, 1],
		[120_000, 120_000, 0],
		[120_000, 200_000, 0],
	])('ends %s, now %s → %s', (endsAt, now, left) => {
		expect(secondsLeft(endsAt, now)).toBe(left);
	});
});

describe('formatCountdown', () => {
	it.each<[number, string]>([
		[120, '02:00'],
		[119, '01:59'],
		[65, '01:05'],
		[60, '01:00'],
		[9, '00:09'],
		[0, '00:00'],
		[-3, '00:00'],
		[59.7, '00:59'],
	])('%s → %s', (seconds, text) => {
		expect(formatCountdown(seconds)).toBe(text);
	});
});

describe('countdownAnnouncement', () => {
	it.each<[number, string]>([
		[120, 'You can resend the OTP in 2 minutes.'],
		[61, 'You can resend the OTP in 2 minutes.'],
		[60, 'You can resend the OTP in 1 minute.'],
		[31, 'You can resend the OTP in 1 minute.'],
		[30, 'You can resend the OTP in 30 seconds.'],
		[1, 'You can resend the OTP in 30 seconds.'],
		[0, 'You can resend the OTP now.'],
	])('%s s → %s', (seconds, text) => {
		expect(countdownAnnouncement(seconds)).toBe(text);
	});

	it('changes only four times over the whole countdown', () => {
		const texts = new Set<string>();
		for (let seconds = OTP_RESEND_SECONDS; seconds >= 0; seconds -= 1)
			texts.add(countdownAnnouncement(seconds));
		expect(texts.size).toBe(4);
	});
});
