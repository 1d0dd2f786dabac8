/**
 * src/server/security/csp.ts: a tenant's policy allows its own origin, the LMS services and only the
 * third parties it configured; inline code is allowed by the hash of its exact text.
 */
import { describe, expect, it } from 'vitest';
import { cspHash, cspSources, type CspInput } from '../../../../src/server/security/csp.ts';
import { googleFontsHref } from '../../../../src/lib/fonts/web-fonts.ts';
import { siteFixture } from '../../fixtures/site.ts';

const BASE: CspInput = {
	apiUrls: ['https://api.lms.example/', 'https://products.lms.example/prod'],
	integrations: null,
	checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
	googleFonts: false,
};

// Sunrise's fonts.
const DEMO_THEME = siteFixture({
	theme: { headingFont: 'Poppins', contentFont: 'Open Sans' },
}).theme;

const directive = (input: CspInput, name: string) =>
	cspSources(input).directives.find((entry) => entry.startsWith(`${name} `));

describe('cspHash', () => {
	it.each([
		['', 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='],
		["this.media='all'", 'sha256-MhtPZXr7+LpJUY5qtMutB+qWfQtMaPccfe7QXtCcEYc='],
	])('%j → %s', (text, hash) => {
		expect(cspHash(text)).toBe(hash);
	});
});

describe('cspSources', () => {
	it('with no integrations: its own origin, the two LMS services and the checkout', () => {
		const sources = cspSources(BASE);
		expect(sources.script).toEqual(["'self'", 'https://checkout.razorpay.com']);
		expect(sources.style).toEqual(["'self'"]);
		expect(sources.directives).toEqual([
			"default-src 'self'",
			"connect-src 'self' https://api.lms.example https://products.lms.example https://api.razorpay.com https://lumberjack.razorpay.com",
			"img-src 'self' data: blob: https: https://api.lms.example https://products.lms.example https://i.ytimg.com",
			"media-src 'self' https: blob: https://api.lms.example https://products.lms.example",
			"font-src 'self' data:",
			'frame-src https://www.youtube-nocookie.com https://api.razorpay.com https://checkout.razorpay.com',
			"worker-src 'self'",
			"manifest-src 'self'",
			"object-src 'none'",
			"base-uri 'self'",
			"form-action 'self'",
		]);
	});

	it.each([
		[
			'GA4',
			{ ga: 'G-ABC123', pixel: null, chat: null },
			['https://*.googletagmanager.com'],
			['https://*.google-analytics.com', 'https://*.analytics.google.com'],
		],
		[
			'the Meta pixel',
			{ ga: null, pixel: '123456', chat: null },
			['https://connect.facebook.net'],
			['https://www.facebook.com'],
		],
		[
			'a chat widget',
			{ ga: null, pixel: null, chat: 'https://widget.chat.example/loader.js?id=9' },
			['https://widget.chat.example'],
			['https://widget.chat.example'],
		],
	])('%s adds its hosts, and only its', (_name, integrations, script, connect) => {
		const sources = cspSources({ ...BASE, integrations });
		expect(sources.script).toEqual(["'self'", ...script, 'https://checkout.razorpay.com']);
		for (const host of connect)
			expect(directive({ ...BASE, integrations }, 'connect-src')).toContain(host);
		const others = ['googletagmanager', 'facebook', 'chat.example'].filter(
			(host) => !script.some((allowed) => allowed.includes(host)),
		);
		for (const host of others) expect(JSON.stringify(sources)).not.toContain(host);
	});

	it("a configured checkout (the sandbox's stand-in) replaces the provider's hosts", () => {
		const input = { ...BASE, checkoutScriptUrl: 'http://127.0.0.1:4010/sandbox/checkout.js' };
		expect(cspSources(input).script).toEqual(["'self'", 'http://127.0.0.1:4010']);
		expect(directive(input, 'frame-src')).toBe(
			'frame-src https://www.youtube-nocookie.com http://127.0.0.1:4010',
		);
		expect(JSON.stringify(cspSources(input))).not.toContain('razorpay');
	});

	it("self-hosted fonts (every demo tenant's) need no fonts host", () => {
		const demo = { ...BASE, googleFonts: googleFontsHref(DEMO_THEME) !== null };
		expect(cspSources(demo).style).toEqual(["'self'"]);
		expect(directive(demo, 'font-src')).toBe("font-src 'self' data:");
	});

	it('a font with no package adds Google Fonts, for styles and font files', () => {
		const input = { ...BASE, googleFonts: true };
		expect(cspSources(input).style).toEqual(["'self'", 'https://fonts.googleapis.com']);
		expect(directive(input, 'font-src')).toBe("font-src 'self' data: https://fonts.gstatic.com");
	});

	it('a URL that is not http(s) adds nothing', () => {
		const input: CspInput = {
			...BASE,
			apiUrls: ['javascript:alert(1)', 'not a url'],
			integrations: { ga: null, pixel: null, chat: 'data:text/javascript,alert(1)' },
			checkoutScriptUrl: 'ftp://files.example/x.js',
		};
		const sources = cspSources(input);
		expect(sources.script).toEqual(["'self'"]);
		expect(directive(input, 'connect-src')).toBe("connect-src 'self'");
		expect(directive(input, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com');
	});
});
