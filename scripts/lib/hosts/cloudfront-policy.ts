/**
 * The CloudFront response headers policy for a distribution in front of the deployed bucket
 * (`npm run deploy`): a `ResponseHeadersPolicyConfig` as `aws cloudfront
 * create-response-headers-policy --response-headers-policy-config file://…` takes it. The
 * headers CloudFront knows by name go in SecurityHeadersConfig; the others (Permissions-Policy)
 * in CustomHeadersConfig. Cache-Control is not in it: every object carries its own from the
 * deploy (cache-control.ts), and a policy would put one value on every path.
 */

import type { HostHeaders } from './host-headers.ts';

/** The policy's name in the account (letters, digits, `-` and `_`). */
export const CLOUDFRONT_POLICY_NAME = 'institute-sites-security-headers';

interface Override {
	Override: boolean;
}

/** The part of CloudFront's `ResponseHeadersPolicyConfig` the policy uses. */
export interface ResponseHeadersPolicyConfig {
	Name: string;
	Comment: string;
	SecurityHeadersConfig: {
		ContentTypeOptions?: Override;
		FrameOptions?: Override & { FrameOption: 'DENY' | 'SAMEORIGIN' };
		ReferrerPolicy?: Override & { ReferrerPolicy: string };
		ContentSecurityPolicy?: Override & { ContentSecurityPolicy: string };
		StrictTransportSecurity?: Override & {
			AccessControlMaxAgeSec: number;
			IncludeSubdomains: boolean;
			Preload: boolean;
		};
	};
	CustomHeadersConfig: {
		Quantity: number;
		Items: Array<Override & { Header: string; Value: string }>;
	};
}

type SecurityConfig = ResponseHeadersPolicyConfig['SecurityHeadersConfig'];

// Each header CloudFront sets by name, and how its value goes in; it accepts no other value.
const SECURITY: Record<string, (value: string) => SecurityConfig> = {
	'x-content-type-options': (value) => {
		if (value !== 'nosniff')
			throw new Error(`CloudFront sends only X-Content-Type-Options: nosniff`);
		return { ContentTypeOptions: { Override: true } };
	},
	'x-frame-options': (value) => {
		if (value !== 'DENY' && value !== 'SAMEORIGIN')
			throw new Error(`CloudFront sends only X-Frame-Options DENY or SAMEORIGIN, not ${value}`);
		return { FrameOptions: { FrameOption: value, Override: true } };
	},
	'referrer-policy': (value) => ({ ReferrerPolicy: { ReferrerPolicy: value, Override: true } }),
	'content-security-policy': (value) => ({
		ContentSecurityPolicy: { ContentSecurityPolicy: value, Override: true },
	}),
	'strict-transport-security': (value) => {
		const directives = value.split(';').map((directive) => directive.trim().toLowerCase());
		const maxAge = /^max-age=(\d+)$/.exec(directives[0] ?? '')?.[1];
		const rest = new Set(directives.slice(1));
		if (
			maxAge === undefined ||
			[...rest].some((name) => !/^(includesubdomains|preload)$/.test(name))
		)
			throw new Error(
				`CloudFront sends only Strict-Transport-Security: max-age=<s>[; includeSubDomains][; preload], not ${value}`,
			);
		return {
			StrictTransportSecurity: {
				AccessControlMaxAgeSec: Number(maxAge),
				IncludeSubdomains: rest.has('includesubdomains'),
				Preload: rest.has('preload'),
				Override: true,
			},
		};
	},
};

/** The policy for `headers`: every header of `headers.always`, overriding the origin's. */
export function cloudfrontPolicy(headers: HostHeaders): ResponseHeadersPolicyConfig {
	let security: SecurityConfig = {};
	const custom: ResponseHeadersPolicyConfig['CustomHeadersConfig']['Items'] = [];
	for (const [name, value] of Object.entries(headers.always)) {
		const known = SECURITY[name.toLowerCase()];
		if (known) security = { ...security, ...known(value) };
		else custom.push({ Header: name, Value: value, Override: true });
	}
	return {
		Name: CLOUDFRONT_POLICY_NAME,
		Comment: 'Written by the build; Cache-Control comes from each object (npm run deploy).',
		SecurityHeadersConfig: security,
		CustomHeadersConfig: { Quantity: custom.length, Items: custom },
	};
}
