/**
 * scripts/lib/hosts/host-headers.ts: the values every host file carries, pinned here as literals
 * (they come from security-headers.ts and cache-control.ts, the one source), with HSTS on and off.
 */
import { describe, expect, it } from 'vitest';
import { hostHeaders, hstsValue } from '../../../../scripts/lib/hosts/host-headers.ts';

const HARDENING = {
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'Permissions-Policy':
		'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self "https://api.razorpay.com")',
	'X-Frame-Options': 'SAMEORIGIN',
	'Content-Security-Policy': "frame-ancestors 'self'",
};

describe('hostHeaders', () => {
	it.each([
		[31_536_000, { ...HARDENING, 'Strict-Transport-Security': 'max-age=31536000' }],
		[86_400, { ...HARDENING, 'Strict-Transport-Security': 'max-age=86400' }],
		[0, HARDENING],
	])(
		'with HSTS_MAX_AGE=%i sends the hardening headers, frame-ancestors and HSTS when on',
		(maxAge, always) => {
			expect(hostHeaders(maxAge).always).toEqual(always);
		},
	);

	it('caches hashed assets and optimised images immutable, everything else revalidates', () => {
		const headers = hostHeaders(31_536_000);
		expect(headers.immutablePrefixes).toEqual(['/_astro/', '/_img/']);
		expect(headers.immutable).toBe('public, max-age=31536000, immutable');
		expect(headers.revalidate).toBe('no-cache');
	});
});

describe('hstsValue', () => {
	it.each([
		[31_536_000, 'max-age=31536000'],
		[63_072_000, 'max-age=63072000'],
		[1, 'max-age=1'],
		[0, null],
	])('max-age %i: %s, never includeSubDomains nor preload', (maxAge, value) => {
		expect(hstsValue(maxAge)).toBe(value);
	});
});
