/**
 * Browser sanitiser for institute HTML fetched at run time (content pages, product details).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { SANITIZE_CONFIG, withSiteRules } from './sanitize-rules.ts';

let purify: DOMPurify | null = null;

/** Sanitises institute HTML in the browser; null or blank input gives ''. */
export function sanitizeHtml(html: string | null | undefined): string {
	if (!html?.trim()) return '';
	purify ??= withSiteRules(createDOMPurify(window));
	return purify.sanitize(html, SANITIZE_CONFIG);
}
