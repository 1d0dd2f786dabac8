/**
 * The sandbox institutes built from the XSS corpus, for the e2e stack only (never in tenants.json,
 * never in sandbox/fixtures/, so `npm start` shows the real demos):
 *
 * - `xss-lab` (xss-lab.example): every field that carries institute text, HTML or a link holds
 *   hostile input. One payload per item where a field repeats (slides, testimonials, courses,
 *   FAQs, a product's items), every payload in one document where it does not (about, a content
 *   page, the privacy and thank-you pages, every product's about), hostile URLs in every link
 *   field, payloads as every name;
 * - `xss-probe` (unsanitized.xss-lab.example): the payloads that would run on their own or at a
 *   click (scripts, handlers, javascript: links, srcdoc), none that navigate or restyle; built
 *   with DOMPurify bypassed, to show the pages' policy refuses them (tests/e2e/support/unsanitized).
 *
 * Written as fixture folders with `writeXssFixtures`; the sandbox validates them like its own.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAFE_HTML, XSS_PAYLOADS, XSS_URLS, YOUTUBE_EMBED_HTML, flagCode } from './corpus.ts';

const breakouts = XSS_PAYLOADS.filter((p) => p.kind === 'breakout').map((p) => p.html);

/** Names and ids the e2e tests use to find what the fixtures hold. */
export const XSS_LAB = {
	folder: 'xss-lab',
	domain: 'xss-lab.example',
	instituteId: 190,
	/** Breaks out of an attribute, a <title> and a script, if anything ever stops escaping it. */
	name: `XSS Lab ${breakouts.slice(0, 3).join(' ')}`,
	/** A content page in the menu that holds the whole corpus (also opened at run time, /info/lab). */
	contentSlug: 'lab',
	/** Catalogue products 2901–2908, named after the first 8 payloads; 2909 is direct-URL only. */
	firstProductId: 2901,
	products: 8,
	directProductId: 2909,
	student: { mobile: '9855500001', password: 'lab@123' },
	probe: { folder: 'xss-probe', domain: 'unsanitized.xss-lab.example', instituteId: 191 },
} as const;

/**
 * What the probe carries: corpus payloads that run on their own (an inline script, handlers that
 * fire at load) or at a click (a javascript: link), each closed, so that unsanitised they leave
 * the page around them intact. Numbered from 2001.
 */
export const XSS_PROBE: readonly { id: number; html: string }[] = [
	(js: string) => `<script>${js}</script>`,
	(js: string) => `<script type="module">${js}</script>`,
	(js: string) => `<script src="data:text/javascript,${js}"></script>`,
	(js: string) => `<img src="/nowhere.png" alt="" onerror="${js}">`,
	(js: string) => `<svg onload="${js}"></svg>`,
	(js: string) => `<details open ontoggle="${js}"><summary>Probe details</summary>x</details>`,
	(js: string) => `<video><source src="/nowhere.mp4" onerror="${js}"></video>`,
	(js: string) => `<p><a href="javascript:${js}">Probe link</a></p>`,
	(js: string) => `<iframe srcdoc="<script>${js}</script>"></iframe>`,
].map((make, index) => ({ id: 2001 + index, html: make(flagCode(2001 + index)) }));

const ASSET = (file: string) => `/sandbox/assets/${file}`;
const all = XSS_PAYLOADS.map((payload) => payload.html).join('\n');
/** The safe parts first, so whatever a payload leaves open cannot swallow them. */
const RICH = `${SAFE_HTML}${YOUTUBE_EMBED_HTML}\n${all}`;
const url = (index: number) => XSS_URLS[index % XSS_URLS.length]!.url;
const js = (id: number) => flagCode(id);

/** The link fields of the home data, each with one of XSS_URLS (a mix of every trick). */
export const SOCIAL_LINKS: ReadonlyArray<{ field: string; url: string }> = [
	['facebook_url', 0],
	['instagram_url', 17],
	['linkedIn_url', 18],
	['youtube_url', 19],
	['twitter_url', 13],
	['blog_url', 20],
	['android_app_url', 6],
	['ios_app_url', 16],
	['form_url', 8],
].map(([field, index]) => ({ field: field as string, url: url(index as number) }));

function institute(id: number, domains: string[], name: string) {
	return {
		domains,
		lookup: {
			institute_id: id,
			institute_name: name,
			website_enable: true,
			enable_elearn_feature: true,
			store: true,
			school_model: false,
			lead: true,
			institute_logo_url: ASSET('pixel-logo.svg'),
			fav_icon_url: ASSET('pixel-favicon.svg'),
		},
		web_access_token: {
			u_id: `web_${id}`,
			u_pd: `xss-lab-${id}-secret`,
			third_party_auth_token: null,
			web_access: 1,
		},
		countries: [{ id: 1, country_calling_code: '+91', is_default: 'Y' }],
		registration_courses: [{ course_type_id: 91, course_type: breakouts[0] }],
		branches: [],
		payment_gateways: {
			razorpay: { is_active: 'Y', public_token: `rzp_test_xssLab${id}`, is_oAuth_done: true },
		},
		account: {
			country_id: 1,
			country_calling_code: '+91',
			currency_code: 'INR',
			enable_online_payment_feature: 1,
			enable_razorpay_gst_fee_from_student: 0,
			razor_payment_gateway_percentage_fee: 0,
		},
		registration: { skip_otp: true },
	};
}

function page(
	id: number,
	institute: number,
	route: string,
	title: string,
	data: string,
	nav = false,
) {
	return {
		id,
		institute_id: institute,
		page_title: title,
		page_route: route,
		in_navbar: nav,
		page_status: 'PUBLISHED',
		banner_image_url: null,
		page_data: data,
	};
}

// Every product page holds the whole corpus in its about and items: one page of each kind shows it all.
function product(index: number, title: string) {
	const id = XSS_LAB.firstProductId + index;
	return {
		id,
		entity_id: 9901 + index,
		title,
		photo_url: ASSET('product-notes.svg'),
		about: RICH,
		product_sharable_link: url(index),
		is_paid: 'Y',
		price: 100 + index,
		discount_percentage: 0,
		offer_available: false,
		purchase_count_status: 1,
		total_prod_purchaseed: 3,
		remaining_products: 50,
		tag: XSS_PAYLOADS[index]!.html,
		country_details: { currency_code: 'INR', country_id: 1 },
		duration: 365,
		description: XSS_PAYLOADS.map((item) => ({ item_type: item.html, description: item.html })),
		youtube_url: JSON.stringify([url(index + 1), `javascript:${js(1900 + index)}//youtu.be/x`]),
		video_url: `javascript:${js(1950 + index)}//x.mp4`,
		item_type_slugs: ['notes'],
		course_names: ['XSS Lab'],
		popular: index < 4,
	};
}

/** The files of the `xss-lab` fixture folder, by name. */
export function xssLabFiles(): Record<string, unknown> {
	const id = XSS_LAB.instituteId;
	const products: Array<ReturnType<typeof product> & { direct_url_only?: boolean }> = Array.from(
		{ length: XSS_LAB.products },
		(_, index) => product(index, XSS_PAYLOADS[index]!.html),
	);
	products.push({
		...product(XSS_LAB.products, 'Lab direct product'),
		popular: false,
		direct_url_only: true,
	});
	return {
		'institute.json': institute(id, [XSS_LAB.domain], XSS_LAB.name),
		'homepage.json': {
			basic_details: {
				logo_url: ASSET('pixel-logo.svg'),
				favicon_url: ASSET('pixel-favicon.svg'),
				copyright_url: `© XSS Lab ${breakouts[3]}`,
				banner_url: null,
				pop_up_image_url: null,
			},
			theme_details: {
				font_family_heading_name: `Lato</style><script>${js(1801)}</script>`,
				font_family_content_name: `x";}*{background:url(javascript:${js(1802)})}`,
				background_color: `#fff;}</style><script>${js(1803)}</script>`,
				text_content_color: '#3B0764',
				text_anchor_color: `red" onmouseover="${js(1804)}`,
				border_color: '#DDD6FE',
				text_heading_color: '#4C1D95',
			},
			third_party_integration_details: {
				chat: `javascript:${js(1805)}`,
				pixel: `1');${js(1806)};//`,
				google_analytics: `G-1');${js(1807)};//`,
				google_verfication: `"><script>${js(1808)}</script>`,
			},
			social_details: {
				address: breakouts[4],
				email_id: `lab@xss-lab.example"><script>${js(1809)}</script>`,
				contact: `+91 98555 "><img src=x onerror=${js(1810)}>`,
				whatsapp: `91 98555 00001"><script>${js(1811)}</script>`,
				...Object.fromEntries(SOCIAL_LINKS.map((link) => [link.field, link.url])),
			},
			slider_details: XSS_PAYLOADS.map((payload) => ({
				id: 19000 + payload.id,
				institute_id: id,
				image_url: ASSET('slide-pixel.svg'),
				name: payload.html,
				content: payload.html,
				order_number: payload.id,
			})),
			testimonial_details: XSS_PAYLOADS.map((payload) => ({
				id: 19500 + payload.id,
				institute_id: id,
				image_url: ASSET('avatar-fatima.svg'),
				name: payload.html,
				content: payload.html,
				order_number: payload.id,
				rating: 4,
			})),
		},
		'faqs.json': {
			'Lab questions': XSS_PAYLOADS.map((payload) => ({
				id: 19000 + payload.id,
				category_id: 1,
				category_name: 'Lab questions',
				question: payload.html,
				answer: payload.html,
				order_number: payload.id,
			})),
			[`Safe answers ${breakouts[5]}`]: [
				{
					id: 19999,
					category_id: 2,
					category_name: 'Safe answers',
					question: 'Does rich text survive?',
					answer: `${SAFE_HTML}${YOUTUBE_EMBED_HTML}`,
					order_number: 1,
				},
			],
		},
		'pages.json': [
			page(6901, id, 'about-us', `About ${breakouts[6]}`, RICH),
			page(6902, id, XSS_LAB.contentSlug, `Lab ${breakouts[7]}`, RICH, true),
			page(6903, id, 'thank-you', 'Thank you', RICH),
			page(6904, id, 'privacy-policy', `Privacy ${breakouts[8]}`, RICH),
		],
		'courses.json': XSS_PAYLOADS.map((payload) => ({
			id: 19000 + payload.id,
			course_type: 'XSS Lab',
			name: payload.html,
			short_description: payload.html,
			description: payload.html,
			image: ASSET('course-jee.svg'),
			thumbnail_url: null,
		})),
		'products.json': products,
		'students.json': [
			{
				name: `Lab Student ${breakouts[9]}`,
				mobile_no: XSS_LAB.student.mobile,
				email_id: 'student@xss-lab.example',
				password: XSS_LAB.student.password,
				user_type: 99,
				course_type_ids: [91],
				enrolled_products: [
					{ product_id: XSS_LAB.directProductId, enrolled_date: '2025-01-10' },
					{ product_id: XSS_LAB.firstProductId, enrolled_date: '2025-01-11' },
				],
			},
		],
	};
}

/** The files of the `xss-probe` fixture folder: its about page and a content page hold the probe. */
export function xssProbeFiles(): Record<string, unknown> {
	const { instituteId: id, domain } = XSS_LAB.probe;
	const probe = `${SAFE_HTML}\n${XSS_PROBE.map((payload) => payload.html).join('\n')}`;
	return {
		'institute.json': institute(id, [domain], 'XSS Probe'),
		'homepage.json': {
			basic_details: { logo_url: ASSET('pixel-logo.svg'), favicon_url: ASSET('pixel-favicon.svg') },
			social_details: {},
		},
		'pages.json': [
			page(6951, id, 'about-us', 'About the probe', probe),
			page(6952, id, XSS_LAB.contentSlug, 'Probe', probe, true),
		],
	};
}

/** Writes the shipped fixtures plus both corpus institutes into `dir` (a fixtures folder for the sandbox). */
export function writeXssFixtures(shipped: string, dir: string): string {
	cpSync(shipped, dir, { recursive: true });
	for (const [folder, files] of [
		[XSS_LAB.folder, xssLabFiles()],
		[XSS_LAB.probe.folder, xssProbeFiles()],
	] as const) {
		mkdirSync(join(dir, folder), { recursive: true });
		for (const [name, data] of Object.entries(files))
			writeFileSync(join(dir, folder, name), `${JSON.stringify(data, null, '\t')}\n`);
	}
	return dir;
}
