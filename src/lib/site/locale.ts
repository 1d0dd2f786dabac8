/**
 * What a page's language (src/lib/site/language.ts) means for its parts: the `lang` attributes
 * that tell a screen reader which voice to use, and the locale its dates and numbers are written
 * in. Small and pure, so the islands can import it (the language detection stays in the build).
 */
import type { SiteData } from './site-data.ts';

/** The language the spec's fixed texts (menus, buttons, form labels, messages) are written in. */
export const FIXED_TEXT_LANGUAGE = 'en';

/** The `lang` attributes of a page's parts; undefined where the part inherits the page's own. */
export interface PartLanguages {
	/** `<html lang>`: the institute's language. */
	page: string;
	/** On elements holding the spec's fixed English texts: `en` when the page is not English. */
	fixed: string | undefined;
	/** On the institute's own words inside such an element: the page's language again. */
	content: string | undefined;
}

const primaryLanguage = (tag: string) => tag.toLowerCase().split('-')[0];

/** Whether `tag` (BCP 47) is English, whatever its region. */
export function isEnglish(tag: string): boolean {
	return primaryLanguage(tag) === FIXED_TEXT_LANGUAGE;
}

/**
 * Whether `tag` (BCP 47) is Hindi, whatever its region: the pages whose few accessible names of
 * our own that hold the institute's words (a slide's, the brand link's) are written in Hindi.
 */
export function isHindi(tag: string): boolean {
	return primaryLanguage(tag) === 'hi';
}

/** The `lang` attributes of a tenant's pages (English when the build set no language). */
export function siteLanguages(site: Pick<SiteData, 'language'>): PartLanguages {
	return partLanguages(site.language?.tag ?? FIXED_TEXT_LANGUAGE);
}

/** The `lang` attributes for a page in `tag`. */
export function partLanguages(tag: string): PartLanguages {
	const english = isEnglish(tag);
	return {
		page: tag,
		fixed: english ? undefined : FIXED_TEXT_LANGUAGE,
		content: english ? undefined : tag,
	};
}

/**
 * The locale of dates on a page in `tag`: its own, or on an English page `en-GB` (`23 Nov 2026`,
 * day before month as Indian readers write it).
 */
export function dateLocale(tag: string): string {
	return isEnglish(tag) ? 'en-GB' : tag;
}

/** The locale of counts on a page in `tag`: its own, or on an English page `en-IN` (`1,23,456`). */
export function numberLocale(tag: string): string {
	return isEnglish(tag) ? 'en-IN' : tag;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Built once per locale: an Intl formatter costs far more to construct than to use.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A CONTRACT.md date (`YYYY-MM-DD`, a time after it ignored) as the page writes it: `23 Nov 2026`
 * on an English page (the same in every browser), the page's locale otherwise (`23 नव॰ 2026`).
 * The calendar date as sent, no time zone shift; null when it is not a real calendar date.
 */
export function calendarDate(value: string | null | undefined, tag: string): string | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value?.trim() ?? '');
	if (!match) return null;
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	// Date.UTC rolls 2025-02-30 over to March: a date that does not come back unchanged is not real.
	const date = new Date(Date.UTC(year, month - 1, day));
	if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
	if (isEnglish(tag)) return `${day} ${MONTHS[month - 1]} ${year}`;
	let format = dateFormats.get(tag);
	if (!format) {
		format = new Intl.DateTimeFormat(dateLocale(tag), {
			day: 'numeric',
			month: 'short',
			year: 'numeric',
			timeZone: 'UTC',
		});
		dateFormats.set(tag, format);
	}
	return format.format(date);
}

/** A count as the page writes it: `1,23,456` on an English page, the page's digits otherwise. */
export function formatCount(count: number, tag: string): string {
	let format = numberFormats.get(tag);
	if (!format) {
		format = new Intl.NumberFormat(numberLocale(tag));
		numberFormats.set(tag, format);
	}
	return format.format(count);
}

/** The page's language in the browser (our own `<html lang>`); English where there is no page. */
export function documentLanguage(): string {
	return (
		(typeof document === 'undefined' ? '' : document.documentElement.lang) || FIXED_TEXT_LANGUAGE
	);
}
