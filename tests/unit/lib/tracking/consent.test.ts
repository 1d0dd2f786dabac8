import { describe, expect, it } from 'vitest';
import { asksConsent, consentPhrases } from '../../../../src/lib/tracking/consent.ts';
import type { Integrations } from '../../../../src/lib/lms/types.ts';

const site = (overrides: Partial<Integrations>, consentBanner = true) => ({
	consentBanner,
	integrations: {
		metaPixelId: null,
		siteVerification: null,
		googleAnalyticsId: null,
		chatScriptUrl: null,
		...overrides,
	},
});

describe('asksConsent', () => {
	it.each([
		['GA4 and the pixel', site({ googleAnalyticsId: 'G-SANDBOX101', metaPixelId: '42' }), true],
		['GA4 only', site({ googleAnalyticsId: 'G-SANDBOX103' }), true],
		['the pixel only', site({ metaPixelId: '42' }), true],
		['GA4 with the banner turned off', site({ googleAnalyticsId: 'G-SANDBOX103' }, false), false],
		['a chat widget only', site({ chatScriptUrl: 'https://chat.example.com/w.js' }), false],
		['an id that is dropped', site({ googleAnalyticsId: 'UA-1', metaPixelId: 'x' }), false],
		['nothing', site({}), false],
	])('%s: %j', (_, input, expected) => {
		expect(asksConsent(input)).toBe(expected);
	});
});

describe('consentPhrases', () => {
	it.each([
		[
			site({ googleAnalyticsId: 'G-SANDBOX101', metaPixelId: '42' }),
			'May we use cookies to measure visits (Google Analytics, Meta pixel)? Nothing is sent unless you accept.',
		],
		[
			site({ googleAnalyticsId: 'G-SANDBOX105' }),
			'May we use cookies to measure visits (Google Analytics)? Nothing is sent unless you accept.',
		],
		[
			site({ metaPixelId: '42', googleAnalyticsId: 'UA-1' }),
			'May we use cookies to measure visits (Meta pixel)? Nothing is sent unless you accept.',
		],
	])('names only the trackers the site loads: %j', (input, expected) => {
		expect(consentPhrases(input).join(' ')).toBe(expected);
	});

	it('keeps every phrase short enough for one line of a 360 px phone', () => {
		const phrases = consentPhrases(site({ googleAnalyticsId: 'G-A1', metaPixelId: '42' }));
		expect(Math.max(...phrases.map((phrase) => phrase.length))).toBeLessThanOrEqual(40);
	});
});
