import { describe, expect, it } from 'vitest';
import { aboutView, defaultAboutHtml } from '../../../../src/lib/content/about.ts';
import {
	contactDetails,
	enquiryFormLink,
	hasContactDetails,
} from '../../../../src/lib/content/contact.ts';
import { mapUrl, telHref } from '../../../../src/lib/site/social.ts';
import { siteFixture } from '../../fixtures/site.ts';

const identity = (html: string | null) => html?.trim() ?? '';

describe('aboutView', () => {
	it('uses the about-us details', () => {
		const site = siteFixture({
			about: {
				id: 1,
				title: 'About Greenfield',
				route: 'about-us',
				bannerImageUrl: 'https://cdn/about.svg',
				html: '<p>Since 1998.</p>',
				status: 'PUBLISHED',
				inNavbar: false,
			},
		});
		expect(aboutView(site, identity)).toEqual({
			heading: 'About Greenfield',
			bannerUrl: 'https://cdn/about.svg',
			html: '<p>Since 1998.</p>',
			isDefault: false,
		});
	});

	it.each([
		['absent', null],
		[
			'empty',
			{
				id: 1,
				title: null,
				route: null,
				bannerImageUrl: null,
				html: ' ',
				status: null,
				inNavbar: false,
			},
		],
	])('%s details give the default text naming the institute', (_case, about) => {
		const site = siteFixture({ institute: { name: 'App & First' }, about });
		const view = aboutView(site, identity);
		expect(view.heading).toBe('About Us');
		expect(view.isDefault).toBe(true);
		expect(view.html).toBe(defaultAboutHtml('App & First'));
		expect(view.html).toContain('Welcome to App &amp; First.');
	});
});

describe('contactDetails', () => {
	it('links every detail and social profile', () => {
		const site = siteFixture({
			social: {
				address: '2nd Floor, Kota',
				email: 'admissions@example.in',
				phone: '+91 744 240 1234',
				whatsapp: '917442401234',
				facebookUrl: 'https://facebook.com/x',
				twitterUrl: 'javascript:alert(1)',
				blogUrl: 'https://blog.example.in',
				formUrl: 'https://forms.example.in/enquiry',
			},
		});
		expect(contactDetails(site)).toEqual({
			address: {
				label: '2nd Floor, Kota',
				href: 'https://www.google.com/maps/search/?api=1&query=2nd%20Floor%2C%20Kota',
				external: true,
			},
			email: {
				label: 'admissions@example.in',
				href: 'mailto:admissions@example.in',
				external: false,
			},
			phone: { label: '+91 744 240 1234', href: 'tel:+917442401234', external: false },
			socials: [
				{ label: 'Facebook', href: 'https://facebook.com/x', external: true },
				{ label: 'WhatsApp', href: 'https://wa.me/917442401234', external: true },
				{ label: 'Blog', href: 'https://blog.example.in', external: true },
			],
			enquiryForm: {
				label: 'Enquiry form',
				href: 'https://forms.example.in/enquiry',
				external: true,
			},
		});
	});

	it('leaves out what the institute has not set', () => {
		expect(contactDetails(siteFixture({}))).toEqual({
			address: null,
			email: null,
			phone: null,
			socials: [],
			enquiryForm: null,
		});
	});

	it.each<[string, string | null, string | null]>([
		['https', 'https://forms.example.in/e', 'https://forms.example.in/e'],
		['plain http', 'http://forms.example.in/e', null],
		['no scheme', 'forms.example.in/e', null],
		['javascript:', 'javascript:alert(1)', null],
		['absent', null, null],
	])('the enquiry form link: %s', (_name, formUrl, href) => {
		expect(enquiryFormLink(formUrl)).toEqual(
			href === null ? null : { label: 'Enquiry form', href, external: true },
		);
	});

	it.each<[string, Record<string, string>, boolean]>([
		['nothing set: the page says details will come', {}, false],
		['only the enquiry form', { formUrl: 'https://forms.example.in/e' }, true],
		['only a plain-http enquiry form (not shown)', { formUrl: 'http://forms.example.in/e' }, false],
		['only a social profile', { facebookUrl: 'https://facebook.com/x' }, true],
		['only an email', { email: 'a@example.in' }, true],
	])('hasContactDetails: %s', (_name, social, expected) => {
		expect(hasContactDetails(contactDetails(siteFixture({ social })))).toBe(expected);
	});

	it('builds map and tel URLs', () => {
		expect(mapUrl('A & B')).toBe('https://www.google.com/maps/search/?api=1&query=A%20%26%20B');
		expect(telHref('(080) 2572-0103')).toBe('tel:08025720103');
	});
});
