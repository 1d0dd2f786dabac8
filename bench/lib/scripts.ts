/**
 * The JavaScript a page runs before interaction, split three ways for the budgets (issue 14):
 * the header's small script (which every site page has), the page's other script files, and the
 * inline scripts of its document. Sizes are gzip level 9, like bytes.ts.
 */
import {
	HEADER_STATE_SCRIPT,
	openWhenWide,
	SITE_MENU_WIDE,
} from '../../src/lib/site/inline-scripts.ts';
import { gzipSize } from './bytes.ts';

/**
 * The header's small script, defined here and nowhere else: what src/components/layout/Header.astro
 * ships on every page. Inline, its two scripts (the stored login and cart count before paint, and
 * the menu kept open on wide screens); as a file, the module its `<script>` compiles to
 * (src/browser/header.ts) with the chunks that module imports statically (the `shell` chunk of
 * astro.config.mjs: the session and cart stores with nanostores; the offline rules). The
 * logout's dynamic import is not part of it: nothing loads it before interaction.
 */
export const HEADER_SCRIPT = {
	inline: [HEADER_STATE_SCRIPT, openWhenWide(SITE_MENU_WIDE)] as readonly string[],
	/** The file Astro emits for Header.astro's first `<script>` (the name follows the component). */
	entry: /\/Header\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/,
} as const;

/** A script file the page loaded, with its text. */
export interface ScriptFile {
	url: string;
	source: string;
}

/** One script file in a page's report: its path and sizes, and whether it is the header's. */
export interface ScriptFileFigures {
	path: string;
	raw: number;
	gzip: number;
	header: boolean;
}

export interface InlineFigures {
	count: number;
	raw: number;
	/** The scripts' texts gzipped together (as they travel, inside the compressed document). */
	gzip: number;
}

/** A page's JavaScript before interaction, split for the budgets. */
export interface ScriptSplit {
	/** Every script file, largest first. */
	files: ScriptFileFigures[];
	/** The header's small script: its files and its inline scripts. */
	header: { files: number; gzip: number; inline: InlineFigures };
	/** Script files other than the header's. */
	otherFiles: { count: number; gzip: number };
	/** The document's inline scripts other than the header's. */
	inline: InlineFigures;
	/** Everything: every file and every inline script, gzip. */
	totalGzip: number;
}

// Types of <script> elements that run as JavaScript; anything else (ld+json, importmap) is data.
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The texts of the inline scripts of an HTML document that run as JavaScript, in order. */
export function inlineScripts(html: string): string[] {
	const scripts: string[] = [];
	for (const [, attributes = '', text = ''] of html.matchAll(
		/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
	)) {
		if (/\bsrc\s*=/i.test(attributes)) continue;
		const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
		const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
		if (JS_TYPES.has(value) && text.trim() !== '') scripts.push(text);
	}
	return scripts;
}

/**
 * The specifiers a module imports statically (`import … from '…'`, `import '…'`,
 * `export … from '…'`), in minified or plain output; dynamic `import('…')` is left out.
 */
export function staticImports(source: string): string[] {
	const found: string[] = [];
	const pattern =
		/(?:^|[;}\s/])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"'\n]+)\1/g;
	for (const match of source.matchAll(pattern)) found.push(match[2]!);
	return found;
}

/** URLs of the header's script files among `files`: its entry and what it imports, transitively. */
export function headerScriptUrls(files: readonly ScriptFile[]): Set<string> {
	const byUrl = new Map(files.map((file) => [file.url, file]));
	const found = new Set<string>();
	const queue = files
		.filter((file) => HEADER_SCRIPT.entry.test(new URL(file.url).pathname))
		.map((file) => file.url);
	while (queue.length > 0) {
		const url = queue.shift()!;
		if (found.has(url)) continue;
		found.add(url);
		const file = byUrl.get(url);
		if (!file) continue;
		for (const specifier of staticImports(file.source)) {
			const imported = new URL(specifier, url).href;
			if (byUrl.has(imported)) queue.push(imported);
		}
	}
	return found;
}

const inlineFigures = (texts: readonly string[]): InlineFigures => {
	const joined = new TextEncoder().encode(texts.join('\n'));
	return { count: texts.length, raw: joined.length, gzip: texts.length ? gzipSize(joined) : 0 };
};

/** Splits a page's JavaScript: its document's HTML and the script files it loaded. */
export function splitScripts(html: string, files: readonly ScriptFile[]): ScriptSplit {
	const headerUrls = headerScriptUrls(files);
	const encoder = new TextEncoder();
	const figures = files
		.map((file) => {
			const body = encoder.encode(file.source);
			return {
				path: new URL(file.url).pathname,
				raw: body.length,
				gzip: gzipSize(body),
				header: headerUrls.has(file.url),
			};
		})
		.sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
	const sum = (list: ScriptFileFigures[]) => list.reduce((total, file) => total + file.gzip, 0);
	const headerFiles = figures.filter((file) => file.header);
	const otherFiles = figures.filter((file) => !file.header);
	const texts = inlineScripts(html);
	const isHeader = (text: string) => HEADER_SCRIPT.inline.includes(text);
	return {
		files: figures,
		header: {
			files: headerFiles.length,
			gzip: sum(headerFiles),
			inline: inlineFigures(texts.filter(isHeader)),
		},
		otherFiles: { count: otherFiles.length, gzip: sum(otherFiles) },
		inline: inlineFigures(texts.filter((text) => !isHeader(text))),
		totalGzip: sum(figures) + inlineFigures(texts).gzip,
	};
}
