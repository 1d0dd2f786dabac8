/**
 * Each page's policy keeps only the hashes of its own inline scripts and styles
 * (src/integrations/csp-own-hashes.ts): a hash of another page's block goes, a hash of a block on
 * the page stays (in the head, the body or a <noscript>), and nothing but script-src and
 * style-src hashes changes.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspFirst } from '../../../src/integrations/csp-first.ts';
import { ownPolicy, prunePolicy } from '../../../src/integrations/csp-own-hashes.ts';

const ownHashesOnly = (html: Uint8Array<ArrayBuffer>) => cspFirst(html, ownPolicy);

const sha = (text: string, algorithm = 'sha256') =>
	`'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`;
const escaped = (policy: string) => policy.replace(/'/g, '&#39;');
const page = (policy: string, body: string) =>
	Buffer.from(
		`<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${escaped(policy)}"><title>T</title></head><body>${body}</body></html>`,
	);
const policyOf = (html: Uint8Array) =>
	/content="([^"]*)"/
		.exec(Buffer.from(html).toString('utf8'))![1]!
		.replace(/&#39;/g, "'")
		.replace(/&amp;/g, '&');

const INLINE = 'console.log("hi")';
const OTHER = 'console.log("another page")';
const STYLE = 'p{color:red}';
const HINDI = 'document.title="नमस्ते"';

describe('cspFirst with ownPolicy', () => {
	it.each([
		[
			'drops the hash of a script the page lacks, keeps its own',
			`script-src 'self' ${sha(INLINE)} ${sha(OTHER)}`,
			`<script>${INLINE}</script>`,
			`script-src 'self' ${sha(INLINE)}`,
		],
		[
			'keeps the hash of a style, drops a style of another page',
			`style-src 'self' ${sha(STYLE)} ${sha('a{}')}`,
			`<style>${STYLE}</style>`,
			`style-src 'self' ${sha(STYLE)}`,
		],
		[
			'keeps a style inside <noscript>: it applies with scripting off',
			`style-src 'self' ${sha(STYLE)}`,
			`<noscript><style>${STYLE}</style></noscript>`,
			`style-src 'self' ${sha(STYLE)}`,
		],
		[
			'hashes a block as UTF-8 bytes, as the browser does',
			`script-src 'self' ${sha(HINDI)}`,
			`<script>${HINDI}</script>`,
			`script-src 'self' ${sha(HINDI)}`,
		],
		[
			'ignores a script with src: its text is not run',
			`script-src 'self' ${sha('')}`,
			`<script type="module" src="/_astro/a.js"></script>`,
			`script-src 'self'`,
		],
		[
			'matches sha384 and sha512 sources too',
			`script-src 'self' ${sha(INLINE, 'sha384')} ${sha(OTHER, 'sha512')}`,
			`<script type="module">${INLINE}</script>`,
			`script-src 'self' ${sha(INLINE, 'sha384')}`,
		],
		[
			// Astro and our components write lower case; another spelling fails closed.
			'does not read an upper-case tag: its hash goes, and the browser refuses the block',
			`script-src 'self' ${sha(INLINE)}`,
			`<SCRIPT>${INLINE}</SCRIPT>`,
			`script-src 'self'`,
		],
		[
			'leaves other directives and non-hash sources alone',
			`default-src 'self'; script-src 'self' 'strict-dynamic' ${sha(OTHER)}; script-src-attr ${sha(OTHER)} 'unsafe-hashes'; img-src 'self' data:`,
			`<p>no inline code</p>`,
			`default-src 'self'; script-src 'self' 'strict-dynamic'; script-src-attr ${sha(OTHER)} 'unsafe-hashes'; img-src 'self' data:`,
		],
	])('%s', (_name, policy, body, expected) => {
		expect(policyOf(ownHashesOnly(page(policy, body)))).toBe(expected);
	});

	it('returns the very page when it has no policy tag or nothing to drop', () => {
		const bare = Buffer.from('<!doctype html><html><head></head><body></body></html>');
		expect(ownHashesOnly(bare)).toBe(bare);
		const own = page(`script-src 'self' ${sha(INLINE)}`, `<script>${INLINE}</script>`);
		expect(ownHashesOnly(own)).toBe(own);
	});

	it('never reuses the hash of a block that only looks the same (same length and ends)', () => {
		const first = `/*${'a'.repeat(30)}*/ run(1); /*${'z'.repeat(30)}*/`;
		const second = `/*${'a'.repeat(30)}*/ run(2); /*${'z'.repeat(30)}*/`;
		const policy = `script-src 'self' ${sha(first)}`;
		expect(policyOf(ownHashesOnly(page(policy, `<script>${first}</script>`)))).toBe(policy);
		expect(policyOf(ownHashesOnly(page(policy, `<script>${second}</script>`)))).toBe(
			`script-src 'self'`,
		);
	});

	it('narrows one policy for each page by its own blocks, however often the pair repeats', () => {
		const policy = `script-src 'self' ${sha(INLINE)} ${sha(OTHER)}; style-src 'self' ${sha(STYLE)}`;
		const pages = [
			[`<script>${INLINE}</script>`, `script-src 'self' ${sha(INLINE)}; style-src 'self'`],
			[`<script>${OTHER}</script>`, `script-src 'self' ${sha(OTHER)}; style-src 'self'`],
			[
				`<script>${INLINE}</script><style>${STYLE}</style>`,
				`script-src 'self' ${sha(INLINE)}; style-src 'self' ${sha(STYLE)}`,
			],
			['<p>none</p>', `script-src 'self'; style-src 'self'`],
		] as const;
		for (let round = 0; round < 2; round++) {
			for (const [body, expected] of pages)
				expect(policyOf(ownHashesOnly(page(policy, body)))).toBe(expected);
		}
	});

	it('changes nothing outside the policy tag', () => {
		const body = `<script>${INLINE}</script><p>Text &amp; more</p>`;
		const pruned = Buffer.from(ownHashesOnly(page(`script-src ${sha(OTHER)}`, body))).toString();
		expect(pruned).toContain(`<body>${body}</body>`);
		expect(pruned).toContain('content="script-src"><title>T</title>');
	});
});

describe('prunePolicy', () => {
	it('writes the policy back with the entities of the tag it came from', () => {
		expect(prunePolicy('script-src &#39;self&#39; &#39;sha256-AA==&#39;', () => false)).toBe(
			'script-src &#39;self&#39;',
		);
	});

	it('reads a quote written as &#x27; too, and writes it back as &#39;', () => {
		expect(prunePolicy('script-src &#x27;self&#x27; &#x27;sha256-AA==&#x27;', () => false)).toBe(
			'script-src &#39;self&#39;',
		);
	});
});
