/**
 * The XSS corpus (issue 13, item 2): hostile institute HTML, as data. Each payload is a public
 * test vector rewritten so that, if any of it ever runs, it records its own id in
 * `window.__xss` (see `flagCode`); a test then asserts the list stays empty.
 *
 * Sources (each payload names its own):
 * - DOMPurify: the test vectors of DOMPurify's own suite,
 *   https://github.com/cure53/DOMPurify/blob/main/test/fixtures/expect.mjs (mXSS in SVG and
 *   MathML, namespace confusion, DOM clobbering, the html5sec.org vectors it carries as
 *   `<div id="N">`, javascript: URIs split by control and Unicode white space);
 * - OWASP: the XSS Filter Evasion Cheat Sheet,
 *   https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html
 *   (after RSnake's list: malformed tags, character references, embedded tabs and newlines,
 *   BASE, META refresh, STYLE and expression(), FRAME, TABLE background, the polyglot locator);
 * - site: what this site's own templates would be weak to if they ever stopped escaping
 *   (breaking out of an attribute, a JSON <script>, a comment or a title), and YouTube lookalikes.
 */
import { PAYLOAD_ENTRIES } from './payloads.ts';

/** Where a vector comes from. */
export type XssSource = 'DOMPurify' | 'OWASP' | 'site';

/** What a vector tries. */
export type XssKind =
	| 'script'
	| 'handler'
	| 'url'
	| 'frame'
	| 'style'
	| 'meta'
	| 'form'
	| 'svg'
	| 'mathml'
	| 'mxss'
	| 'breakout'
	| 'clobbering';

/** One hostile input. */
export interface XssPayload {
	id: number;
	kind: XssKind;
	source: XssSource;
	html: string;
}

/** The global a payload that runs writes its id into. */
export const XSS_FLAG = '__xss';

/** The script a payload runs: pushes its id onto `window.__xss`; no quotes or spaces, so it fits anywhere. */
export function flagCode(id: number): string {
	return `(self.${XSS_FLAG}=self.${XSS_FLAG}||[]).push(${id})`;
}

/** Every payload, numbered from 1 in the order of payloads.ts. */
export const XSS_PAYLOADS: readonly XssPayload[] = PAYLOAD_ENTRIES.map(
	([kind, source, make], index) => ({
		id: index + 1,
		kind,
		source,
		html: make(flagCode(index + 1)),
	}),
);

/**
 * Hostile values for fields that hold a URL (social links, the enquiry form, app-store links, a
 * product's share link): numbered from 1001.
 */
export const XSS_URLS: readonly { id: number; url: string }[] = [
	(js: string) => `javascript:${js}`,
	(js: string) => `JaVaScRiPt:${js}`,
	(js: string) => ` javascript:${js}`,
	(js: string) => `\tjavascript:${js}`,
	(js: string) => `java\tscript:${js}`,
	(js: string) => `java\nscript:${js}`,
	(js: string) => `\u0001javascript:${js}`,
	(js: string) => `\u2028javascript:${js}`,
	(js: string) => `javascript://%0a${js}`,
	(js: string) => `javascript:/*https://example.com*/${js}`,
	(js: string) => `javascript&colon;${js}`,
	(js: string) => `&#106;avascript:${js}`,
	(js: string) => `jav&#x09;ascript:${js}`,
	(js: string) => `data:text/html,<script>${js}</script>`,
	(js: string) => `data:text/html;base64,${btoa(`<script>${js}</script>`)}`,
	() => 'vbscript:msgbox(1)',
	(js: string) => `//evil.example/${js}`,
	(js: string) => `https://example.com/" onmouseover="${js}" x="`,
	(js: string) => `https://example.com/'><script>${js}</script>`,
	(js: string) => `https://example.com/#"><img src=x onerror=${js}>`,
	(js: string) => `http://javascript:${js}`,
].map((make, index) => ({ id: 1001 + index, url: make(flagCode(1001 + index)) }));

/**
 * Ordinary rich text that must survive sanitising untouched in meaning: headings, a list, a
 * table, an https link and an image (a sandbox asset), each with a text the e2e tests look for.
 */
export const SAFE_HTML = [
	'<h2>Safe heading survives</h2>',
	'<ul><li>Safe list item one</li><li>Safe list item two</li></ul>',
	'<table><thead><tr><th>Safe column</th></tr></thead><tbody><tr><td>Safe cell</td></tr></tbody></table>',
	'<p><a href="https://example.com/safe-link">Safe https link</a></p>',
	'<p><img src="/sandbox/assets/about-greenfield.svg" alt="Safe image" width="120" height="80"></p>',
].join('');

/** A YouTube player as YouTube's Share → Embed gives it; kept, moved to youtube-nocookie.com. */
export const YOUTUBE_EMBED_HTML =
	'<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=lab" title="Safe video" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>';
