/**
 * Build-time sanitiser: DOMPurify over a jsdom window (only ever imported by .astro frontmatter
 * and build scripts, never by an island).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { SANITIZE_CONFIG, withSiteRules } from '../../lib/html/sanitize-rules.ts';

let purify: DOMPurify | null = null;

// The same institute HTML (an about text, a product description) appears on many pages of a
// build; sanitising is pure, and the slowest step of rendering a page, so each input is done once.
const sanitized = new Map<string, string>();
const MAX_REMEMBERED = 5000;

/** Sanitises institute HTML for static rendering; null or blank input gives ''. */
export function sanitizeHtml(html: string | null | undefined): string {
	if (!html?.trim()) return '';
	const known = sanitized.get(html);
	if (known !== undefined) return known;
	purify ??= withSiteRules(createDOMPurify(new JSDOM('').window));
	const clean = purify.sanitize(html, SANITIZE_CONFIG);
	if (sanitized.size >= MAX_REMEMBERED) sanitized.clear();
	sanitized.set(html, clean);
	return clean;
}
