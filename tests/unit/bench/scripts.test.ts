import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
	headerScriptUrls,
	inlineScripts,
	splitScripts,
	staticImports,
	type ScriptFile,
} from '../../../bench/lib/scripts.ts';
import {
	HEADER_STATE_SCRIPT,
	openWhenWide,
	SITE_MENU_WIDE,
} from '../../../src/lib/site/inline-scripts.ts';

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

describe('inlineScripts', () => {
	it.each<[string, string, string[]]>([
		['a classic script', '<script>let a=1</script>', ['let a=1']],
		['a module', '<script type="module">import "./x.js"</script>', ['import "./x.js"']],
		['text/javascript, any case', "<SCRIPT type='Text/JavaScript'>b()</SCRIPT>", ['b()']],
		['attributes besides type', '<script data-x nonce="n">c()</script>', ['c()']],
		['a script file is not inline', '<script type="module" src="/_astro/a.js"></script>', []],
		['JSON-LD is data', '<script type="application/ld+json">{"a":1}</script>', []],
		['an import map is data', '<script type="importmap">{}</script>', []],
		['an empty script', '<script> </script>', []],
		[
			'several, in order, across lines',
			'<head><script>one()</script></head><body><p>x</p><script>\ntwo()\n</script></body>',
			['one()', '\ntwo()\n'],
		],
	])('%s', (_name, html, expected) => {
		expect(inlineScripts(html)).toEqual(expected);
	});
});

describe('staticImports', () => {
	it.each<[string, string, string[]]>([
		['minified named imports', 'import{a as e,b as t}from"./shell.B1.js";e()', ['./shell.B1.js']],
		[
			'a side-effect import',
			'import"./offline.C2.js";import"./x.js"',
			['./offline.C2.js', './x.js'],
		],
		['a namespace import', "import * as r from './react.D3.js'", ['./react.D3.js']],
		['a default import', 'import d from"./d.js"', ['./d.js']],
		['a re-export', 'export{a as b}from"./e.js"', ['./e.js']],
		['after a banner comment', '/*! MIT */import"./f.js"', ['./f.js']],
		['a dynamic import is not static', 'x.onclick=()=>import("./auth.E4.js")', []],
		['an export without source', 'export{a as b};', []],
		['a word ending in import', 'reimport"./g.js"', []],
	])('%s', (_name, source, expected) => {
		expect(staticImports(source)).toEqual(expected);
	});
});

const origin = 'http://sunrise.localhost:4000';
const file = (path: string, source: string): ScriptFile => ({ url: `${origin}${path}`, source });
const HEADER = '/_astro/Header.astro_astro_type_script_index_0_lang.Ab1_c.js';
const files = [
	file(
		HEADER,
		'import{a}from"./shell.X1.js";import"./offline.Y2.js";a(()=>import("./auth.Z3.js"))',
	),
	file('/_astro/shell.X1.js', 'import"./nano.N1.js";export const a=1'),
	file('/_astro/nano.N1.js', 'export const n=1'),
	file('/_astro/offline.Y2.js', 'export const o=1'),
	file('/_astro/faqs.F1.js', 'import{a}from"./shell.X1.js";import"./page-only.P1.js"'),
	// Larger than every other file, gzipped too.
	file(
		'/_astro/page-only.P1.js',
		`export const p=${JSON.stringify(Array.from({ length: 200 }, (_, i) => i * 7919))}`,
	),
];

describe('headerScriptUrls', () => {
	it("is the header's module and what it imports statically, transitively", () => {
		expect([...headerScriptUrls(files)].map((url) => new URL(url).pathname).sort()).toEqual([
			HEADER,
			'/_astro/nano.N1.js',
			'/_astro/offline.Y2.js',
			'/_astro/shell.X1.js',
		]);
	});

	it('is empty on a page without the header (the dashboard has its own frame)', () => {
		expect(headerScriptUrls(files.slice(1)).size).toBe(0);
	});
});

describe('splitScripts', () => {
	const headerInline = [HEADER_STATE_SCRIPT, openWhenWide(SITE_MENU_WIDE)];
	const own = "if(!location.hash){history.scrollRestoration='manual';scrollTo(0,0)}";
	const html =
		`<html><head><script type="application/ld+json">{"@type":"FAQPage"}</script></head><body>` +
		`<header><script>${headerInline[1]}</script></header><script>${headerInline[0]}</script>` +
		`<script type="module" src="${HEADER}"></script><main><script>${own}</script></main></body></html>`;
	const split = splitScripts(html, files);

	it("counts the header's files and inline scripts apart from the page's", () => {
		const headerFiles = files.slice(0, 4).map((entry) => gzip(entry.source));
		expect(split.header).toEqual({
			files: 4,
			gzip: headerFiles.reduce((a, b) => a + b),
			inline: {
				count: 2,
				raw: Buffer.byteLength(`${headerInline[1]}\n${headerInline[0]}`),
				gzip: gzip(`${headerInline[1]}\n${headerInline[0]}`),
			},
		});
		expect(split.inline).toEqual({ count: 1, raw: own.length, gzip: gzip(own) });
	});

	it("lists the page's other files, largest first, each with its sizes", () => {
		expect(split.otherFiles).toEqual({
			count: 2,
			gzip: gzip(files[4]!.source) + gzip(files[5]!.source),
		});
		expect(split.files.filter((entry) => !entry.header).map((entry) => entry.path)).toEqual([
			'/_astro/page-only.P1.js',
			'/_astro/faqs.F1.js',
		]);
		expect(split.files[0]).toMatchObject({ raw: expect.any(Number), gzip: expect.any(Number) });
		expect(split.files.map((entry) => entry.gzip)).toEqual(
			[...split.files.map((entry) => entry.gzip)].sort((a, b) => b - a),
		);
	});

	it('totals every file and every inline script (gzipped together)', () => {
		const allFiles = files.reduce((sum, entry) => sum + gzip(entry.source), 0);
		const inline = gzip(`${headerInline[1]}\n${headerInline[0]}\n${own}`);
		expect(split.totalGzip).toBe(allFiles + inline);
	});

	it('has nothing for a page without scripts', () => {
		expect(splitScripts('<p>hi</p>', [])).toEqual({
			files: [],
			header: { files: 0, gzip: 0, inline: { count: 0, raw: 0, gzip: 0 } },
			otherFiles: { count: 0, gzip: 0 },
			inline: { count: 0, raw: 0, gzip: 0 },
			totalGzip: 0,
		});
	});
});
