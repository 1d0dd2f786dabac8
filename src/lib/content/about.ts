/**
 * The About page (spec section 2): the institute's about-us details, or built-in text when it has
 * none. The sanitiser is passed in, so the rule is testable and the page chooses the build one.
 */
import type { SiteData } from '../site/site-data.ts';
import { escapeHtml } from './fallbacks.ts';

/** Heading when the about-us details carry no title. */
export const ABOUT_HEADING = 'About Us';

export interface AboutView {
	heading: string;
	bannerUrl: string | null;
	/** Safe HTML: the sanitised about-us text, or the built-in default. */
	html: string;
	isDefault: boolean;
}

/** The built-in about text, naming the institute (escaped, so safe as is). */
export function defaultAboutHtml(instituteName: string): string {
	const name = escapeHtml(instituteName);
	return (
		`<p>Welcome to ${name}. We are committed to helping every student learn with confidence, ` +
		'build strong fundamentals and reach their goals, whether that is a board examination, a ' +
		'competitive entrance test or simply a deeper understanding of a subject.</p>' +
		'<p>Our experienced teachers combine clear classroom teaching with regular practice tests, ' +
		'doubt-clearing sessions and carefully prepared study material, available in our classrooms ' +
		'and online. We track each learner’s progress and keep parents informed along the way.</p>' +
		`<p>Explore our courses and products, read the answers to common questions, or contact ${name} ` +
		'to find the programme that suits you best.</p>'
	);
}

/** What the About page shows for a tenant. */
export function aboutView(site: SiteData, sanitize: (html: string | null) => string): AboutView {
	const about = site.about;
	const html = sanitize(about?.html ?? null);
	const isDefault = html.trim() === '';
	return {
		heading: about?.title ?? ABOUT_HEADING,
		bannerUrl: about?.bannerImageUrl ?? null,
		html: isDefault ? defaultAboutHtml(site.institute.name) : html,
		isDefault,
	};
}
