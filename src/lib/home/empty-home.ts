/**
 * What a home with no content sections shows (issue 17). Every call answered but the home has no
 * slider, testimonials, courses, products or FAQs: that is not a failed load, so the page shows
 * the institute's about text, or without one the FAQs page's questions (the built-in samples when
 * the institute has none), and then its contact block. The home failure text of spec section 8 is
 * for a failed load only, which never reaches a visitor: the build keeps the last good site.
 */
import type { SiteData } from '../site/site-data.ts';
import { aboutView } from '../content/about.ts';
import { allFaqs, faqCategories } from '../faqs/faqs.ts';
import type { Faq } from '../lms/types.ts';

/** The body of an empty home, before its contact block. */
export type EmptyHomeBody =
	{ kind: 'about'; heading: string; html: string } | { kind: 'faqs'; faqs: Faq[] };

/** The institute's own about text when it has one (sanitised by `sanitize`), else the FAQs. */
export function emptyHomeBody(
	site: SiteData,
	sanitize: (html: string | null) => string,
): EmptyHomeBody {
	const about = aboutView(site, sanitize);
	if (!about.isDefault) return { kind: 'about', heading: about.heading, html: about.html };
	return { kind: 'faqs', faqs: allFaqs(faqCategories(site)) };
}
