/**
 * scripts/lib/hosts/headers-file.ts: the `_headers` file for Netlify and Cloudflare Pages, and what
 * each host makes of it for a page and an asset.
 */
import { describe, expect, it } from 'vitest';
import { headersFile } from '../../../../scripts/lib/hosts/headers-file.ts';
import { hostHeaders } from '../../../../scripts/lib/hosts/host-headers.ts';

const PERMISSIONS =
	'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self "https://api.razorpay.com")';

const EXPECTED = `# Written by the build (scripts/lib/hosts/headers-file.ts) for Netlify and Cloudflare Pages.
/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: ${PERMISSIONS}
  X-Frame-Options: SAMEORIGIN
  Content-Security-Policy: frame-ancestors 'self'
  Cache-Control: no-cache

/_astro/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable

/_img/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable
`;

type Rule = { path: string; set: Array<[string, string]>; unset: string[] };

/** The rules of a `_headers` text, read the way Cloudflare Pages documents it. */
function parseRules(text: string): Rule[] {
	const rules: Rule[] = [];
	for (const raw of text.split('\n')) {
		const line = raw.trim();
		if (line === '' || line.startsWith('#')) continue;
		if (line.startsWith('/')) rules.push({ path: line, set: [], unset: [] });
		else if (line.startsWith('! ')) rules.at(-1)!.unset.push(line.slice(2).toLowerCase());
		else {
			const at = line.indexOf(':');
			rules.at(-1)!.set.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
		}
	}
	return rules;
}

const matches = (pattern: string, path: string) =>
	pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/**
 * Cloudflare Pages: every matching rule in order; a detached header is removed, and a header set
 * again by a later rule joins the earlier value with a comma.
 */
function cloudflareHeaders(text: string, path: string): Record<string, string> {
	const headers: Record<string, string> = {};
	for (const rule of parseRules(text).filter((candidate) => matches(candidate.path, path))) {
		for (const name of rule.unset) delete headers[name];
		for (const [name, value] of rule.set)
			headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
	}
	return headers;
}

describe('headersFile', () => {
	it('writes the security headers on /* and detaches no-cache on the immutable folders', () => {
		expect(headersFile(hostHeaders(0))).toBe(EXPECTED);
	});

	it.each([
		[31_536_000, '  Strict-Transport-Security: max-age=31536000\n'],
		[600, '  Strict-Transport-Security: max-age=600\n'],
	])('with HSTS max-age %i, adds %j after the other headers of /*', (maxAge, line) => {
		expect(headersFile(hostHeaders(maxAge))).toBe(
			EXPECTED.replace('  Cache-Control: no-cache\n', `${line}  Cache-Control: no-cache\n`),
		);
	});

	it('writes any header set and prefixes it is given', () => {
		expect(
			headersFile({
				always: { 'X-A': '1' },
				immutablePrefixes: ['/static/'],
				immutable: 'max-age=60',
				revalidate: 'no-store',
			}),
		).toBe(
			[
				'# Written by the build (scripts/lib/hosts/headers-file.ts) for Netlify and Cloudflare Pages.',
				'/*',
				'  X-A: 1',
				'  Cache-Control: no-store',
				'',
				'/static/*',
				'  ! Cache-Control',
				'  Cache-Control: max-age=60',
				'',
			].join('\n'),
		);
	});

	it.each([
		['/', 'no-cache'],
		['/login/', 'no-cache'],
		['/product/jee-main-2026-full-test-series-2001', 'no-cache'],
		['/404.html', 'no-cache'],
		['/images/_astro/logo.png', 'no-cache'],
		['/_astro/client.abc123.js', 'public, max-age=31536000, immutable'],
		['/_img/0123456789abcdef-800.webp', 'public, max-age=31536000, immutable'],
	])(
		'Cloudflare Pages sends %s exactly one Cache-Control, %s, and every security header',
		(path, cache) => {
			expect(cloudflareHeaders(EXPECTED, path)).toEqual({
				'x-content-type-options': 'nosniff',
				'referrer-policy': 'strict-origin-when-cross-origin',
				'permissions-policy': PERMISSIONS,
				'x-frame-options': 'SAMEORIGIN',
				'content-security-policy': "frame-ancestors 'self'",
				'cache-control': cache,
			});
		},
	);

	it('needs the detach: without it an asset would get both values, joined', () => {
		const undetached = EXPECTED.replaceAll('  ! Cache-Control\n', '');
		expect(cloudflareHeaders(undetached, '/_astro/a.js')['cache-control']).toBe(
			'no-cache, public, max-age=31536000, immutable',
		);
	});

	it('keeps every line within Cloudflare Pages’ 2,000 characters and Netlify’s name: value form', () => {
		for (const line of EXPECTED.split('\n')) {
			expect(line.length).toBeLessThanOrEqual(2000);
			// Netlify skips a line without a colon (the detach); any other line is a path or a header.
			expect(line === '' || /^(#|\/| {2}! | {2}[A-Za-z-]+: \S)/.test(line)).toBe(true);
		}
	});
});
