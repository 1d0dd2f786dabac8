/**
 * scripts/lib/hosts/cloudfront-policy.ts: the CloudFront response headers policy, in the shape of
 * the API's ResponseHeadersPolicyConfig.
 */
import { describe, expect, it } from 'vitest';
import { cloudfrontPolicy } from '../../../../scripts/lib/hosts/cloudfront-policy.ts';
import { hostHeaders } from '../../../../scripts/lib/hosts/host-headers.ts';

describe('cloudfrontPolicy', () => {
	it('puts the named security headers in SecurityHeadersConfig and Permissions-Policy in custom', () => {
		expect(cloudfrontPolicy(hostHeaders(0))).toEqual({
			Name: 'institute-sites-security-headers',
			Comment: 'Written by the build; Cache-Control comes from each object (npm run deploy).',
			SecurityHeadersConfig: {
				ContentTypeOptions: { Override: true },
				ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
				FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
				ContentSecurityPolicy: {
					ContentSecurityPolicy: "frame-ancestors 'self'",
					Override: true,
				},
			},
			CustomHeadersConfig: {
				Quantity: 1,
				Items: [
					{
						Header: 'Permissions-Policy',
						Value:
							'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self "https://api.razorpay.com")',
						Override: true,
					},
				],
			},
		});
	});

	it.each([
		[31_536_000, { AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: false, Preload: false }],
		[600, { AccessControlMaxAgeSec: 600, IncludeSubdomains: false, Preload: false }],
		[0, undefined],
	])('with HSTS max-age %i, sets StrictTransportSecurity to %j', (maxAge, hsts) => {
		const policy = cloudfrontPolicy(hostHeaders(maxAge));
		expect(policy.SecurityHeadersConfig.StrictTransportSecurity).toEqual(
			hsts === undefined ? undefined : { ...hsts, Override: true },
		);
		// Never a custom header: CloudFront refuses Strict-Transport-Security there.
		expect(policy.CustomHeadersConfig.Quantity).toBe(1);
	});

	it.each([
		['max-age=60; includeSubDomains; preload', 60, true, true],
		['Max-Age=5;preload', 5, false, true],
	])('reads Strict-Transport-Security: %s', (value, maxAge, subdomains, preload) => {
		const policy = cloudfrontPolicy({
			...hostHeaders(0),
			always: { 'Strict-Transport-Security': value },
		});
		expect(policy.SecurityHeadersConfig.StrictTransportSecurity).toEqual({
			AccessControlMaxAgeSec: maxAge,
			IncludeSubdomains: subdomains,
			Preload: preload,
			Override: true,
		});
	});

	it('keeps within CloudFront limits: a name of letters, digits, - and _, a short comment, no Cache-Control', () => {
		const policy = cloudfrontPolicy(hostHeaders(31_536_000));
		expect(policy.Name).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
		expect(policy.Comment.length).toBeLessThanOrEqual(128);
		const custom = policy.CustomHeadersConfig.Items.map((item) => item.Header.toLowerCase());
		expect(custom).not.toContain('cache-control');
	});

	it('matches header names in any case', () => {
		const policy = cloudfrontPolicy({
			...hostHeaders(0),
			always: { 'x-frame-options': 'DENY', 'X-Custom': 'a' },
		});
		expect(policy.SecurityHeadersConfig).toEqual({
			FrameOptions: { FrameOption: 'DENY', Override: true },
		});
		expect(policy.CustomHeadersConfig).toEqual({
			Quantity: 1,
			Items: [{ Header: 'X-Custom', Value: 'a', Override: true }],
		});
	});

	it.each([
		['X-Content-Type-Options', 'sniff'],
		['X-Frame-Options', 'ALLOW-FROM https://a.example'],
		['Strict-Transport-Security', 'includeSubDomains'],
		['Strict-Transport-Security', 'max-age=60; always'],
	])('refuses %s: %s, a value CloudFront cannot send', (name, value) => {
		expect(() => cloudfrontPolicy({ ...hostHeaders(0), always: { [name]: value } })).toThrow(
			/CloudFront sends only/,
		);
	});
});
