/**
 * scripts/lib/serve/security-headers.ts: reading a page's Content Security Policy from its meta tag and
 * writing it as a header, with what only a header can say.
 */
import { describe, expect, it } from 'vitest';
import { headerPolicy, policyOfPage } from '../../../../scripts/lib/serve/security-headers.ts';

describe('policyOfPage', () => {
	it.each([
		[
			'as Astro writes it',
			`<head><meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' 'sha256-x=';"></head>`,
			"default-src 'self';script-src 'self' 'sha256-x=';",
		],
		[
			'with entities',
			`<meta content="script-src &#39;self&#39; &#39;sha256-y=&#39;" http-equiv="Content-Security-Policy">`,
			"script-src 'self' 'sha256-y='",
		],
		['none', '<head><title>No policy</title></head>', null],
		[
			'report-only is not a policy',
			`<meta http-equiv="content-security-policy-report-only" content="x">`,
			null,
		],
	])('%s', (_name, html, expected) => {
		expect(policyOfPage(html)).toBe(expected);
	});
});

describe('headerPolicy', () => {
	it.each([
		[
			"default-src 'self';connect-src 'self' https://api.example; script-src 'self' 'sha256-x=';",
			"default-src 'self'; connect-src 'self' https://api.example; script-src 'self' 'sha256-x='; frame-ancestors 'self'",
		],
		["  script-src   'self'  ;;", "script-src 'self'; frame-ancestors 'self'"],
	])('%s', (meta, header) => {
		expect(headerPolicy(meta)).toBe(header);
	});
});
