/**
 * Each page's Content Security Policy lists the hashes of its own inline scripts and styles only.
 * Astro's policy (security.csp) allows, on every page, the hash of every inline script and style
 * of the whole build: on the courses page 17 script hashes for its 5 inline scripts and 40 style
 * hashes for its 4 styles. Each hash is 50 bytes no compression shrinks, twice per page: in the
 * meta tag, and in the header the preview server copies from it. The extra 2.6 KB of header and
 * 2 KB of compressed HTML took the page past the first round trip of a new connection (14.6 KB),
 * and allowed inline code that the page does not have.
 *
 * The policy keeps every hash that matches the text of an inline `<script>` or `<style>` anywhere
 * in the page (inside `<noscript>` too, which applies with scripting off), and every source that
 * is not a hash; only `script-src` and `style-src` are pruned. Nothing on these pages adds inline
 * code at run time: scripts they load later are files ('self' or a listed host), and the toasts'
 * styles go through the CSSOM (src/components/feedback/HotToasts.tsx). Works on the page's bytes,
 * as csp-first.ts does: the tag is ASCII, and a block's hash is of its bytes, as the browser's is.
 */
import { createHash } from 'node:crypto';

const PRUNED = new Set(['script-src', 'style-src']);
const HASH_SOURCE = /^'(sha256|sha384|sha512)-[A-Za-z0-9+/=_-]+'$/;
const POLICY_TAG = /<meta http-equiv="content-security-policy" content="([^"]*)">/i;
// An inline block: its opening tag's attributes, then its text up to the closing tag.
const BLOCK = /<(script|style)\b([^>]*)>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** The text (as byte offsets) of every inline script and style of a page read as latin1. */
function inlineBlocks(text: string): Array<readonly [number, number]> {
	const blocks: Array<readonly [number, number]> = [];
	const lower = text.toLowerCase();
	for (const match of text.matchAll(BLOCK)) {
		const name = match[1]!.toLowerCase();
		const start = match.index + match[0].length;
		const end = lower.indexOf(`</${name}`, start);
		if (end === -1) continue;
		if (name === 'script' && HAS_SRC.test(match[2]!)) continue;
		blocks.push([start, end]);
	}
	return blocks;
}

const ENTITIES: Record<string, string> = { '&#39;': "'", '&quot;': '"', '&amp;': '&' };

/**
 * A policy (as its meta tag writes it, entities and all) with the hashes of `script-src` and
 * `style-src` that `present` does not hold left out.
 */
export function prunePolicy(content: string, present: (source: string) => boolean): string {
	const policy = content.replace(/&#39;|&quot;|&amp;/g, (entity) => ENTITIES[entity] ?? entity);
	const directives = policy.split(';').map((directive) => {
		const [name = '', ...sources] = directive.trim().split(/\s+/);
		if (!PRUNED.has(name.toLowerCase())) return directive;
		const kept = sources.filter((source) => !HASH_SOURCE.test(source) || present(source));
		// The directive's own spacing around it stays as it was.
		const [, before = '', after = ''] = /^(\s*)[\s\S]*?(\s*)$/.exec(directive) ?? [];
		return before + [name, ...kept].join(' ') + after;
	});
	return directives.join(';').replace(/&/g, '&amp;').replace(/'/g, '&#39;');
}

/** The page with its policy's script and style hashes narrowed to its own inline blocks. */
export function ownHashesOnly(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
	const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
	// latin1: one character per byte, so string offsets are byte offsets.
	const text = html.toString('latin1');
	const tag = POLICY_TAG.exec(text);
	if (!tag) return page;
	const blocks = inlineBlocks(text);
	const digests = new Map<string, Set<string>>();
	const present = (source: string) => {
		const algorithm = source.slice(1, source.indexOf('-'));
		let known = digests.get(algorithm);
		if (!known) {
			known = new Set(
				blocks.map(
					([start, end]) =>
						`'${algorithm}-${createHash(algorithm).update(html.subarray(start, end)).digest('base64')}'`,
				),
			);
			digests.set(algorithm, known);
		}
		return known.has(source);
	};
	const content = prunePolicy(tag[1]!, present);
	if (content === tag[1]) return page;
	const start = tag.index + tag[0].indexOf('content="') + 'content="'.length;
	return Buffer.concat([
		html.subarray(0, start),
		Buffer.from(content, 'latin1'),
		html.subarray(start + tag[1]!.length),
	]);
}
