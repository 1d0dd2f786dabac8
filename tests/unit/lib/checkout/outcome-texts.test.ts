/**
 * The words of /thankyou and /fail, pinned to the spec's sentences (section 2 "Thank-you and
 * failure"): heading and message together read exactly as the spec does.
 */
import { describe, expect, it } from 'vitest';
import {
	BUY_ANOTHER,
	FAILURE_HEADING,
	FAILURE_MESSAGE,
	RECEIPT_FALLBACK,
	THANK_YOU_HEADING,
	THANK_YOU_MESSAGE,
	TRY_AGAIN,
} from '../../../../src/lib/checkout/outcome-texts.ts';

describe('outcome texts', () => {
	it.each([
		[
			'success',
			`${THANK_YOU_HEADING} ${THANK_YOU_MESSAGE}`,
			'Thank You! Payment done successfully. Purchased Product will get assigned to you within 1hr. Happy Learning!',
		],
		[
			'failure',
			`${FAILURE_HEADING} ${FAILURE_MESSAGE}`,
			'OOPS! Something went wrong at the time of purchasing product',
		],
	])('the %s text is the spec sentence', (_case, text, expected) => {
		expect(text).toBe(expected);
	});

	it.each([
		['Buy another product', BUY_ANOTHER, { label: 'Buy another product', href: '/product' }],
		['Try again', TRY_AGAIN, { label: 'Try again', href: '/cart' }],
	])('%s links where the spec says', (_case, link, expected) => {
		expect(link).toEqual(expected);
	});

	it('the receipt fallback names the automated receipt and the registered email', () => {
		expect(RECEIPT_FALLBACK).toBe(
			'An automated receipt will be sent to the email address you registered with.',
		);
	});
});
