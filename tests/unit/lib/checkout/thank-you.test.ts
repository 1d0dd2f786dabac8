/**
 * The thank-you view: the institute's own content only when its website is enabled and the
 * content survives sanitising, and the app-store links it has.
 */
import { describe, expect, it } from 'vitest';
import { thankYouView } from '../../../../src/lib/checkout/thank-you.ts';
import type { ContentPage } from '../../../../src/lib/lms/types.ts';
import { siteFixture } from '../../fixtures/site.ts';

const identity = (html: string | null) => html?.trim() ?? '';

const page = (html: string | null): ContentPage => ({
	id: 607,
	title: 'Thank You',
	route: 'thank-you',
	bannerImageUrl: null,
	html,
	status: 'PUBLISHED',
	inNavbar: false,
});

describe('thankYouView', () => {
	it.each([
		['enabled with content', true, { 'thank-you': page('<p>Thanks!</p>') }, '<p>Thanks!</p>'],
		['enabled without the page', true, {}, null],
		['enabled with blank content', true, { 'thank-you': page('  ') }, null],
		['enabled with no content', true, { 'thank-you': page(null) }, null],
		['disabled with content', false, { 'thank-you': page('<p>Thanks!</p>') }, null],
		['enabled with only other pages', true, { 'refund-policy': page('<p>No.</p>') }, null],
	])('website %s → html %j', (_case, websiteEnabled, pages, expected) => {
		const site = siteFixture({ institute: { websiteEnabled }, pages });
		expect(thankYouView(site, identity).html).toBe(expected);
	});

	it('passes the content through the given sanitiser', () => {
		const site = siteFixture({ pages: { 'thank-you': page('<p>Hi</p><script>x</script>') } });
		const strip = (html: string | null) => (html ?? '').replace(/<script>.*<\/script>/, '');
		expect(thankYouView(site, strip).html).toBe('<p>Hi</p>');
	});

	it.each(['', ' \n\t'])('gives content that sanitises to %j the fallback', (sanitised) => {
		const site = siteFixture({ pages: { 'thank-you': page('<script>x</script>') } });
		expect(thankYouView(site, () => sanitised).html).toBeNull();
	});

	it('lists the http(s) app-store links, Android first', () => {
		const site = siteFixture({
			social: {
				iosAppUrl: 'https://apps.apple.com/in/app/x/id1',
				androidAppUrl: 'https://play.google.com/store/apps/details?id=x',
			},
		});
		expect(thankYouView(site, identity).appLinks).toEqual([
			{ label: 'Get it on Google Play', href: 'https://play.google.com/store/apps/details?id=x' },
			{ label: 'Download on the App Store', href: 'https://apps.apple.com/in/app/x/id1' },
		]);
	});

	it('has no app links when none is set', () => {
		expect(thankYouView(siteFixture({}), identity).appLinks).toEqual([]);
	});
});
