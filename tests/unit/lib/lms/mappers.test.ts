import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LmsError } from '../../../../src/lib/lms/errors.ts';
import {
	mapLoginResult,
	mapProfile,
	mapWebAccess,
} from '../../../../src/lib/lms/mappers/account.ts';
import { mapPaymentGateways } from '../../../../src/lib/lms/mappers/checkout.ts';
import { mapMeeting } from '../../../../src/lib/lms/mappers/dashboard.ts';
import { mapProduct } from '../../../../src/lib/lms/mappers/product.ts';
import { mapCountryCode, mapRegisterResult } from '../../../../src/lib/lms/mappers/registration.ts';
import {
	clampRating,
	colourOrNull,
	mapFaqCategories,
	mapHomepage,
	mapInstitute,
	mapPage,
} from '../../../../src/lib/lms/mappers/site.ts';
import { mapCartProduct } from '../../../../src/lib/lms/mappers/cart.ts';
import { mapProductDetail, parseVideoLinks } from '../../../../src/lib/lms/mappers/store.ts';
import { parseWire } from '../../../../src/lib/lms/parse.ts';
import { normaliseRoute, textOrNull } from '../../../../src/lib/lms/values.ts';
import {
	homepageSchema,
	instituteLookupSchema,
	loginReplySchema,
	productDetailSchema,
	productSchema,
} from '../../../../src/lib/lms/wire/index.ts';
import {
	aboutPageWire,
	cartProductWire,
	homepageWire,
	instituteWire,
	loginWire,
	productDetailWire,
	productWire,
	webAccessWire,
} from './wire-fixtures.ts';

function invalidReply(run: () => unknown): LmsError {
	try {
		run();
	} catch (error) {
		if (error instanceof LmsError) return error;
		throw error;
	}
	throw new Error('expected an invalid-reply LmsError');
}

describe('value helpers', () => {
	it.each([
		[null, null],
		[undefined, null],
		['', null],
		['   ', null],
		['x', 'x'],
	])('textOrNull(%j) = %j', (value, expected) => {
		expect(textOrNull(value)).toBe(expected);
	});

	it.each([
		['#1a2B3c', '#1a2B3c'],
		[' #FFFFFF ', '#FFFFFF'],
		['#FFF', null],
		['#1234567', null],
		['red', null],
		['rgb(0,0,0)', null],
		['#GGGGGG', null],
		['', null],
		[null, null],
	])('colourOrNull(%j) = %j', (value, expected) => {
		expect(colourOrNull(value)).toBe(expected);
	});

	it.each([
		[7, 5],
		[-1, 0],
		[3.3, 3.5],
		[3.2, 3],
		[4.75, 5],
		[2.5, 2.5],
		[0, 0],
		[null, 0],
		[undefined, 0],
		[Number.NaN, 0],
	])('clampRating(%j) = %j', (value, expected) => {
		expect(clampRating(value)).toBe(expected);
	});

	it.each([
		['/results', 'results'],
		['results/', 'results'],
		['//a/b//', 'a/b'],
		[' /x ', 'x'],
		['/', ''],
	])('normaliseRoute(%j) = %j', (value, expected) => {
		expect(normaliseRoute(value)).toBe(expected);
	});

	it.each<[string | null, string[]]>([
		['["https://youtu.be/a","https://youtu.be/b"]', ['https://youtu.be/a', 'https://youtu.be/b']],
		['[]', []],
		['["https://youtu.be/a", 5, null, ""]', ['https://youtu.be/a']],
		['not json', []],
		['["unterminated', []],
		['"https://youtu.be/a"', []],
		['{"a":1}', []],
		['', []],
		[null, []],
	])('parseVideoLinks(%j)', (value, expected) => {
		expect(parseVideoLinks(value)).toEqual(expected);
	});
});

describe('parseWire', () => {
	it('returns the validated value', () => {
		expect(parseWire(instituteLookupSchema, instituteWire, 'M1')).toEqual(instituteWire);
	});

	it('names the call and the field path of the first mismatch', () => {
		const error = invalidReply(() =>
			parseWire(
				instituteLookupSchema,
				{ ...instituteWire, institute_id: '3817' },
				'M1',
				'M1 GET /x',
				200,
			),
		);
		expect(error.kind).toBe('invalid-reply');
		expect(error.call).toBe('M1');
		expect(error.status).toBe(200);
		expect(error.text).toBe('Something went wrong! Please try after sometime.');
		expect(error.message).toBe(
			'M1 GET /x: invalid reply at result.institute_id: expected number, received string',
		);
	});

	it('reports nested list paths', () => {
		const bad = {
			...homepageWire,
			nav_links: [{ page_title: 'A', page_route: '/a' }, { page_title: 'B' }],
		};
		const error = invalidReply(() => parseWire(homepageSchema, bad, 'P1'));
		expect(error.message).toBe(
			'P1: invalid reply at result.nav_links[1].page_route: expected string, received undefined',
		);
	});

	it('reports enum mismatches with the allowed values', () => {
		const error = invalidReply(() =>
			parseWire(productSchema, { ...productWire, is_paid: 'yes' }, 'P4'),
		);
		expect(error.message).toBe(
			'P4: invalid reply at result.is_paid: expected one of "Y", "N", received "yes"',
		);
	});

	it('follows the closest branch of a union (login object or list)', () => {
		const error = invalidReply(() =>
			parseWire(loginReplySchema, [loginWire, { ...loginWire, user_id: null }], 'M3'),
		);
		expect(error.message).toBe(
			'M3: invalid reply at result[1].user_id: expected number, received null',
		);
	});

	it('reports a missing result', () => {
		const error = invalidReply(() => parseWire(z.array(productSchema), undefined, 'P4'));
		expect(error.message).toBe('P4: invalid reply at result: expected array, received undefined');
	});
});

describe('mapInstitute', () => {
	it('maps a realistic lookup', () => {
		expect(mapInstitute(instituteWire)).toEqual({
			id: 3817,
			name: 'Apex Coaching Classes',
			websiteEnabled: true,
			elearnEnabled: true,
			storeEnabled: true,
			schoolModel: false,
			leadsEnabled: true,
			logoUrl: 'https://cdn.example.in/apex/logo.png',
			faviconUrl: null,
		});
	});

	it('defaults website_enable to true and derives store', () => {
		const minimal = parseWire(
			instituteLookupSchema,
			{ institute_id: 1, institute_name: 'X' },
			'M1',
		);
		expect(mapInstitute(minimal)).toMatchObject({
			websiteEnabled: true,
			elearnEnabled: false,
			storeEnabled: false,
			schoolModel: false,
			leadsEnabled: false,
			logoUrl: null,
		});
		expect(mapInstitute({ ...instituteWire, website_enable: false }).websiteEnabled).toBe(false);
		expect(mapInstitute({ ...instituteWire, website_enable: null }).websiteEnabled).toBe(true);
		expect(
			mapInstitute({ ...instituteWire, enable_elearn_feature: false, store: true }).storeEnabled,
		).toBe(true);
		expect(
			mapInstitute({ ...instituteWire, enable_elearn_feature: false, store: false }).storeEnabled,
		).toBe(false);
	});
});

describe('mapWebAccess', () => {
	it('encodes the access token and reads web_access 0/1', () => {
		expect(mapWebAccess(webAccessWire)).toEqual({
			accessToken: Buffer.from('apex_web:Zx9#k').toString('base64'),
			thirdPartyAuthToken: 'tp-123',
			webAccess: true,
			instituteId: 3817,
			instituteName: 'Apex Coaching Classes',
		});
		expect(
			mapWebAccess({ ...webAccessWire, web_access: 0, third_party_auth_token: '' }),
		).toMatchObject({
			webAccess: false,
			thirdPartyAuthToken: null,
		});
	});
});

describe('mapLoginResult', () => {
	it('maps a normal login', () => {
		expect(mapLoginResult(loginWire)).toEqual({
			userId: 5678,
			userType: 1,
			credential: 'srv-cred-9f',
			instituteId: 3817,
			deviceId: 'web-device-1',
			name: 'Riya Sharma',
			loginOption: 0,
			instituteName: 'Apex Coaching Classes',
			email: 'riya@example.in',
			mobile: '9876543210',
			studentId: 442,
			countryId: 1,
			countryCallingCode: '+91',
			currencyCode: 'INR',
			onlinePaymentEnabled: true,
			singleDeviceLogin: true,
			convenienceFeeEnabled: true,
			convenienceFeePercentage: 2.5,
		});
	});

	it('maps a refused or list entry with empty fields', () => {
		const minimal = parseWire(
			loginReplySchema,
			{
				user_id: 9,
				user_type: 99,
				password: '',
				institute_id: 12,
				student_id: 3,
				login_option: 10,
			},
			'M3',
		);
		expect(Array.isArray(minimal)).toBe(false);
		expect(mapLoginResult(minimal as typeof loginWire)).toEqual({
			userId: 9,
			userType: 99,
			credential: null,
			instituteId: 12,
			deviceId: null,
			name: null,
			loginOption: 10,
			instituteName: null,
			email: null,
			mobile: null,
			studentId: null,
			countryId: null,
			countryCallingCode: null,
			currencyCode: 'INR',
			onlinePaymentEnabled: false,
			singleDeviceLogin: false,
			convenienceFeeEnabled: false,
			convenienceFeePercentage: 0,
		});
	});

	it('accepts boolean flags too', () => {
		expect(
			mapLoginResult({
				...loginWire,
				enable_online_payment_feature: false,
				enable_single_device_login: true,
			}),
		).toMatchObject({ onlinePaymentEnabled: false, singleDeviceLogin: true });
	});
});

describe('mapRegisterResult, mapCountryCode, mapProfile', () => {
	it('maps a registration', () => {
		expect(
			mapRegisterResult({
				user_id: 77,
				user_Type: 99,
				password: 'cred-77',
				institute_id: 3817,
				device_id: '',
				single_device_login: 0,
				enable_online_payment_feature: true,
			}),
		).toEqual({
			userId: 77,
			userType: 99,
			credential: 'cred-77',
			instituteId: 3817,
			deviceId: null,
			singleDeviceLogin: false,
			onlinePaymentEnabled: true,
		});
	});

	it('maps country codes', () => {
		expect(mapCountryCode({ id: 1, country_calling_code: '+91', is_default: 'Y' })).toEqual({
			id: 1,
			callingCode: '+91',
			isDefault: true,
		});
		expect(mapCountryCode({ id: 2, country_calling_code: '+971', is_default: 'N' }).isDefault).toBe(
			false,
		);
	});

	it('maps a profile, dropping blank course names', () => {
		expect(
			mapProfile({
				name: 'Riya',
				email: '',
				mobile_no: '9876543210',
				subjectList: [{ course_name: 'JEE' }, { course_name: '' }, { course_name: 'NEET' }],
			}),
		).toEqual({ name: 'Riya', email: null, mobile: '9876543210', courses: ['JEE', 'NEET'] });
		expect(mapProfile({ name: null }).courses).toEqual([]);
	});
});

describe('mapPaymentGateways', () => {
	it('maps all three gateways and the institute settings', () => {
		expect(
			mapPaymentGateways({
				razorpay: { is_active: 'Y', public_token: 'rzp_live_x', is_oAuth_done: true },
				paytabs: {
					is_active: 'N',
					is_proctur_payment_gateway: 'Y',
					merchant_id: 'm-1',
					email_id: '',
				},
				paypal: { is_proctur_payment_gateway: false },
				inst_sett_det: {
					is_payment_enabled: 'Y',
					enable_razorpay_gst_fee_from_student: 0,
					razor_payment_gateway_percentage_fee: 2,
				},
			}),
		).toEqual({
			gatewayOne: { active: true, publicToken: 'rzp_live_x', oAuthDone: true },
			gatewayTwo: { active: false, procturGateway: true, merchantId: 'm-1', email: null },
			gatewayThree: { procturGateway: false },
			paymentEnabled: true,
			convenienceFeeEnabled: false,
			convenienceFeePercentage: 2,
		});
	});

	it('treats missing blocks as absent gateways and an empty result as unavailable', () => {
		expect(mapPaymentGateways({ razorpay: { is_active: 'N', public_token: null } })).toEqual({
			gatewayOne: { active: false, publicToken: null, oAuthDone: false },
			gatewayTwo: null,
			gatewayThree: null,
			paymentEnabled: null,
			convenienceFeeEnabled: null,
			convenienceFeePercentage: null,
		});
		expect(mapPaymentGateways({})).toBeNull();
		expect(mapPaymentGateways(null)).toBeNull();
	});

	// CONTRACT.md readings: "N" (or false) switches payment off.
	it.each<['Y' | 'N' | 0 | 1 | boolean, boolean]>([
		['N', false],
		[false, false],
		[0, false],
		['Y', true],
		[true, true],
		[1, true],
	])('is_payment_enabled %j → paymentEnabled %s', (wire, enabled) => {
		const mapped = mapPaymentGateways({ inst_sett_det: { is_payment_enabled: wire } });
		expect(mapped?.paymentEnabled).toBe(enabled);
	});
});

describe('mapProduct', () => {
	it('maps a realistic product', () => {
		expect(mapProduct(productWire)).toEqual({
			id: 101,
			title: 'JEE Main Test Series',
			photoUrl: 'https://cdn.example.in/p/101.jpg',
			about: '<p>40 full tests</p>',
			shareLink: 'https://apex.example.in/product?proc=JEE_101_3817',
			enrolledDate: null,
			expireOn: null,
			isFree: false,
			price: 1499,
			priceBeforeDiscount: 1999,
			discountPercentage: 25.01,
			offerAvailable: true,
			showPurchaseCount: true,
			purchaseCount: 312,
			remaining: 50,
			isEnrolled: false,
			tag: 'Bestseller',
			currencyCode: 'INR',
		});
	});

	it('makes is_paid "N" free whatever the price', () => {
		expect(mapProduct({ ...productWire, is_paid: 'N', price: 999 })).toMatchObject({
			isFree: true,
			price: 0,
		});
	});

	it('keeps is_paid "Y" paid even at a price of 0', () => {
		expect(mapProduct({ ...productWire, is_paid: 'Y', price: 0 })).toMatchObject({
			isFree: false,
			price: 0,
		});
	});

	it('survives a product with only the required fields', () => {
		const minimal = parseWire(productSchema, { id: 5, title: 'Bare', is_paid: 'Y' }, 'P4');
		expect(mapProduct(minimal)).toEqual({
			id: 5,
			title: 'Bare',
			photoUrl: null,
			about: null,
			shareLink: null,
			enrolledDate: null,
			expireOn: null,
			isFree: false,
			price: 0,
			priceBeforeDiscount: null,
			discountPercentage: 0,
			offerAvailable: false,
			showPurchaseCount: false,
			purchaseCount: 0,
			remaining: null,
			isEnrolled: false,
			tag: null,
			currencyCode: 'INR',
		});
	});

	it.each<[string, string | null, string | null]>([
		[
			'an https link',
			'https://a.example/product?proc=A_1_2',
			'https://a.example/product?proc=A_1_2',
		],
		['an http link', 'http://127.0.0.1:4321/go', 'http://127.0.0.1:4321/go'],
		['a bare host: no Share', 'sunrise-academy.in/cuet-mock-pack', null],
		['a relative path: no Share', '/product?proc=A_1_2', null],
		['javascript: no Share', 'javascript:alert(1)', null],
		['empty', '', null],
		['null', null, null],
	])('product_sharable_link, %s', (_case, link, expected) => {
		expect(mapProduct({ ...productWire, product_sharable_link: link }).shareLink).toBe(expected);
	});

	it('normalises the currency code and clamps a negative discount', () => {
		expect(
			mapProduct({
				...productWire,
				discount_percentage: -5,
				country_details: { currency_code: ' usd ' },
			}),
		).toMatchObject({ discountPercentage: 0, currencyCode: 'USD' });
		expect(
			mapProduct({ ...productWire, country_details: { currency_code: '' } }).currencyCode,
		).toBe('INR');
	});
});

describe('mapProductDetail', () => {
	it('maps the P7 spelling', () => {
		expect(mapProductDetail(productDetailWire)).toEqual({
			id: 101,
			title: 'JEE Main Test Series',
			photoUrl: 'https://cdn.example.in/p/101-logo.jpg',
			about: '<p>About</p>',
			shareLink: null,
			enrolledDate: null,
			expireOn: null,
			isFree: false,
			price: 1499,
			priceBeforeDiscount: 1999,
			discountPercentage: 25,
			offerAvailable: false,
			showPurchaseCount: false,
			purchaseCount: 312,
			remaining: 0,
			isEnrolled: false,
			tag: null,
			currencyCode: 'USD',
			productId: 101,
			soldOut: true,
			items: [
				{ itemType: 'Test', description: '40 tests' },
				{ itemType: 'Video', description: null },
			],
			videoLinks: ['https://youtu.be/abc', 'https://youtu.be/def'],
			videoUrl: 'https://cdn.example.in/v/intro.mp4',
		});
	});

	it('maps the P8 spelling (product_logo_url, actual_price, total_product_sold)', () => {
		const p8 = parseWire(
			productDetailSchema,
			{
				id: 101,
				title: 'JEE',
				is_paid: 'Y',
				product_logo_url: 'https://cdn.example.in/p8.jpg',
				actual_price: 799,
				total_product_sold: 41,
				youtube_url: '[bad json',
			},
			'P8',
		);
		expect(mapProductDetail(p8)).toMatchObject({
			photoUrl: 'https://cdn.example.in/p8.jpg',
			price: 799,
			purchaseCount: 41,
			videoLinks: [],
			items: [],
			soldOut: false,
			productId: null,
			videoUrl: null,
			currencyCode: 'INR',
		});
	});

	it('prefers logo_url, price and total_prod_purchaseed when both spellings come', () => {
		expect(
			mapProductDetail({
				...productDetailWire,
				logo_url: '',
				product_logo_url: 'https://cdn.example.in/second.jpg',
				actual_price: 5,
				total_product_sold: 1,
			}),
		).toMatchObject({
			photoUrl: 'https://cdn.example.in/second.jpg',
			price: 1499,
			purchaseCount: 312,
		});
	});

	it.each<[string, string | null | undefined, string | null]>([
		['a tag the reply carries', 'Winners only', 'Winners only'],
		['a null tag', null, null],
		['no tag (as spec section 3 lists P7/P8)', undefined, null],
	])('reads %s', (_case, tag, expected) => {
		const wire = parseWire(productDetailSchema, { ...productDetailWire, tag }, 'P8');
		expect(mapProductDetail(wire).tag).toBe(expected);
	});

	it('drops a sharable link that is not http(s)', () => {
		expect(
			mapProductDetail({ ...productDetailWire, product_sharable_link: 'www.example.in/p' })
				.shareLink,
		).toBeNull();
	});

	it('is free when is_paid is N', () => {
		expect(mapProductDetail({ ...productDetailWire, is_paid: 'N' })).toMatchObject({
			isFree: true,
			price: 0,
		});
	});

	it('keeps is_paid "Y" paid even at a price of 0', () => {
		expect(mapProductDetail({ ...productDetailWire, is_paid: 'Y', price: 0 })).toMatchObject({
			isFree: false,
			price: 0,
		});
	});
});

describe('mapCartProduct', () => {
	it('maps a cart entry, keeping entity_id apart from id', () => {
		expect(mapCartProduct(cartProductWire)).toEqual({
			entityId: 9001,
			id: 101,
			title: 'JEE Main Test Series',
			logoUrl: 'https://cdn.example.in/p/101.jpg',
			durationDays: 365,
			validFrom: null,
			validTo: null,
			isEnrolled: false,
			isFree: false,
			price: 1499,
			offers: [
				{
					code: 'NEW10',
					discountType: 'PERCENTAGE',
					discountPercentage: 10,
					flatDiscountAmount: null,
				},
			],
			currencyCode: 'INR',
			countryId: 1,
		});
	});

	it('keeps is_paid "Y" paid even at a price of 0', () => {
		expect(mapCartProduct({ ...cartProductWire, is_paid: 'Y', price: 0 })).toMatchObject({
			isFree: false,
			price: 0,
		});
	});

	it('handles missing optional parts', () => {
		expect(
			mapCartProduct({
				entity_id: 1,
				id: 2,
				title: 'T',
				is_paid: 'N',
				price: 10,
				country_details: null,
			}),
		).toMatchObject({
			isFree: true,
			price: 0,
			offers: [],
			currencyCode: 'INR',
			countryId: null,
			durationDays: null,
		});
	});
});

describe('mapPage', () => {
	it('maps a page record, normalising its route', () => {
		expect(mapPage(aboutPageWire)).toEqual({
			id: 7,
			title: 'About Us',
			route: 'about-us',
			bannerImageUrl: 'https://cdn.example.in/about.jpg',
			html: '<p>About Apex</p>',
			status: 'PUBLISHED',
			inNavbar: false,
		});
		expect(mapPage({ page_data: '', page_route: '', in_navbar: 'Y' })).toEqual({
			id: null,
			title: null,
			route: null,
			bannerImageUrl: null,
			html: null,
			status: null,
			inNavbar: true,
		});
	});
});

describe('mapFaqCategories', () => {
	it('keeps key order, sorts by order_number and drops empty categories', () => {
		const categories = mapFaqCategories({
			'GENERAL FAQs': [
				{ id: 3, question: 'Third', answer: null, order_number: 3 },
				{
					id: 1,
					question: 'First',
					answer: '<p>a</p>',
					order_number: 1,
					category_id: 1,
					category_name: 'Student',
				},
				{ id: 9, question: 'Unordered', answer: 'x' },
			],
			Empty: [],
			Teacher: [
				{
					id: 5,
					category_id: 2,
					category_name: 'Teacher',
					question: 'T?',
					answer: '',
					order_number: 1,
				},
			],
		});
		expect(categories.map((category) => category.name)).toEqual(['GENERAL FAQs', 'Teacher']);
		expect(categories[0]?.faqs.map((faq) => faq.id)).toEqual([1, 3, 9]);
		expect(categories[0]?.faqs[0]).toEqual({
			id: 1,
			categoryId: 1,
			categoryName: 'Student',
			question: 'First',
			answer: '<p>a</p>',
			order: 1,
		});
		expect(categories[0]?.faqs[2]).toMatchObject({
			categoryId: null,
			categoryName: null,
			order: 0,
		});
		expect(categories[1]?.faqs[0]?.answer).toBeNull();
		expect(mapFaqCategories({})).toEqual([]);
	});
});

describe('mapHomepage', () => {
	const home = mapHomepage(homepageWire);

	it('maps basic details, dropping blanks', () => {
		expect(home).toMatchObject({
			logoUrl: 'https://cdn.example.in/apex/site-logo.png',
			faviconUrl: null,
			copyrightText: '© 2025 Apex Coaching Classes',
			bannerUrl: null,
			popUpImageUrl: 'https://cdn.example.in/popup.png',
		});
	});

	it('keeps only #RRGGBB theme colours', () => {
		expect(home.theme).toEqual({
			headingFont: 'Poppins',
			contentFont: null,
			backgroundColor: '#FFFFFF',
			textContentColor: '#1a1a1a',
			textAnchorColor: null,
			borderColor: null,
			textHeadingColor: '#0A0B0C',
		});
	});

	it('keeps integrations as sent (what may load is decided where they are used)', () => {
		expect(home.integrations).toEqual({
			metaPixelId: '1234567890',
			siteVerification: 'abc-verify',
			googleAnalyticsId: 'G-ABC123',
			chatScriptUrl: 'javascript:alert(1)',
		});
		const chat = 'https://chat.example.com/widget.js';
		const withChat = mapHomepage({ ...homepageWire, third_party_integration_details: { chat } });
		expect(withChat.integrations.chatScriptUrl).toBe(chat);
	});

	it('maps social links', () => {
		expect(home.social).toEqual({
			address: '12 MG Road, Pune',
			email: 'info@apex.example.in',
			phone: '+91 98765 43210',
			androidAppUrl: 'https://play.google.com/store/apps/details?id=apex',
			iosAppUrl: null,
			whatsapp: '919876543210',
			facebookUrl: 'https://facebook.com/apex',
			linkedInUrl: null,
			instagramUrl: null,
			youtubeUrl: 'https://youtube.com/@apex',
			twitterUrl: null,
			formUrl: null,
			blogUrl: null,
		});
	});

	it('normalises nav routes and drops empty ones', () => {
		expect(home.navLinks).toEqual([
			{ title: 'Results', route: 'results', inNavbar: true },
			{ title: 'Scholarship', route: 'scholarship', inNavbar: true },
			{ title: 'Hidden', route: 'hidden-page', inNavbar: false },
		]);
	});

	it('orders slides, testimonials and FAQs; clamps ratings', () => {
		expect(home.slides).toEqual([
			{ id: 1, imageUrl: 'https://cdn.example.in/s1.jpg', name: 'One', content: 'First' },
			{ id: 2, imageUrl: 'https://cdn.example.in/s2.jpg', name: 'Two', content: null },
		]);
		expect(home.testimonials.map((testimonial) => testimonial.rating)).toEqual([5, 0, 3.5, 5, 0]);
		expect(home.testimonials[1]).toEqual({
			id: 2,
			imageUrl: null,
			name: 'B',
			content: 'Bad',
			rating: 0,
		});
		expect(home.homeFaqs.map((faq) => faq.question)).toEqual(['Q1', 'Q2']);
	});

	it('maps courses (thumbnail when no image) and popular products', () => {
		expect(home.popularCourses).toEqual([
			{
				id: 31,
				courseType: 'JEE',
				name: 'JEE 2026',
				shortDescription: 'Two-year programme',
				descriptionHtml: '<p>Long</p>',
				imageUrl: 'https://cdn.example.in/c31.jpg?v=2',
			},
		]);
		expect(home.popularProducts).toEqual([mapProduct(productWire)]);
		expect(home.about).toBeNull();
		expect(mapHomepage({ ...homepageWire, about_us_details: aboutPageWire }).about?.title).toBe(
			'About Us',
		);
	});

	it('falls back to defaults for an empty homepage', () => {
		expect(mapHomepage(parseWire(homepageSchema, {}, 'P1'))).toEqual({
			logoUrl: null,
			faviconUrl: null,
			copyrightText: null,
			bannerUrl: null,
			popUpImageUrl: null,
			theme: {
				headingFont: null,
				contentFont: null,
				backgroundColor: null,
				textContentColor: null,
				textAnchorColor: null,
				borderColor: null,
				textHeadingColor: null,
			},
			integrations: {
				metaPixelId: null,
				siteVerification: null,
				googleAnalyticsId: null,
				chatScriptUrl: null,
			},
			social: {
				address: null,
				email: null,
				phone: null,
				androidAppUrl: null,
				iosAppUrl: null,
				whatsapp: null,
				facebookUrl: null,
				linkedInUrl: null,
				instagramUrl: null,
				youtubeUrl: null,
				twitterUrl: null,
				formUrl: null,
				blogUrl: null,
			},
			navLinks: [],
			slides: [],
			testimonials: [],
			about: null,
			homeFaqs: [],
			popularCourses: [],
			popularProducts: [],
		});
	});
});

describe('mapMeeting (M20 entries, read loosely)', () => {
	it.each([
		[
			{ meeting_name: 'Physics doubt class', start_time: '2026-11-24 17:00' },
			'Physics doubt class',
			'2026-11-24 17:00',
		],
		[{ topic: 'Algebra', date: '2026-11-25' }, 'Algebra', '2026-11-25'],
		[{ id: 4 }, 'Live class', null],
		['not an object', 'Live class', null],
		[{ title: '  ', name: 'Chemistry' }, 'Chemistry', null],
	])('%j', (entry, title, when) => {
		expect(mapMeeting(entry)).toEqual({ title, when });
	});
});
