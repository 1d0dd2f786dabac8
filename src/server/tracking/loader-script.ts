/**
 * The integrations' inline loader (tag-rules.ts `LOADER_SOURCE`) as a page carries it: minified
 * by esbuild once per build process, as ES5, so the readable source costs no bytes on every page.
 */
import { transformSync } from 'esbuild';
import { LOADER_SOURCE, type LoaderConfig } from '../../lib/tracking/tag-rules.ts';
import { json } from '../../lib/site/script-json.ts';

let minified: string | undefined;

/** The inline loader script for a config; values are JSON with `<` escaped, so nothing can close the script. */
export function loaderScript(config: LoaderConfig): string {
	minified ??= transformSync(LOADER_SOURCE, {
		minify: true,
		target: 'es5',
		loader: 'js',
		logLevel: 'silent',
	}).code.trim();
	return minified.replace('__CONFIG__', () => json(config));
}
