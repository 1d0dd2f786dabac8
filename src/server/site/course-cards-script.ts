/**
 * The course cards' script as inline text: src/browser/courses/cards.ts bundled and minified by
 * esbuild once per build process, from the same modules the home page's script imports, so the
 * behaviour has one source. The pages' policy allows it by its hash (src/layouts/SiteHead.astro).
 */
import { buildSync } from 'esbuild';
import { resolve } from 'node:path';

let code: string | undefined;

/** The inline script the courses pages end their card list with. */
export function courseCardsScript(): string {
	code ??= buildSync({
		// The build runs from the project root (npm scripts, Astro's build, the render shards).
		entryPoints: [resolve('src/browser/courses/cards.ts')],
		bundle: true,
		minify: true,
		format: 'iife',
		target: 'es2022',
		write: false,
		logLevel: 'silent',
	}).outputFiles[0]!.text.trim();
	return code;
}
