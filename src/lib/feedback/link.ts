/**
 * Links shown in alerts come from server messages (e.g. the app link after `##APP_LINK##`), so
 * only web and same-site addresses are allowed (the one check, lib/security/url.ts), and web ones
 * open in a new tab without an opener.
 */
import { checkedUrl, isSitePath } from '../security/url.ts';

export interface SafeLink {
	href: string;
	external: boolean;
}

/** A renderable link for `url`, or null when it is neither http(s) nor a same-site path. */
export function safeLink(url: string | null | undefined): SafeLink | null {
	const href = checkedUrl(url, 'link');
	return href === null ? null : { href, external: !isSitePath(href) };
}
