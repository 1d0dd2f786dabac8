/**
 * What in a DOM tree could run script or leave the page: the check the XSS corpus tests apply to
 * sanitised institute HTML, in jsdom (unit) and in Chromium (e2e, passed to `page.evaluate`, so
 * the function is self-contained: no imports, no outer variables).
 */

/** Where the check looks: institute rich text (strict), or a whole page (which has its own scripts and forms). */
export type Scope = 'content' | 'page';

/**
 * Every part of `root` that could run script or navigate the page, described in a line each:
 * handlers, `javascript:`/`vbscript:`/`data:` URLs, srcdoc, frames other than a sandboxed
 * privacy-enhanced YouTube player, meta refresh, base; in `content`, also any script, style
 * sheet, style attribute, form, object, SVG or MathML (the policy lets none of them through).
 */
export function executableParts(root: Node, scope: Scope): string[] {
	const found: string[] = [];
	const URL_ATTRIBUTES = [
		'href',
		'src',
		'xlink:href',
		'action',
		'formaction',
		'poster',
		'background',
		'data',
		'dynsrc',
		'lowsrc',
		'ping',
		'cite',
		'longdesc',
		'codebase',
		'srcset',
		'to',
		'from',
		'values',
		'manifest',
	];
	const MEDIA = ['IMG', 'AUDIO', 'VIDEO', 'SOURCE', 'TRACK'];
	const NEVER_IN_CONTENT = [
		'SCRIPT',
		'STYLE',
		'LINK',
		'META',
		'BASE',
		'FORM',
		'INPUT',
		'BUTTON',
		'SELECT',
		'TEXTAREA',
		'OBJECT',
		'EMBED',
		'APPLET',
		'PARAM',
		'FRAME',
		'FRAMESET',
		'ISINDEX',
		'KEYGEN',
		'NOSCRIPT',
		'SVG',
		'MATH',
	];
	// The site's own inline handler (the web-font stylesheet's, allowed by the policy's hash).
	const SITE_HANDLERS = ["this.media='all'"];
	const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com/embed/';
	const YOUTUBE_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';
	// The characters DOMPurify and the URL parser skip before a scheme (controls, Unicode spaces).
	const compact = (value: string) =>
		value.replace(/[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000\uFEFF]/g, '');
	const describe = (element: Element) => `<${element.nodeName.toLowerCase()}>`;

	const visit = (node: Node) => {
		if (node.nodeType === 1) {
			const element = node as Element;
			const name = element.nodeName.toUpperCase();
			if (scope === 'content' && NEVER_IN_CONTENT.includes(name))
				found.push(`${describe(element)} element`);
			if (name === 'SCRIPT' && scope === 'page') {
				const type = (element.getAttribute('type') ?? '').trim().toLowerCase();
				const runs = ['', 'module', 'text/javascript', 'application/javascript'].includes(type);
				if (runs && (element.textContent ?? '').includes('__xss'))
					found.push('a script with the corpus flag');
			}
			if (name === 'META' && /refresh/i.test(element.getAttribute('http-equiv') ?? ''))
				found.push('<meta> refresh');
			if (name === 'BASE') found.push('<base> element');
			if (name === 'IFRAME') {
				const src = element.getAttribute('src') ?? '';
				if (!src.startsWith(YOUTUBE_PLAYER) || element.getAttribute('sandbox') !== YOUTUBE_SANDBOX)
					found.push(`<iframe> ${src || '(no src)'}`);
			}
			for (const attribute of Array.from(element.attributes)) {
				const key = attribute.name.toLowerCase();
				const siteHandler = scope === 'page' && SITE_HANDLERS.includes(attribute.value);
				if (key.startsWith('on') && !siteHandler) found.push(`${key} on ${describe(element)}`);
				if (key === 'srcdoc') found.push(`srcdoc on ${describe(element)}`);
				if (scope === 'content' && key === 'style') found.push(`style on ${describe(element)}`);
				if (!URL_ATTRIBUTES.includes(key)) continue;
				const value = compact(attribute.value).toLowerCase();
				// A list (srcset, an SVG animation's values) may hide one further in.
				if (/(^|[,;])(java|vb|live)script:/.test(value))
					found.push(`${key}=${attribute.value.slice(0, 40)} on ${describe(element)}`);
				else if (value.startsWith('data:') && !MEDIA.includes(name))
					found.push(`${key}=data: on ${describe(element)}`);
			}
			if (name === 'TEMPLATE') visit((element as HTMLTemplateElement).content);
		}
		for (const child of Array.from(node.childNodes)) visit(child);
	};
	visit(root);
	return found;
}
