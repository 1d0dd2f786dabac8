/**
 * Build-time sanitiser: DOMPurify over a jsdom window (only ever imported by .astro frontmatter
 * and build scripts, never by an island).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { SANITIZE_CONFIG, withSiteRules } from './sanitize-rules.ts';

let purify: DOMPurify | null = null;

/** Sanitises institute HTML for static rendering; null or blank input gives ''. */
export function sanitizeHtml(html: string | null | undefined): string {
	if (!html?.trim()) return '';
	purify ??= withSiteRules(
		createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis),
	);
	return purify.sanitize(html, SANITIZE_CONFIG);
}
