import { describe, expect, it } from 'vitest';
import {
	canContinue,
	FORGOT_INVALID_MESSAGE,
	FORGOT_SENT_MESSAGE,
	forgotMobileInput,
	validateForgot,
} from '../../../../src/lib/validation/forgot.ts';

describe('forgot password', () => {
	it.each<[string, string]>([
		['9876543210', '9876543210'],
		['98765abc43210', '9876543210'],
		['+91 98765-43210', '919876543210'],
		['abc', ''],
	])('the mobile field keeps the digits of %j', (typed, kept) => {
		expect(forgotMobileInput(typed)).toBe(kept);
	});

	it.each<[string, boolean]>([
		['', false],
		['9', true],
		['9876543210', true],
	])('Continue enabled for %j: %s', (mobile, enabled) => {
		expect(canContinue(mobile)).toBe(enabled);
	});

	it.each<[string, string | null]>([
		['9876543210', null],
		['', 'Please enter a valid phone number'],
		['98765x', 'Please enter a valid phone number'],
		[' 9876543210', 'Please enter a valid phone number'],
	])('validates %j', (mobile, error) => {
		expect(validateForgot(mobile)).toBe(error);
	});

	it('uses the spec texts', () => {
		expect(FORGOT_SENT_MESSAGE).toBe('New Password sent to your registered mobile number.');
		expect(FORGOT_INVALID_MESSAGE).toBe('Please enter a valid phone number');
	});
});
