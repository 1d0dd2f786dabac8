/**
 * src/server/security/site-csp.ts: a tenant's policy per page. Where a password is typed (/login,
 * /register, /forgot) no third party is allowed, the payment gateway's checkout script included:
 * that page never pays, and any script on it could read the field (issue 46). The cart keeps it.
 */
import { describe, expect, it } from 'vitest';
import { siteCspSources } from '../../../../src/server/security/site-csp.ts';
import { thirdPartyAllowed } from '../../../../src/lib/tracking/tag-rules.ts';
import { siteFixture } from '../../fixtures/site.ts';

// A tenant with every integration, paying through gateway one's own checkout.
const site = siteFixture({
	api: { mainApiUrl: 'https://api.lms.example', productApiUrl: 'https://products.lms.example' },
	integrations: {
		metaPixelId: '123456',
		siteVerification: null,
		googleAnalyticsId: 'G-ABC123',
		chatScriptUrl: 'https://widget.chat.example/loader.js',
	},
	payment: {
		checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
		platformKeyId: null,
	},
});

// The policy of the page at `path`, as its head computes it (src/layouts/SiteHead.astro).
const policyOf = (path: string) => siteCspSources(site, thirdPartyAllowed(path));

describe('siteCspSources on the pages where a password is typed', () => {
	it.each(['/login', '/register', '/forgot', '/login/', '/forgot/'])(
		'%s allows no script but its own, and no frame or call of the gateway',
		(path) => {
			const sources = policyOf(path);
			expect(sources.script).toEqual(["'self'"]);
			expect(sources.directives).toContain(
				"connect-src 'self' https://api.lms.example https://products.lms.example",
			);
			expect(sources.directives).toContain('frame-src https://www.youtube-nocookie.com');
			expect(JSON.stringify(sources)).not.toContain('razorpay');
		},
	);

	it("a stand-in checkout (the sandbox's) is left out as well", () => {
		const sandbox = siteFixture({
			payment: {
				checkoutScriptUrl: 'http://127.0.0.1:4010/sandbox/checkout.js',
				platformKeyId: null,
			},
		});
		const sources = siteCspSources(sandbox, thirdPartyAllowed('/login'));
		expect(sources.script).toEqual(["'self'"]);
		expect(JSON.stringify(sources)).not.toContain('127.0.0.1:4010');
	});
});

describe('siteCspSources on the pages that pay or track', () => {
	it.each(['/cart', '/dashboard/cart', '/'])(
		'%s allows the gateway and the integrations',
		(path) => {
			const sources = policyOf(path);
			expect(sources.script).toEqual([
				"'self'",
				'https://*.googletagmanager.com',
				'https://connect.facebook.net',
				'https://widget.chat.example',
				'https://checkout.razorpay.com',
			]);
			expect(sources.directives).toContain(
				'frame-src https://www.youtube-nocookie.com https://api.razorpay.com https://checkout.razorpay.com https://widget.chat.example',
			);
		},
	);
});
