/**
 * The app-link marker of CONTRACT.md (spec sections 4, 6 and 8): a server message may end with
 * `##APP_LINK##<url>`. Its own module because every page's header reads it, and the header must
 * not carry the error texts and classes that only form pages need.
 */

const APP_LINK_MARKER = '##APP_LINK##';

/** Splits a message at `##APP_LINK##`: text before it is shown, the URL after it is a link. */
export function splitAppLink(message: string): { text: string; link: string | null } {
	const at = message.indexOf(APP_LINK_MARKER);
	if (at === -1) return { text: message, link: null };
	const link = message.slice(at + APP_LINK_MARKER.length).trim();
	return { text: message.slice(0, at).trim(), link: link === '' ? null : link };
}
