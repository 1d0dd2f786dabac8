import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from '../../../../src/lib/feedback/constants.ts';
import { FAILURE_TEXT, RELOAD_LOCK_MS } from '../../../../src/lib/feedback/failure.ts';
import { safeLink } from '../../../../src/lib/feedback/link.ts';
import { toastOptions } from '../../../../src/components/feedback/toast.ts';

describe('safeLink', () => {
	it.each([
		[
			'https://play.google.com/store/apps/details?id=x',
			{ href: 'https://play.google.com/store/apps/details?id=x', external: true },
		],
		[' http://example.in ', { href: 'http://example.in', external: true }],
		['/login', { href: '/login', external: false }],
		['//evil.example', null],
		['javascript:alert(1)', null],
		['data:text/html,x', null],
		['', null],
		[null, null],
	])('%j → %j', (url, expected) => {
		expect(safeLink(url)).toEqual(expected);
	});
});

describe('toastOptions', () => {
	it('errors are announced assertively, others politely', () => {
		expect(toastOptions('error').ariaProps).toEqual({ role: 'alert', 'aria-live': 'assertive' });
		for (const kind of ['info', 'success', 'warning', 'default'] as const) {
			expect(toastOptions(kind).ariaProps).toEqual({ role: 'status', 'aria-live': 'polite' });
		}
	});

	it('every kind but the default gets an icon; each kind a class', () => {
		expect(toastOptions('info').icon).toBeTruthy();
		expect(toastOptions('warning').icon).toBeTruthy();
		expect(toastOptions('success').icon).toBeTruthy();
		expect(toastOptions('error').icon).toBeTruthy();
		expect(toastOptions('default').icon).toBeUndefined();
		expect(toastOptions('warning').className).toBe('toast toast-warning');
		expect(toastOptions('info', { duration: 1 }).duration).toBe(1);
	});
});

describe('constants', () => {
	it('match the spec', () => {
		expect(FAILURE_TEXT).toBe('Something went wrong! Please try after some time.');
		expect(RELOAD_LOCK_MS).toBe(3000);
		expect(TOAST_DURATION_MS).toBe(3000);
	});
});
