/**
 * The policy tag first in the head (src/integrations/csp-first.ts; issue 28 point 3): moved right
 * after `<meta charset>`, before any script or institute-derived tag, the rest of the page byte
 * for byte as it was.
 */
import { describe, expect, it } from 'vitest';
import { cspFirst } from '../../../src/integrations/csp-first.ts';

const POLICY =
	'<meta http-equiv="content-security-policy" content="default-src &#39;self&#39;; script-src &#39;self&#39; &#39;sha256-abc=&#39;">';
const page = (head: string, body = '<p>x</p>') =>
	`<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const run = (html: string) => Buffer.from(cspFirst(Buffer.from(html))).toString('utf8');

describe('cspFirst', () => {
	it.each<[string, string, string]>([
		[
			'at the end of the head, after inline scripts and tags',
			page(
				`<meta charset="utf-8"><title>T</title><script>a()</script><link rel="icon" href="/i">${POLICY}<style>b</style>`,
			),
			page(
				`<meta charset="utf-8">${POLICY}<title>T</title><script>a()</script><link rel="icon" href="/i"><style>b</style>`,
			),
		],
		[
			'already first',
			page(`<meta charset="utf-8">${POLICY}<title>T</title>`),
			page(`<meta charset="utf-8">${POLICY}<title>T</title>`),
		],
		[
			'Devanagari text around it stays byte for byte',
			page(`<meta charset="utf-8"><title>गणित कक्षा 10</title>${POLICY}`, '<p>नमस्ते</p>'),
			page(`<meta charset="utf-8">${POLICY}<title>गणित कक्षा 10</title>`, '<p>नमस्ते</p>'),
		],
		[
			'the same text in the head before Astro’s tag: the last one is the page’s',
			page(
				`<meta charset="utf-8"><title>&lt;meta http-equiv="content-security-policy"</title><script type="application/ld+json">{"a":"\\u003cmeta http-equiv=\\"content-security-policy\\""}</script>${POLICY}`,
			),
			page(
				`<meta charset="utf-8">${POLICY}<title>&lt;meta http-equiv="content-security-policy"</title><script type="application/ld+json">{"a":"\\u003cmeta http-equiv=\\"content-security-policy\\""}</script>`,
			),
		],
		[
			'no policy tag',
			page('<meta charset="utf-8"><title>T</title>'),
			page('<meta charset="utf-8"><title>T</title>'),
		],
		['no charset tag', page(`<title>T</title>${POLICY}`), page(`<title>T</title>${POLICY}`)],
		[
			'a policy tag only in the body',
			page('<meta charset="utf-8">', POLICY),
			page('<meta charset="utf-8">', POLICY),
		],
		[
			'no head end',
			`<meta charset="utf-8"><p>x</p>${POLICY}`,
			`<meta charset="utf-8"><p>x</p>${POLICY}`,
		],
	])('%s', (_case, input, expected) => {
		expect(run(input)).toBe(expected);
	});

	it('returns the same bytes when nothing moves', () => {
		const bytes = Buffer.from(page('<meta charset="utf-8"><title>T</title>'));
		expect(cspFirst(bytes)).toBe(bytes);
	});
});
