/**
 * Build-time self-hosting of theme fonts no installed package has. For each such family (once
 * per build, however many tenants use it) the fetcher asks the fonts API (Google Fonts' CSS2, or
 * the sandbox's stand-in) for its stylesheet, checks its `@font-face` rules (css-faces.ts),
 * downloads each woff2 file once into a cache folder (by address: a later build downloads
 * nothing), and puts the files into the shared store, named by their bytes, for the releases to
 * link at `/_astro/` (published.ts). The tenant's site data then carries the family's faces with
 * those addresses (src/lib/fonts/downloaded.ts), so its pages ask no third party for fonts.
 *
 * A family that cannot be downloaded (no network, an error status, a timeout, a stylesheet that
 * fails a check, a file too large or not woff2) is left out: its pages keep the Google Fonts
 * link, and the build names it with the reason (stats, build-summary.ts `fontsLines`).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FetchedSiteData } from '../../../src/lib/lms/types.ts';
import type { DownloadedFont } from '../../../src/lib/fonts/downloaded.ts';
import { googleFontsCssUrl, unpackagedFamilies } from '../../../src/lib/fonts/families.ts';
import { limiter } from '../../../src/lib/pool.ts';
import { SHARED_DIR } from '../build/shared-assets.ts';
import { parseFontFaces } from './css-faces.ts';
import { download, DownloadError } from './download.ts';
import { capsizeCollection, fallbackFor } from './fallback-metrics.ts';
import { FONTS_PATH, FONTS_STORE, fontFileName } from './published.ts';

/** Settings of a fetcher. */
export interface FontFetcherOptions {
	/** The fonts API's base, e.g. `https://fonts.googleapis.com`. */
	apiUrl: string;
	distDir: string;
	/** Where downloaded stylesheets and files are kept between builds. */
	cacheDir: string;
	timeoutMs?: number;
	/** The largest stylesheet and the largest file, in bytes. */
	maxCssBytes?: number;
	maxFileBytes?: number;
	/** Downloads at once. */
	downloads?: number;
}

/** What a build's font work came to. */
export interface FontStats {
	/** Families whose pages use the sites' own files. */
	selfHosted: string[];
	/** Files (and stylesheets) downloaded this build; the rest came from the cache. */
	downloaded: number;
	/** Families that keep the Google Fonts link, with the reason. */
	failed: Array<{ family: string; reason: string }>;
}

// woff2's signature: any other answer (an HTML error page, a TTF) is not served as woff2.
const WOFF2 = Buffer.from('wOF2');

const hashOf = (text: string | Buffer, length: number) =>
	createHash('sha256').update(text).digest('hex').slice(0, length);

/** Downloads and publishes the theme fonts of a build's tenants; one instance per build. */
export class FontFetcher {
	readonly #options: Required<FontFetcherOptions>;
	readonly #families = new Map<string, Promise<DownloadedFont | null>>();
	readonly #slot: ReturnType<typeof limiter>;
	readonly #failed = new Map<string, string>();
	readonly #selfHosted = new Set<string>();
	#downloaded = 0;

	constructor(options: FontFetcherOptions) {
		this.#options = {
			timeoutMs: 10_000,
			maxCssBytes: 512 * 1024,
			maxFileBytes: 2 * 1024 * 1024,
			downloads: 4,
			...options,
		};
		this.#slot = limiter(this.#options.downloads);
	}

	/** The tenant's downloaded families (those that failed are absent). Never throws. */
	async forSite(site: FetchedSiteData): Promise<DownloadedFont[]> {
		const fonts = await Promise.all(
			unpackagedFamilies(site.theme).map((name) => this.#family(name)),
		);
		// Two spellings of one family (`Noto Sans` and `noto sans`) are one download and one font.
		return [...new Set(fonts)].filter((font) => font !== null);
	}

	/** This build's font work so far. */
	stats(): FontStats {
		return {
			selfHosted: [...this.#selfHosted],
			downloaded: this.#downloaded,
			failed: [...this.#failed].map(([family, reason]) => ({ family, reason })),
		};
	}

	#family(name: string): Promise<DownloadedFont | null> {
		const key = name.toLowerCase();
		let pending = this.#families.get(key);
		if (!pending) {
			pending = this.#load(name).then(
				(font) => {
					this.#selfHosted.add(font.family);
					return font;
				},
				(error: unknown) => {
					this.#failed.set(name, error instanceof Error ? error.message : String(error));
					return null;
				},
			);
			this.#families.set(key, pending);
		}
		return pending;
	}

	async #load(family: string): Promise<DownloadedFont> {
		const cssUrl = googleFontsCssUrl(this.#options.apiUrl, [family]);
		const faces = await this.#cached(cssUrl, 'css', this.#options.maxCssBytes, (body) => {
			const parsed = parseFontFaces(body.toString('utf8'), family, cssUrl);
			if (!parsed.ok) throw new DownloadError(parsed.reason);
			return parsed.faces;
		});
		const paths = new Map<string, Promise<string>>();
		const pathOf = (url: string) => {
			let path = paths.get(url);
			if (!path) {
				path = this.#publish(family, url);
				paths.set(url, path);
			}
			return path;
		};
		const published = await Promise.all(
			faces.map(async (face) => ({
				weight: face.weight,
				style: face.style,
				unicodeRange: face.unicodeRange,
				path: await pathOf(face.url),
			})),
		);
		return { family, ...fallbackFor(family, await capsizeCollection()), faces: published };
	}

	// A file in the shared store, named by its bytes: its site path.
	async #publish(family: string, url: string): Promise<string> {
		const body = await this.#cached(url, 'woff2', this.#options.maxFileBytes, (bytes) => {
			if (!bytes.subarray(0, 4).equals(WOFF2))
				throw new DownloadError(`${url} is not a woff2 file`);
			return bytes;
		});
		const name = fontFileName(family, hashOf(body, 16));
		const store = join(this.#options.distDir, SHARED_DIR, FONTS_STORE);
		const file = join(store, name);
		if (existsSync(file)) {
			// A fresh time keeps it from a concurrent gcShared until this build links it.
			const now = new Date();
			await utimes(file, now, now).catch(() => {});
		} else await this.#write(store, name, body);
		return `/${FONTS_PATH}/${name}`;
	}

	// The cache's copy of an address, or a download, read by `read` (which throws when it is
	// unusable: nothing unusable is cached).
	async #cached<T>(
		url: string,
		extension: string,
		maxBytes: number,
		read: (body: Buffer) => T,
	): Promise<T> {
		const name = `${hashOf(url, 32)}.${extension}`;
		const cached = await readFile(join(this.#options.cacheDir, name)).catch(() => null);
		if (cached) return read(cached);
		const body = await this.#slot(() =>
			download(url, { timeoutMs: this.#options.timeoutMs, maxBytes }),
		);
		this.#downloaded++;
		const value = read(body);
		await this.#write(this.#options.cacheDir, name, body);
		return value;
	}

	async #write(folder: string, name: string, body: Buffer) {
		await mkdir(folder, { recursive: true });
		const temporary = join(
			folder,
			`${name}.${process.pid}.${hashOf(String(Math.random()), 6)}.tmp`,
		);
		await writeFile(temporary, body);
		await rename(temporary, join(folder, name));
	}
}
