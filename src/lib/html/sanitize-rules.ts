/**
 * The one sanitising policy for institute-authored HTML (about, pages, FAQ answers, course and
 * product descriptions), shared by the build (jsdom) and the browser. Institute HTML is untrusted:
 * scripts, event handlers and `javascript:` URLs never reach the page; external links open safely;
 * the only frame kept is a YouTube player, moved to the privacy-enhanced host and sandboxed.
 */
import type { Config, DOMPurify } from 'dompurify';
import { youtubeEmbedSrc, youtubeFrameAttributes } from './youtube-embed.ts';

export const SANITIZE_CONFIG = {
	USE_PROFILES: { html: true },
	// Frames are admitted only for the hooks below to keep YouTube players and drop every other one.
	ADD_TAGS: ['iframe'],
	// Forms and embedded styles/objects could phish or restyle the whole site; rich text needs none of them.
	FORBID_TAGS: [
		'style',
		'form',
		'input',
		'button',
		'select',
		'textarea',
		'frame',
		'object',
		'embed',
		'base',
		'meta',
		'link',
	],
	// Every page's policy refuses inline style attributes (style-src carries hashes, no
	// 'unsafe-hashes'), so one would only log a violation per element; some also carry CSS URLs.
	FORBID_ATTR: ['srcdoc', 'formaction', 'style'],
	ALLOW_DATA_ATTR: false,
} satisfies Config;

/** True for an absolute http(s) or protocol-relative URL (leaves the site). */
export function isExternalHref(href: string): boolean {
	return /^(https?:)?\/\//i.test(href.trim());
}

/** Adds the site's link, image and frame rules to a DOMPurify instance (once). */
export function withSiteRules(purify: DOMPurify): DOMPurify {
	// A frame whose source is not a YouTube embed goes before DOMPurify looks at it any further.
	purify.addHook('uponSanitizeElement', (node, data) => {
		if (data.tagName === 'iframe' && youtubeEmbedSrc(attribute(node, 'src')) === null)
			node.parentNode?.removeChild(node);
	});
	purify.addHook('afterSanitizeAttributes', (node) => {
		if (node.nodeName === 'IFRAME') {
			keepYoutubeFrame(node);
		} else if (node.nodeName === 'A') {
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

function attribute(node: Node, name: string): string | null {
	return 'getAttribute' in node ? (node as Element).getAttribute(name) : null;
}

// Only what the player needs stays on a kept frame: every other attribute (srcdoc, name, style,
// whatever DOMPurify allowed) goes, and the source becomes the privacy-enhanced one.
function keepYoutubeFrame(frame: Element): void {
	const src = youtubeEmbedSrc(frame.getAttribute('src'));
	if (src === null) {
		frame.parentNode?.removeChild(frame);
		return;
	}
	const attributes = youtubeFrameAttributes(src, {
		width: frame.getAttribute('width'),
		height: frame.getAttribute('height'),
		title: frame.getAttribute('title'),
	});
	for (const name of frame.getAttributeNames()) frame.removeAttribute(name);
	for (const [name, value] of Object.entries(attributes)) frame.setAttribute(name, value);
}
