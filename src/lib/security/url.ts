/**
 * The one check every address from the API (or from tenant data) passes before it becomes an
 * `href`, a `src` or a redirect: a web address a browser can follow (http or https, parsed as a
 * URL: no `javascript:`, `data:` or `http://javascript:alert(1)`), or a same-site path that no
 * browser reads as another host (never `//host`, `/\host` or a path with white space, which
 * browsers strip). A script or a payment redirect must be secure as well.
 */

/**
 * What an address is used for: a link (web or same-site path), a web address, or a secure one
 * (https, or http on a loopback host, without credentials: a script, a payment redirect).
 */
export type UrlUse = 'link' | 'web' | 'secure';

// A web address as institutes paste it: the parser encodes any inner space or quote, and the
// page escapes the attribute; a backslash, which browsers read as a slash, is refused.
const WEB = /^https?:\/\/[^\s\\][^\\]*$/i;
const PATH = /^\/(?![/\\])[^\s\\]*$/;
// Loopback hosts: browsers treat them as secure origins, and only the visitor's own machine can
// answer (the sandbox serves its chat widget and payment stand-ins from http://127.0.0.1).
const LOOPBACK_HOST = /^((?:[\w-]+\.)*localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function parsed(text: string): URL | null {
	try {
		return new URL(text);
	} catch {
		return null;
	}
}

function isSecure(url: URL): boolean {
	const secure =
		url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname));
	return secure && !url.username && !url.password;
}

/**
 * The address when it is fit for `use`, else null: trimmed, and for `secure` as the URL parser
 * writes it.
 */
export function checkedUrl(value: string | null | undefined, use: UrlUse): string | null {
	const text = value?.trim() ?? '';
	if (use === 'link' && PATH.test(text)) return text;
	const url = WEB.test(text) ? parsed(text) : null;
	if (!url) return null;
	if (use !== 'secure') return text;
	return isSecure(url) ? url.href : null;
}

/** Whether `text` is a same-site path (`/x`), by the same rule as {@link checkedUrl}. */
export const isSitePath = (text: string) => PATH.test(text);
