/**
 * scripts/lib/hosts/host-headers.ts: the values every host file carries, pinned here as literals
 * (they come from security-headers.ts and cache-control.ts, the one source).
 */
import { describe, expect, it } from 'vitest';
import { HOST_HEADERS } from '../../../../scripts/lib/hosts/host-headers.ts';

describe('HOST_HEADERS', () => {
	it('sends the hardening headers and a header-only frame-ancestors policy on every response', () => {
		expect(HOST_HEADERS.always).toEqual({
			'X-Content-Type-Options': 'nosniff',
			'Referrer-Policy': 'strict-origin-when-cross-origin',
			'Permissions-Policy':
				'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self "https://api.razorpay.com")',
			'X-Frame-Options': 'SAMEORIGIN',
			'Content-Security-Policy': "frame-ancestors 'self'",
		});
	});

	it('caches hashed assets and optimised images immutable, everything else revalidates', () => {
		expect(HOST_HEADERS.immutablePrefixes).toEqual(['/_astro/', '/_img/']);
		expect(HOST_HEADERS.immutable).toBe('public, max-age=31536000, immutable');
		expect(HOST_HEADERS.revalidate).toBe('no-cache');
	});
});
