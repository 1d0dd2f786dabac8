/**
 * What a content page shows (spec section 2, "Content page"), as a pure function shared by the
 * prerendered pages and the runtime content page: heading, optional banner and safe HTML body.
 */
import type { ContentPage } from '../lms/types.ts';
import { defaultHeading, isPolicySlug } from './policy.ts';

/** Shown when a page has no HTML body (and no built-in fallback). */
export const EMPTY_PAGE_TEXT = 'Looks like details are not available!';

/** The not-found page (an address the server has no page for): heading, default text, home link. */
export const NOT_FOUND_TEXTS = {
	heading: 'Page not found',
	message: 'There is no page at this address.',
	home: 'Go to the home page',
} as const;

export interface ContentView {
	heading: string;
	/** Banner image; null for policy pages, pages without one, or when the banner is hidden. */
	bannerUrl: string | null;
	/** Safe HTML to render; null means "show EMPTY_PAGE_TEXT". */
	html: string | null;
	/** True when `html` is the built-in policy text. */
	isFallback: boolean;
}

export interface ContentViewInput {
	/** The page as the server sent it; null when it has none (missing page, 400). */
	page: ContentPage | null;
	slug: string;
	/** `page.html` after sanitising ('' when empty). */
	safeHtml: string;
	/** Built-in text for a policy slug, already safe HTML; used only when `safeHtml` is empty. */
	fallbackHtml?: string | null;
	/** Navigation state may hide the banner. */
	hideBanner?: boolean;
}

/** 'scholarship-test' → 'Scholarship Test': the heading of a page the server gave no title. */
export function titleFromSlug(slug: string): string {
	const words = slug
		.split(/[-_\s]+/)
		.filter(Boolean)
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
	return words.length > 0 ? words.join(' ') : 'Page';
}

/** True when a policy page must show its built-in text (no body left after sanitising). */
export function needsFallback(slug: string, safeHtml: string): boolean {
	return isPolicySlug(slug) && safeHtml.trim() === '';
}

/** The view of one content page. */
export function contentView(input: ContentViewInput): ContentView {
	const { page, slug, safeHtml } = input;
	const fallback = needsFallback(slug, safeHtml) ? (input.fallbackHtml ?? null) : null;
	const html = safeHtml.trim() !== '' ? safeHtml : fallback;
	const banner = isPolicySlug(slug) || input.hideBanner === true ? null : page?.bannerImageUrl;
	return {
		heading: page?.title ?? defaultHeading(slug) ?? titleFromSlug(slug),
		bannerUrl: banner ?? null,
		html,
		isFallback: html !== null && html === fallback,
	};
}
