/**
 * Builds the client-rendered baseline (bench/baseline/) for one tenant with Vite, next to our
 * build of the same tenant, so one preview server serves both: ours at
 * `http://<domain>.localhost:<port>/`, the baseline at `http://baseline.<domain>.localhost:<port>/`.
 * Its stylesheets are the ones our built pages use (compare-css.ts); the SPA's history fallback
 * is its index.html copied to each compared route, since the preview server serves files.
 */
import { copyFile, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { build } from 'vite';
import type { Institute, WebAccess } from '../../src/lib/lms/types.ts';
import type { BaselineInput } from '../baseline/src/baseline-input.ts';
import { compressedVariants } from '../../scripts/lib/pipeline/precompress.ts';
import { COMPARE_PAGES, type ComparePage } from './compare-options.ts';
import { absoluteUrls, pageStyles, splitStyles, type StylePiece } from './compare-css.ts';

/** The host name (without `.localhost`) the baseline of `domain` is served at. */
export const baselineHost = (domain: string): string => `baseline.${domain}`;

export interface BaselineOptions {
	root: string;
	/** Our built site of the tenant (`<dist>/<domain>`). */
	siteDir: string;
	/** The preview server's folder: the baseline goes to `<distDir>/baseline.<domain>`. */
	distDir: string;
	/** Scratch folder for the stylesheets handed to Vite. */
	workDir: string;
	domain: string;
	apiUrl: string;
	institute: Institute;
	webAccess: WebAccess;
	/** The path of each compared page on the tenant (the content page's comes from the sitemap). */
	paths: Record<ComparePage, string>;
}

/** The file of a page in a built site (`/` → `index.html`, `/a` → `a/index.html` or `a.html`). */
function pageFile(siteDir: string, path: string): string {
	const clean = path.replace(/^\/+|\/+$/g, '');
	const candidates = clean === '' ? ['index.html'] : [join(clean, 'index.html'), `${clean}.html`];
	const found = candidates.map((file) => join(siteDir, file)).find((file) => existsSync(file));
	if (!found) throw new Error(`our build has no page for ${path} in ${siteDir}`);
	return found;
}

async function cssOf(siteDir: string, pieces: StylePiece[]): Promise<string> {
	const parts = await Promise.all(
		pieces.map(async (piece) =>
			'css' in piece
				? piece.css
				: absoluteUrls(await readFile(join(siteDir, piece.href), 'utf8'), piece.href),
		),
	);
	return parts.join('\n');
}

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
	return entries
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** Builds the baseline of one tenant; returns its folder. */
export async function buildBaseline(options: BaselineOptions): Promise<string> {
	const { siteDir, domain } = options;
	const outDir = join(options.distDir, baselineHost(domain));
	const inputDir = join(options.workDir, 'baseline-input', domain);
	await mkdir(inputDir, { recursive: true });

	// The split is made over all six pages whatever --pages says, so the baseline is always the same.
	const styles = await Promise.all(
		COMPARE_PAGES.map(async (page) => {
			const html = await readFile(pageFile(siteDir, options.paths[page]), 'utf8');
			return [page, pageStyles(html)] as const;
		}),
	);
	const { layout, perPage } = splitStyles(styles);
	await writeFile(join(inputDir, 'layout.css'), await cssOf(siteDir, layout));
	for (const page of COMPARE_PAGES)
		await writeFile(join(inputDir, `${page}.css`), await cssOf(siteDir, perPage[page]));

	const config: BaselineInput = {
		domain,
		mainApiUrl: options.apiUrl,
		productApiUrl: options.apiUrl,
		institute: options.institute,
		webAccess: options.webAccess,
		cacheToken: Date.now().toString(36),
		fontLinks: styles[0]![1].fontLinks,
	};
	const baselineRoot = resolve(options.root, 'bench/baseline');
	await build({
		configFile: join(baselineRoot, 'vite.config.ts'),
		root: baselineRoot,
		define: { __BASELINE__: JSON.stringify(config) },
		resolve: { alias: [{ find: '@baseline-input', replacement: inputDir }] },
		build: { outDir },
	});

	// Fonts and images our stylesheets and cards point at, at the same paths.
	for (const file of await filesUnder(join(siteDir, '_astro'))) {
		if (['.js', '.css', '.br', '.gz', '.map'].includes(extname(file))) continue;
		const target = join(outDir, '_astro', file);
		if (existsSync(target)) continue;
		await mkdir(dirname(target), { recursive: true });
		await copyFile(join(siteDir, '_astro', file), target);
	}
	if (existsSync(join(siteDir, 'images')))
		await cp(join(siteDir, 'images'), join(outDir, 'images'), { recursive: true });
	// Compressed copies, as our build writes for its assets.
	for (const file of await filesUnder(join(outDir, '_astro'))) {
		const path = join(outDir, '_astro', file);
		for (const [suffix, body] of await compressedVariants(path, await readFile(path)))
			await writeFile(path + suffix, body);
	}
	// The history fallback: every compared route answers the app's one page.
	const shell = await readFile(join(outDir, 'index.html'));
	for (const page of COMPARE_PAGES) {
		const path = options.paths[page].replace(/^\/+|\/+$/g, '');
		if (path === '') continue;
		await mkdir(join(outDir, path), { recursive: true });
		await writeFile(join(outDir, path, 'index.html'), shell);
	}
	await writeFile(join(outDir, '404.html'), shell);
	return outDir;
}
