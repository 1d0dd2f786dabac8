/**
 * The language of a tenant's pages (`<html lang>`): the tenant's `lang` in tenants.json when it
 * has one, else the language of the script most of the institute's own text is written in
 * (Devanagari → `hi`, …), else English. Pure: the build picks it once per tenant.
 */
import type { FetchedSiteData } from '../lms/types.ts';
import { FIXED_TEXT_LANGUAGE } from './locale.ts';

/** Where a page language came from, for the build's summary. */
export type LanguageSource = 'tenants file' | 'detected' | 'default';

/** A tenant's page language (a BCP 47 tag) and where it came from. */
export interface PageLanguage {
	tag: string;
	source: LanguageSource;
}

// Each script of India's institutes, with the language most often written in it.
const SCRIPTS: ReadonlyArray<readonly [RegExp, string]> = [
	[/\p{Script=Devanagari}/u, 'hi'],
	[/\p{Script=Bengali}/u, 'bn'],
	[/\p{Script=Gujarati}/u, 'gu'],
	[/\p{Script=Gurmukhi}/u, 'pa'],
	[/\p{Script=Oriya}/u, 'or'],
	[/\p{Script=Tamil}/u, 'ta'],
	[/\p{Script=Telugu}/u, 'te'],
	[/\p{Script=Kannada}/u, 'kn'],
	[/\p{Script=Malayalam}/u, 'ml'],
	[/\p{Script=Arabic}/u, 'ur'],
];
const LETTER = /\p{L}/u;
// Below U+0600 (where Arabic, the first of SCRIPTS, begins) a letter is of none of SCRIPTS: most
// of an institute's text is counted without trying the ten scripts on each of its letters.
const FIRST_SCRIPT_CODE = 0x0600;

/**
 * The language of the script that more than half the letters of `texts` are written in, when it
 * is one of SCRIPTS; null otherwise (Latin, no text, or no majority).
 */
export function detectLanguage(texts: readonly string[]): string | null {
	const counts = new Map<string, number>();
	let letters = 0;
	for (const text of texts) {
		for (const char of text) {
			const code = char.charCodeAt(0);
			if (code < 0x80) {
				// ASCII: a letter is A-Z or a-z.
				if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) letters++;
				continue;
			}
			if (!LETTER.test(char)) continue;
			letters++;
			if (code < FIRST_SCRIPT_CODE) continue;
			const language = SCRIPTS.find(([script]) => script.test(char))?.[1];
			if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
		}
	}
	for (const [language, count] of counts) if (count * 2 > letters) return language;
	return null;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** The institute's own words: its name, slides, testimonials, FAQs, products, courses and pages. */
export function instituteTexts(site: FetchedSiteData): string[] {
	return [
		site.institute.name,
		...site.slides.flatMap((slide) => [slide.name ?? '', slide.content ?? '']),
		...site.testimonials.map((testimonial) => testimonial.content ?? ''),
		...site.faqCategories.flatMap((category) =>
			category.faqs.flatMap((faq) => [stripTags(faq.question), stripTags(faq.answer ?? '')]),
		),
		...site.products.map((product) => product.title),
		...site.popularCourses.map((course) => course.name),
		...Object.values(site.pages).map((page) => stripTags(page.html ?? '')),
		stripTags(site.about?.html ?? ''),
	];
}

/** The tenant's page language: `configured` (tenants.json), else detected, else English. */
export function pageLanguage(configured: string | null, texts: readonly string[]): PageLanguage {
	if (configured !== null) return { tag: configured, source: 'tenants file' };
	const detected = detectLanguage(texts);
	return detected === null
		? { tag: FIXED_TEXT_LANGUAGE, source: 'default' }
		: { tag: detected, source: 'detected' };
}
