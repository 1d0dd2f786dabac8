import { describe, expect, it } from 'vitest';
import {
	appStoreLinks,
	mapUrl,
	socialLinks,
	telHref,
	whatsappUrl,
} from '../../../../src/lib/site/social.ts';
import { siteFixture } from '../../fixtures/site.ts';

describe('socialLinks', () => {
	it('lists the networks that exist in a fixed order', () => {
		const { social } = siteFixture({
			social: {
				blogUrl: 'https://blog.example.in',
				facebookUrl: 'https://facebook.com/x',
				whatsapp: '917442401234',
				youtubeUrl: 'https://youtube.com/@x',
			},
		});
		expect(socialLinks(social)).toEqual([
			{ network: 'facebook', label: 'Facebook', href: 'https://facebook.com/x' },
			{ network: 'youtube', label: 'YouTube', href: 'https://youtube.com/@x' },
			{ network: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/917442401234' },
			{ network: 'blog', label: 'Blog', href: 'https://blog.example.in' },
		]);
	});

	it('drops links that are not http(s)', () => {
		const { social } = siteFixture({
			social: {
				facebookUrl: 'javascript:alert(1)',
				instagramUrl: 'data:text/html,x',
				twitterUrl: 'x.com/a',
				// http:, but no address a browser can follow.
				linkedInUrl: 'http://javascript:alert(1)',
				blogUrl: 'https://exa mple.com/',
			},
		});
		expect(socialLinks(social)).toEqual([]);
	});
});

describe('appStoreLinks', () => {
	it.each([
		['both', 'https://play.google.com/x', 'https://apps.apple.com/y', ['Google', 'Apple']],
		['Android only', 'https://play.google.com/x', null, ['Google']],
		['iOS only', null, 'https://apps.apple.com/y', ['Apple']],
		['neither', null, null, []],
		['not http(s)', 'javascript:alert(1)', 'apps.apple.com/y', []],
	])('%s', (_case, androidAppUrl, iosAppUrl, expected) => {
		const stores = {
			Google: { label: 'Get it on Google Play', href: 'https://play.google.com/x' },
			Apple: { label: 'Download on the App Store', href: 'https://apps.apple.com/y' },
		};
		const { social } = siteFixture({ social: { androidAppUrl, iosAppUrl } });
		expect(appStoreLinks(social)).toEqual(
			expected.map((store) => stores[store as keyof typeof stores]),
		);
	});
});

describe('contact hrefs', () => {
	it.each([
		['+91 744 240 1234', 'tel:+917442401234'],
		['0744-2401234', 'tel:07442401234'],
		[' (98) 765 43210 ', 'tel:9876543210'],
	])('telHref(%s) = %s', (phone, expected) => {
		expect(telHref(phone)).toBe(expected);
	});

	it('builds a map search and a WhatsApp link', () => {
		expect(mapUrl('2nd Floor, Kota & Co')).toBe(
			'https://www.google.com/maps/search/?api=1&query=2nd%20Floor%2C%20Kota%20%26%20Co',
		);
		expect(whatsappUrl('+91 74424 01234')).toBe('https://wa.me/917442401234');
		expect(whatsappUrl('n/a')).toBeNull();
	});
});
