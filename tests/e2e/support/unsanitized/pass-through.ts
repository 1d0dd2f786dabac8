/**
 * The sanitiser of the unsanitised test build (plugin.ts puts it in place of both
 * src/server/html/sanitize.ts and src/lib/html/sanitize.client.ts): institute HTML goes to the page as
 * it came, so only the pages' Content Security Policy stands between it and the visitor.
 */

/** Institute HTML unchanged; null or blank input gives '' (as the real sanitisers do). */
export function sanitizeHtml(html: string | null | undefined): string {
	return html?.trim() ? html : '';
}
