import { describe, expect, it } from 'vitest';
import {
	APP_MESSAGE,
	appDownloadLink,
	ariaCurrent,
	mainMenu,
	moreLinks,
	POLICY_LINKS,
	showsCourses,
	showsProducts,
	showsStudentEntries,
} from '../../../../src/lib/site/navigation.ts';
import { siteFixture } from '../../fixtures/site.ts';

const labels = (site: ReturnType<typeof siteFixture>) => {
	const menu = mainMenu(site);
	return [...menu.before, ...menu.after].map((link) => link.label);
};

describe('header variants', () => {
	it.each([
		[
			'full store',
			{ elearnEnabled: true, storeEnabled: true, schoolModel: false },
			['HOME', 'COURSES', 'PRODUCTS', 'FAQs', 'ABOUT', 'CONTACT US'],
		],
		[
			'store-only hides Courses',
			{ elearnEnabled: false, storeEnabled: true, schoolModel: false },
			['HOME', 'PRODUCTS', 'FAQs', 'ABOUT', 'CONTACT US'],
		],
		[
			'school model hides Products',
			{ elearnEnabled: true, storeEnabled: true, schoolModel: true },
			['HOME', 'COURSES', 'FAQs', 'ABOUT', 'CONTACT US'],
		],
		[
			'no store or e-learning',
			{ elearnEnabled: false, storeEnabled: false, schoolModel: false },
			['HOME', 'COURSES', 'FAQs', 'ABOUT', 'CONTACT US'],
		],
	])('%s', (_name, institute, expected) => {
		const site = siteFixture({ institute });
		expect(labels(site)).toEqual(expected);
		expect(showsCourses(site)).toBe(expected.includes('COURSES'));
		expect(showsProducts(site)).toBe(expected.includes('PRODUCTS'));
	});

	it('links every entry to its route (spec section 2, route table)', () => {
		const site = siteFixture({
			institute: { elearnEnabled: true, storeEnabled: true, schoolModel: false },
		});
		expect(mainMenu(site)).toEqual({
			before: [
				{ label: 'HOME', href: '/' },
				{ label: 'COURSES', href: '/courses' },
				{ label: 'PRODUCTS', href: '/product' },
				{ label: 'FAQs', href: '/faqs' },
			],
			after: [
				{ label: 'ABOUT', href: '/about' },
				{ label: 'CONTACT US', href: '/contact' },
			],
		});
	});

	it('links the footer policies under /more/', () => {
		expect(POLICY_LINKS).toEqual([
			{ label: 'Privacy Policy', href: '/more/privacy-policy' },
			{ label: 'Refund Policy', href: '/more/refund-policy' },
			{ label: 'Terms & Conditions', href: '/more/terms-and-condition' },
		]);
	});

	it('lists only in_navbar pages under MORE, linked under /more/', () => {
		const site = siteFixture({
			navLinks: [
				{ title: 'Results', route: 'results', inNavbar: true },
				{ title: 'Hidden', route: 'hidden', inNavbar: false },
				{ title: 'Blank', route: '', inNavbar: true },
			],
		});
		expect(moreLinks(site)).toEqual([{ label: 'Results', href: '/more/results' }]);
	});

	it('shows student entries only with web access', () => {
		expect(showsStudentEntries(siteFixture({}))).toBe(true);
		expect(showsStudentEntries(siteFixture({ webAccess: { webAccess: false } }))).toBe(false);
	});
});

describe('web access off: the app message (login screen and /dashboard)', () => {
	it('pins its texts', () => {
		expect(APP_MESSAGE).toEqual({
			title: 'Use the mobile app',
			text: 'Please download our mobile app to register and log in.',
			linkText: 'Download the mobile app',
		});
	});

	const android = 'https://play.google.com/store/apps/details?id=com.appfirst.classes';
	const ios = 'https://apps.apple.com/in/app/appfirst-classes/id9876543210';
	it.each([
		['both stores: Android', android, ios, android],
		['iOS only', null, ios, ios],
		['Android only', android, null, android],
		['no app', null, null, null],
	])('its app link with %s', (_case, androidAppUrl, iosAppUrl, expected) => {
		const site = siteFixture({
			webAccess: { webAccess: false },
			social: { androidAppUrl, iosAppUrl },
		});
		expect(appDownloadLink(site)).toBe(expected);
	});
});

describe('ariaCurrent', () => {
	it.each([
		['/', '/', 'page'],
		['/', '/courses', undefined],
		['/courses', '/courses', 'page'],
		['/courses', '/courses/', 'page'],
		['/product', '/product/jee-notes-101', 'true'],
		['/product', '/products', undefined],
		['/more/results', '/more/results', 'page'],
		['/about', '/more/about-us', undefined],
	])('%s on %s is %s', (href, path, expected) => {
		expect(ariaCurrent(href, path)).toBe(expected);
	});
});
