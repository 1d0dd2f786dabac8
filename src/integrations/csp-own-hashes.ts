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
 * styles go through the CSSOM (src/components/feedback/HotToasts.tsx). A block's hash is of its
 * bytes, as the browser's is; the page is not decoded.
 */
import { createHash } from 'node:crypto';
import { decodePolicyContent } from '../server/security/csp.ts';

const PRUNED = new Set(['script-src', 'style-src']);
const HASH_SOURCE = /^'(sha256|sha384|sha512)-[A-Za-z0-9+/=_-]+'$/;
const TAG_END = '>'.charCodeAt(0);
const SRC = Buffer.from(' src=');
// The inline blocks: their opening tags (a space or `>` follows the name) and closing tags, as
// Astro and our components write them (lower case).
const BLOCKS = [
	[Buffer.from('<script'), Buffer.from('</script')],
	[Buffer.from('<style'), Buffer.from('</style')],
] as const;
const AFTER_NAME = new Set([' ', '>', '\t', '\n'].map((char) => char.charCodeAt(0)));

/** The text (as byte offsets) of every inline script and style of a page. */
function inlineBlocks(html: Buffer): Array<readonly [number, number]> {
	const blocks: Array<readonly [number, number]> = [];
	for (const [open, close] of BLOCKS) {
		for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + 1)) {
			if (!AFTER_NAME.has(html[at + open.length] ?? 0)) continue;
			const start = html.indexOf(TAG_END, at) + 1;
			const end = start > 0 ? html.indexOf(close, start) : -1;
			if (end === -1) break;
			const tag = html.subarray(at, start);
			if (open === BLOCKS[0][0] && tag.includes(SRC)) continue;
			blocks.push([start, end]);
			at = end;
		}
	}
	return blocks;
}

/**
 * A policy read once: its directives (each pruned directive's name and sources), and the hash
 * algorithms those name (`sha256`…).
 */
interface ParsedPolicy {
	directives: Array<string | { before: string; name: string; sources: string[]; after: string }>;
	algorithms: string[];
}

// Pages of one route of one tenant share their policy: each is parsed once.
const parsed = new Map<string, ParsedPolicy>();

function parse(content: string): ParsedPolicy {
	let policy = parsed.get(content);
	if (policy) return policy;
	const algorithms = new Set<string>();
	const directives = decodePolicyContent(content)
		.split(';')
		.map((directive) => {
			const [name = '', ...sources] = directive.trim().split(/\s+/);
			if (!PRUNED.has(name.toLowerCase())) return directive;
			for (const source of sources)
				if (HASH_SOURCE.test(source)) algorithms.add(source.slice(1, source.indexOf('-')));
			// The directive's own spacing around it stays as it was.
			const [, before = '', after = ''] = /^(\s*)[\s\S]*?(\s*)$/.exec(directive) ?? [];
			return { before, name, sources, after };
		});
	policy = { directives, algorithms: [...algorithms] };
	if (parsed.size > 1000) parsed.clear();
	parsed.set(content, policy);
	return policy;
}

/**
 * A policy (as its meta tag writes it, entities and all) with the hashes of `script-src` and
 * `style-src` that `present` does not hold left out.
 */
export function prunePolicy(content: string, present: (source: string) => boolean): string {
	return parse(content)
		.directives.map((directive) => {
			if (typeof directive === 'string') return directive;
			const { before, name, sources, after } = directive;
			const kept = sources.filter((source) => !HASH_SOURCE.test(source) || present(source));
			return before + [name, ...kept].join(' ') + after;
		})
		.join(';')
		.replace(/&/g, '&amp;')
		.replace(/'/g, '&#39;');
}

// The same blocks (a route's styles, the header's scripts) come back on page after page, so each
// text is hashed once: a block is looked up by its length and ends, and reuses a hash only when
// all its bytes equal the hashed ones (a comparison costs a tenth of a hash).
const hashed = new Map<string, Array<{ bytes: Buffer; source: string }>>();

function blockSource(algorithm: string, bytes: Buffer): string {
	const key = `${algorithm} ${bytes.length} ${bytes.toString('latin1', 0, 24)} ${bytes.toString('latin1', Math.max(0, bytes.length - 24))}`;
	const known = hashed.get(key) ?? [];
	const found = known.find((entry) => entry.bytes.equals(bytes));
	if (found) return found.source;
	const source = `'${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}'`;
	if (hashed.size > 2000) hashed.clear();
	hashed.set(key, [...known, { bytes: Buffer.from(bytes), source }]);
	return source;
}

// Pages of one route of one tenant share their policy and their inline blocks: a narrowed policy
// is made once per policy text and set of the page's own hashes (the build's pages repeat a few
// hundred such pairs; the filtering cost 4 % of a render process).
const narrowed = new Map<string, string>();

/**
 * A page's policy (its meta tag's content) with the script and style hashes narrowed to the
 * page's own inline blocks; csp-first.ts writes it as it moves the tag.
 */
export function ownPolicy(content: string, html: Buffer): string {
	const blocks = inlineBlocks(html);
	const own = new Set<string>();
	for (const algorithm of parse(content).algorithms) {
		for (const [from, to] of blocks) own.add(blockSource(algorithm, html.subarray(from, to)));
	}
	const key = `${content}\n${[...own].join(' ')}`;
	let policy = narrowed.get(key);
	if (policy === undefined) {
		policy = prunePolicy(content, (source) => own.has(source));
		if (narrowed.size > 1000) narrowed.clear();
		narrowed.set(key, policy);
	}
	return policy;
}
