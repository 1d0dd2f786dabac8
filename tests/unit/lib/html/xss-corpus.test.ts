/**
 * The XSS corpus (tests/support/xss/corpus.ts, issue 13 item 2) through every field that carries
 * institute HTML, from the wire (schema and mapper) to the safe HTML the page renders, with both
 * sanitisers: the build's (jsdom) and the browser's (here jsdom's window). Each output is parsed
 * as the page parses it, twice over (a second round trip is where mutation XSS shows), and must
 * hold nothing that could run: tests/support/xss/executable.ts. The safe parts of the same
 * field (headings, lists, tables, https links, images) must survive whatever payload follows.
 *
 * @vitest-environment jsdom
 */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml as sanitizeOnServer } from '../../../../src/server/html/sanitize.ts';
import { sanitizeHtml as sanitizeInBrowser } from '../../../../src/lib/html/sanitize.client.ts';
import { aboutView } from '../../../../src/lib/content/about.ts';
import { contentView } from '../../../../src/lib/content/view.ts';
import { fallbackHtml } from '../../../../src/lib/content/fallbacks.ts';
import { faqGroups } from '../../../../src/lib/faqs/faqs.ts';
import { thankYouView } from '../../../../src/lib/checkout/thank-you.ts';
import { emptyHomeBody } from '../../../../src/lib/home/empty-home.ts';
import { detailView } from '../../../../src/lib/products/detail-view.ts';
import {
	mapCourse,
	mapFaqCategories,
	mapHomepage,
	mapPage,
} from '../../../../src/lib/lms/mappers/site.ts';
import { mapProduct } from '../../../../src/lib/lms/mappers/product.ts';
import { mapProductDetail } from '../../../../src/lib/lms/mappers/store.ts';
import {
	courseSchema,
	faqsByCategorySchema,
	homepageSchema,
	pageSchema,
} from '../../../../src/lib/lms/wire/site.ts';
import { productSchema } from '../../../../src/lib/lms/wire/product.ts';
import { productDetailSchema } from '../../../../src/lib/lms/wire/store.ts';
import { SAFE_HTML, XSS_PAYLOADS } from '../../../support/xss/corpus.ts';
import { executableParts } from '../../../support/xss/executable.ts';
import { PAYLOAD_ENTRIES } from '../../../support/xss/payloads.ts';
import { siteFixture } from '../../fixtures/site.ts';
import { aboutPageWire, productDetailWire, productWire } from '../lms/wire-fixtures.ts';

type Sanitize = (html: string | null) => string;

const page = (html: string) => mapPage(pageSchema.parse({ ...aboutPageWire, page_data: html }));

/** Each field: the safe HTML its page renders for institute HTML `html`, from the wire on. */
const FIELDS: ReadonlyArray<[string, (html: string, sanitize: Sanitize) => string[]]> = [
	[
		'about',
		(html, sanitize) => {
			const about = mapHomepage(
				homepageSchema.parse({ about_us_details: { ...aboutPageWire, page_data: html } }),
			).about;
			return [aboutView(siteFixture({ about }), sanitize).html];
		},
	],
	[
		'content page',
		(html, sanitize) => [
			contentView({ page: page(html), slug: 'lab', safeHtml: sanitize(html) }).html ?? '',
		],
	],
	[
		'policy page',
		(html, sanitize) => [
			contentView({
				page: page(html),
				slug: 'privacy-policy',
				safeHtml: sanitize(html),
				fallbackHtml: fallbackHtml('privacy-policy', 'Lab'),
			}).html ?? '',
		],
	],
	[
		'FAQ question and answer',
		(html, sanitize) => {
			const wire = { id: 1, category_id: 1, question: html, answer: html, order_number: 1 };
			const groups = faqGroups(
				mapFaqCategories(faqsByCategorySchema.parse({ Lab: [wire] })),
				sanitize,
			);
			return groups.flatMap((group) =>
				group.entries.flatMap((entry) => [entry.question, entry.answer]),
			);
		},
	],
	[
		'course description',
		(html, sanitize) => {
			const wire = { id: 1, name: 'Lab course', description: html };
			return [sanitize(mapCourse(courseSchema.parse(wire)).descriptionHtml)];
		},
	],
	[
		'slider text',
		(html, sanitize) => {
			const slide = { id: 1, institute_id: 1, image_url: null, name: 'Lab', content: html };
			const { slides } = mapHomepage(homepageSchema.parse({ slider_details: [slide] }));
			return slides.map((entry) => sanitize(entry.content));
		},
	],
	[
		'product about (detail page)',
		(html, sanitize) => {
			const detail = mapProductDetail(
				productDetailSchema.parse({ ...productDetailWire, about: html }),
			);
			return [detailView(detail, sanitize, 'en').aboutHtml];
		},
	],
	[
		'product about (My Orders)',
		(html, sanitize) => [
			sanitize(mapProduct(productSchema.parse({ ...productWire, about: html })).about),
		],
	],
	[
		'thank-you page',
		(html, sanitize) => [
			thankYouView(siteFixture({ pages: { 'thank-you': page(html) } }), sanitize).html ?? '',
		],
	],
	[
		'empty home',
		(html, sanitize) => {
			const body = emptyHomeBody(siteFixture({ about: page(html) }), sanitize);
			return body.kind === 'about' ? [body.html] : [];
		},
	],
];

const SANITIZERS: ReadonlyArray<[string, Sanitize]> = [
	['build-time sanitiser', sanitizeOnServer],
	['browser sanitiser', sanitizeInBrowser],
];

// Many fields render the same sanitised text: each distinct output is parsed once.
const memo = <T>(compute: (html: string) => T) => {
	const known = new Map<string, T>();
	return (html: string): T => {
		if (!known.has(html)) known.set(html, compute(html));
		return known.get(html)!;
	};
};

/** What could run in `html` once the page parses it, and once more after it is serialised again. */
const findings = memo((html: string): string[] => {
	const holder = document.createElement('div');
	holder.innerHTML = html;
	const first = executableParts(holder, 'content');
	// eslint-disable-next-line no-self-assign -- the serialise-and-reparse round trip (mutation XSS) is the point
	holder.innerHTML = holder.innerHTML;
	return [...first, ...executableParts(holder, 'content')];
});

/** Which safe parts of SAFE_HTML are missing from `html` as the page shows it. */
const missingSafeParts = memo((html: string): string[] => {
	const holder = document.createElement('div');
	holder.innerHTML = html;
	const checks: Array<[string, boolean]> = [
		['heading', holder.querySelector('h2')?.textContent === 'Safe heading survives'],
		['list', holder.querySelectorAll('ul > li').length >= 2],
		['table', holder.querySelector('table td')?.textContent === 'Safe cell'],
		['https link', holder.querySelector('a[href="https://example.com/safe-link"]') !== null],
		['image', holder.querySelector('img[alt="Safe image"][src]') !== null],
	];
	return checks.filter(([, present]) => !present).map(([name]) => name);
});

it('the corpus has at least 100 payloads that flag themselves, each with its own id', () => {
	expect(new Set(XSS_PAYLOADS.map((payload) => payload.id)).size).toBe(XSS_PAYLOADS.length);
	// A payload flags itself when its text depends on the script it is given.
	const flagging = PAYLOAD_ENTRIES.filter(([, , make]) => make('A') !== make('B'));
	expect(flagging.length).toBeGreaterThanOrEqual(100);
	for (const payload of XSS_PAYLOADS) expect(payload.html).not.toBe('');
});

describe.each(SANITIZERS)('%s', (_name, sanitize) => {
	it.each(FIELDS)('%s: no payload leaves anything that could run', (_field, render) => {
		const failures: string[] = [];
		for (const payload of XSS_PAYLOADS) {
			for (const html of render(payload.html, sanitize))
				failures.push(...findings(html).map((found) => `${payload.id}: ${found}`));
		}
		expect(failures).toEqual([]);
	});

	it.each(FIELDS)('%s: the safe parts survive every payload after them', (_field, render) => {
		const failures: string[] = [];
		for (const payload of XSS_PAYLOADS) {
			const shown = render(`${SAFE_HTML}${payload.html}`, sanitize).join('');
			failures.push(...missingSafeParts(shown).map((part) => `${payload.id}: ${part}`));
		}
		expect(failures).toEqual([]);
	});
});
