/**
 * The FAQs page (spec section 2): the institute's categories, or the built-in samples when it has
 * none. Questions and answers are institute HTML, sanitised with the sanitiser the caller passes.
 */
import type { SiteData } from '../site/site-data.ts';
import type { Faq, FaqCategory } from '../lms/types.ts';
import { sampleFaqCategories } from './samples.ts';

export interface FaqEntryView {
	id: number;
	/** Safe HTML. */
	question: string;
	/** Safe HTML ('' when the institute gave no answer). */
	answer: string;
}

export interface FaqGroupView {
	name: string;
	entries: FaqEntryView[];
}

/** The categories the page shows: the institute's non-empty ones, else the samples it can use. */
export function faqCategories(site: SiteData): readonly FaqCategory[] {
	const own = site.faqCategories.filter((group) => group.faqs.length > 0);
	return own.length > 0 ? own : sampleFaqCategories(site);
}

/** Every FAQ of the shown categories, in page order (for the FAQPage JSON-LD). */
export function allFaqs(categories: readonly FaqCategory[]): Faq[] {
	return categories.flatMap((group) => group.faqs);
}

/** Groups ready to render, each question and answer sanitised; entries without a question are dropped. */
export function faqGroups(
	categories: readonly FaqCategory[],
	sanitize: (html: string | null) => string,
): FaqGroupView[] {
	return categories
		.map((group) => ({
			name: group.name,
			entries: group.faqs
				.map((faq) => ({
					id: faq.id,
					question: sanitize(faq.question),
					answer: sanitize(faq.answer),
				}))
				.filter((entry) => entry.question.trim() !== ''),
		}))
		.filter((group) => group.entries.length > 0);
}
