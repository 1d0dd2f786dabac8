/**
 * The one sanitising policy for institute-authored HTML (about, pages, FAQ answers, course and
 * product descriptions), shared by the build (jsdom) and the browser. Institute HTML is untrusted:
 * scripts, event handlers and `javascript:` URLs never reach the page; external links open safely.
 */
import type { Config, DOMPurify } from 'dompurify';

export const SANITIZE_CONFIG = {
	USE_PROFILES: { html: true },
	// Forms and embedded styles/frames could phish or restyle the whole site; rich text needs none of them.
	FORBID_TAGS: [
		'style',
		'form',
		'input',
		'button',
		'select',
		'textarea',
		'iframe',
		'frame',
		'object',
		'embed',
		'base',
		'meta',
		'link',
	],
	FORBID_ATTR: ['srcdoc', 'formaction'],
	ALLOW_DATA_ATTR: false,
} satisfies Config;

/** True for an absolute http(s) or protocol-relative URL (leaves the site). */
export function isExternalHref(href: string): boolean {
	return /^(https?:)?\/\//i.test(href.trim());
}

/** Adds the site's link and image rules to a DOMPurify instance (once). */
export function withSiteRules(purify: DOMPurify): DOMPurify {
	purify.addHook('afterSanitizeAttributes', (node) => {
		if (node.nodeName === 'A') {
			const href = node.getAttribute('href') ?? '';
			if (isExternalHref(href) || node.hasAttribute('target')) {
				node.setAttribute('target', '_blank');
				node.setAttribute('rel', 'noopener noreferrer');
			}
		} else if (node.nodeName === 'IMG') {
			// Institute images sit below the fold in rich text; never let them compete with the page's own.
			node.setAttribute('loading', 'lazy');
			node.setAttribute('decoding', 'async');
		}
	});
	return purify;
}
