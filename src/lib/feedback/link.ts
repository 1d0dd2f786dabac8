/**
 * Links shown in alerts come from server messages (e.g. the app link after `##APP_LINK##`), so
 * only web and same-site addresses are allowed, and web ones open in a new tab without an opener.
 */

export interface SafeLink {
	href: string;
	external: boolean;
}

/** A renderable link for `url`, or null when it is neither http(s) nor a same-site path. */
export function safeLink(url: string | null | undefined): SafeLink | null {
	const href = url?.trim() ?? '';
	if (/^https?:\/\/[^\s]+$/i.test(href)) return { href, external: true };
	if (/^\/(?!\/)[^\s]*$/.test(href)) return { href, external: false };
	return null;
}
