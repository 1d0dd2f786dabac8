/**
 * The XSS corpus through the fields that carry institute text and links rather than HTML (issue
 * 13, item 2): names and other texts reach the app unchanged (the pages escape them as text; the
 * e2e test shows them), and every place that writes one into HTML, a script or an address escapes
 * or reduces it; every link field lets out only a web address, whatever of XSS_URLS it holds.
 *
 * @vitest-environment jsdom
 */
import { describe, expect, it } from 'vitest';
import { defaultAboutHtml } from '../../../../src/lib/content/about.ts';
import { contactDetails, enquiryFormLink } from '../../../../src/lib/content/contact.ts';
import { fallbackHtml } from '../../../../src/lib/content/fallbacks.ts';
import { POLICY_SLUGS } from '../../../../src/lib/content/policy.ts';
import {
	mapCourse,
	mapFaqCategories,
	mapHomepage,
	mapInstitute,
	mapPage,
} from '../../../../src/lib/lms/mappers/site.ts';
import { mapProduct } from '../../../../src/lib/lms/mappers/product.ts';
import { mapProductDetail } from '../../../../src/lib/lms/mappers/store.ts';
import {
	courseSchema,
	faqsByCategorySchema,
	homepageSchema,
	instituteLookupSchema,
	pageSchema,
} from '../../../../src/lib/lms/wire/site.ts';
import { productSchema } from '../../../../src/lib/lms/wire/product.ts';
import { productDetailSchema } from '../../../../src/lib/lms/wire/store.ts';
import { productSlug } from '../../../../src/lib/products/links.ts';
import { isUploadedVideo, productMedia } from '../../../../src/lib/products/media.ts';
import {
	courseJsonLd,
	faqPageJsonLd,
	jsonLdScript,
	organizationJsonLd,
	productJsonLd,
} from '../../../../src/lib/seo/json-ld.ts';
import { pageTitle } from '../../../../src/lib/seo/meta.ts';
import { appStoreLinks, socialLinks } from '../../../../src/lib/site/social.ts';
import { XSS_PAYLOADS, XSS_URLS } from '../../../support/xss/corpus.ts';
import { executableParts } from '../../../support/xss/executable.ts';
import { siteFixture } from '../../fixtures/site.ts';
import {
	aboutPageWire,
	instituteWire,
	productDetailWire,
	productWire,
} from '../lms/wire-fixtures.ts';

/** Each text field: the value the app holds for institute text `text`, from the wire on. */
const TEXT_FIELDS: ReadonlyArray<[string, (text: string) => unknown[]]> = [
	[
		'institute name',
		(text) => [
			mapInstitute(instituteLookupSchema.parse({ ...instituteWire, institute_name: text })).name,
		],
	],
	[
		'course name and short description',
		(text) => {
			const course = mapCourse(courseSchema.parse({ id: 1, name: text, short_description: text }));
			return [course.name, course.shortDescription];
		},
	],
	[
		'product title and tag',
		(text) => {
			const product = mapProduct(productSchema.parse({ ...productWire, title: text, tag: text }));
			return [product.title, product.tag];
		},
	],
	[
		'product detail title, tag and items',
		(text) => {
			const wire = {
				...productDetailWire,
				title: text,
				tag: text,
				description: [{ item_type: text, description: text }],
			};
			const detail = mapProductDetail(productDetailSchema.parse(wire));
			return [detail.title, detail.tag, detail.items[0]?.itemType, detail.items[0]?.description];
		},
	],
	[
		'slide name',
		(text) =>
			mapHomepage(homepageSchema.parse({ slider_details: [{ id: 1, name: text }] })).slides.map(
				(slide) => slide.name,
			),
	],
	[
		'testimonial name and text',
		(text) => {
			const wire = { id: 1, name: text, content: text, rating: 4 };
			return mapHomepage(
				homepageSchema.parse({ testimonial_details: [wire] }),
			).testimonials.flatMap((t) => [t.name, t.content]);
		},
	],
	[
		'page title',
		(text) => [mapPage(pageSchema.parse({ ...aboutPageWire, page_title: text })).title],
	],
	[
		'FAQ category',
		(text) =>
			mapFaqCategories(faqsByCategorySchema.parse({ [text]: [{ id: 1, question: 'q' }] })).map(
				(group) => group.name,
			),
	],
	[
		'copyright, address, email, phone',
		(text) => {
			const wire = {
				basic_details: { copyright_url: text },
				social_details: { address: text, email_id: text, contact: text },
			};
			const home = mapHomepage(homepageSchema.parse(wire));
			return [home.copyrightText, home.social.address, home.social.email, home.social.phone];
		},
	],
];

const parse = (html: string) => {
	const holder = document.createElement('div');
	holder.innerHTML = html;
	return holder;
};

describe('texts', () => {
	it.each(TEXT_FIELDS)('%s: every payload arrives as the very text it was', (_field, read) => {
		const changed = XSS_PAYLOADS.filter((payload) =>
			read(payload.html).some((value) => value !== payload.html),
		);
		expect(changed.map((payload) => payload.id)).toEqual([]);
	});

	it.each(XSS_PAYLOADS)('payload $id as every name: escaped wherever it is written', ({ html }) => {
		const site = siteFixture({
			institute: { name: html },
			social: { email: html, phone: html, address: html },
		});
		// Into HTML: the built-in about and policy texts name the institute.
		for (const written of [
			defaultAboutHtml(html),
			...POLICY_SLUGS.map((slug) => fallbackHtml(slug, html)),
		]) {
			const shown = parse(written);
			expect(executableParts(shown, 'content')).toEqual([]);
			expect(shown.querySelectorAll('*').length).toBe(shown.querySelectorAll('p, h2').length);
			const words = (text: string) => text.replace(/\s+/g, ' ').trim();
			expect(words(shown.textContent ?? '')).toContain(words(html));
		}
		// Into a script: JSON-LD never holds a `<`, so no text can close its element.
		const course = mapCourse(courseSchema.parse({ id: 1, name: html, description: html }));
		const detail = mapProductDetail(
			productDetailSchema.parse({ ...productDetailWire, title: html, about: html }),
		);
		const faq = {
			id: 1,
			categoryId: 1,
			categoryName: html,
			question: html,
			answer: html,
			order: 1,
		};
		for (const block of [
			organizationJsonLd(site),
			courseJsonLd(site, course),
			productJsonLd(site, detail, '/p'),
			faqPageJsonLd([faq]),
		]) {
			const script = jsonLdScript(block);
			expect(script).not.toContain('<');
			expect(JSON.parse(script)).toEqual(block);
		}
		// Into an address: a product's page path is lower-case words and its id.
		expect(productSlug({ id: 7, title: html })).toMatch(/^[a-z0-9-]*7$/);
		// Into a link: email and phone become mailto: and tel: links, never a script URL.
		const contact = contactDetails(site);
		expect(contact.email?.href).toBe(`mailto:${html}`);
		expect(contact.phone?.href).toMatch(/^tel:\+?\d*$/);
		expect(pageTitle(site, 'About')).toBe(`About | ${html}`);
	});
});

const NETWORK_FIELDS = [
	'facebookUrl',
	'instagramUrl',
	'linkedInUrl',
	'youtubeUrl',
	'twitterUrl',
	'blogUrl',
] as const;
/** Whether the browser reads `href`, on a page of the site, as an http(s) address. */
const isWebAddress = (href: string) =>
	['http:', 'https:'].includes(new URL(href, 'https://site.example/').protocol);

/** Each link field: the addresses the page links to or frames for a hostile `url`. */
const LINK_FIELDS: ReadonlyArray<[string, (url: string) => string[]]> = [
	...NETWORK_FIELDS.map((field): [string, (url: string) => string[]] => [
		`social link ${field}`,
		(url) => socialLinks({ ...siteFixture({}).social, [field]: url }).map((link) => link.href),
	]),
	[
		'WhatsApp',
		(url) => socialLinks({ ...siteFixture({}).social, whatsapp: url }).map((link) => link.href),
	],
	[
		'Android app link',
		(url) =>
			appStoreLinks({ ...siteFixture({}).social, androidAppUrl: url }).map((link) => link.href),
	],
	[
		'iOS app link',
		(url) => appStoreLinks({ ...siteFixture({}).social, iosAppUrl: url }).map((link) => link.href),
	],
	['enquiry form', (url) => [enquiryFormLink(url)?.href].filter((href) => href !== undefined)],
	[
		'product share link (P4)',
		(url) =>
			[
				mapProduct(productSchema.parse({ ...productWire, product_sharable_link: url })).shareLink,
			].filter((href) => href !== null),
	],
	[
		'product share link (P7/P8)',
		(url) =>
			[
				mapProductDetail(
					productDetailSchema.parse({ ...productDetailWire, product_sharable_link: url }),
				).shareLink,
			].filter((href) => href !== null),
	],
	[
		'product videos',
		(url) => {
			const detail = mapProductDetail(
				productDetailSchema.parse({
					...productDetailWire,
					youtube_url: JSON.stringify([url]),
					video_url: url,
				}),
			);
			return productMedia({
				photo: 'p.svg',
				videoLinks: detail.videoLinks,
				videoUrl: detail.videoUrl,
			}).videos.map((video) => (video.kind === 'youtube' ? video.embedUrl : video.url));
		},
	],
];

describe('links', () => {
	it.each(LINK_FIELDS)('%s: only a web address comes out of any hostile URL', (_field, links) => {
		const out = XSS_URLS.flatMap(({ id, url }) => links(url).map((href) => ({ id, href })));
		expect(out.filter(({ href }) => !isWebAddress(href))).toEqual([]);
		// What is kept is an address that parses as http(s) as a whole, never a script URL inside one.
		expect(out.filter(({ href }) => /^\s*(javascript|vbscript|data):/i.test(href))).toEqual([]);
	});

	it('an uploaded video is never a script or data URL, even when it ends in .mp4', () => {
		const played = XSS_URLS.map(({ url }) => `${url}//x.mp4`).filter(isUploadedVideo);
		expect(played.filter((url) => !isWebAddress(url))).toEqual([]);
	});
});
