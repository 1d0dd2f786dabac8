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
 * fails a check, a file on an origin not allowed, too large or not woff2, files past the family's
 * or the build's cap) is left out: its pages keep the Google Fonts link, and the build names it
 * with the reason (stats, build-summary.ts `fontsLines`), which never repeats a file's address.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FetchedSiteData } from '../../../src/lib/lms/types.ts';
import type { DownloadedFont } from '../../../src/lib/fonts/downloaded.ts';
import { googleFontsCssUrl, unpackagedFamilies } from '../../../src/lib/fonts/families.ts';
import { limiter } from '../../../src/lib/pool.ts';
import { SHARED_DIR } from '../pipeline/shared-assets.ts';
import { DEFAULT_FONT_FILE_ORIGINS, parseFontFaces } from './css-faces.ts';
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
	/** Origins of font files besides the stylesheet's (`FONT_FILE_ORIGINS`); null: the default. */
	fileOrigins?: readonly string[] | null;
}

/** The most bytes of font files one family may bring, all its subsets and weights together. */
export const MAX_FAMILY_BYTES = 2 * 1024 * 1024;

/** The most bytes of font files one build may bring, all its families together. */
export const MAX_BUILD_BYTES = 20 * 1024 * 1024;

// What a family's files have taken so far; `stopped` once the family failed.
interface FamilyBytes {
	bytes: number;
	stopped: boolean;
}

const mebibytes = (bytes: number) => `${bytes / (1024 * 1024)} MiB`;

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
	readonly #options: Required<Omit<FontFetcherOptions, 'fileOrigins'>>;
	readonly #fileOrigins: readonly string[];
	readonly #families = new Map<string, Promise<DownloadedFont | null>>();
	readonly #slot: ReturnType<typeof limiter>;
	readonly #failed = new Map<string, string>();
	readonly #selfHosted = new Set<string>();
	#downloaded = 0;
	// Bytes of the font files of every family that has not failed.
	#buildBytes = 0;

	constructor(options: FontFetcherOptions) {
		this.#options = {
			timeoutMs: 10_000,
			maxCssBytes: 512 * 1024,
			maxFileBytes: 2 * 1024 * 1024,
			downloads: 4,
			...options,
		};
		this.#fileOrigins = options.fileOrigins ?? DEFAULT_FONT_FILE_ORIGINS;
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
			const taken: FamilyBytes = { bytes: 0, stopped: false };
			pending = this.#load(name, taken).then(
				(font) => {
					this.#selfHosted.add(font.family);
					return font;
				},
				(error: unknown) => {
					// Its files are not used: the rest of the build may have their bytes.
					taken.stopped = true;
					this.#buildBytes -= taken.bytes;
					this.#failed.set(name, error instanceof Error ? error.message : String(error));
					return null;
				},
			);
			this.#families.set(key, pending);
		}
		return pending;
	}

	async #load(family: string, taken: FamilyBytes): Promise<DownloadedFont> {
		const cssUrl = googleFontsCssUrl(this.#options.apiUrl, [family]);
		const faces = await this.#cached(
			cssUrl,
			'the stylesheet',
			this.#options.maxCssBytes,
			(body) => {
				const text = body.toString('utf8');
				const parsed = parseFontFaces(text, family, cssUrl, this.#fileOrigins);
				if (!parsed.ok) throw new DownloadError(parsed.reason);
				return parsed.faces;
			},
		);
		const paths = new Map<string, Promise<string>>();
		const pathOf = (url: string) => {
			let path = paths.get(url);
			if (!path) {
				path = this.#publish(family, url, taken);
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

	// Throws once the family has failed, or its files or the build's have passed their cap.
	#withinCaps(taken: FamilyBytes | null): void {
		if (!taken) return;
		if (taken.stopped) throw new DownloadError('stopped');
		if (taken.bytes > MAX_FAMILY_BYTES)
			throw new DownloadError(`its font files pass ${mebibytes(MAX_FAMILY_BYTES)}, a family's cap`);
		if (this.#buildBytes > MAX_BUILD_BYTES)
			throw new DownloadError(`the build's font files pass ${mebibytes(MAX_BUILD_BYTES)}, its cap`);
	}

	// A file in the shared store, named by its bytes: its site path.
	async #publish(family: string, url: string, taken: FamilyBytes): Promise<string> {
		const body = await this.#cached(
			url,
			'a font file',
			this.#options.maxFileBytes,
			(bytes) => {
				if (!bytes.subarray(0, 4).equals(WOFF2))
					throw new DownloadError('a font file is not woff2');
				return bytes;
			},
			taken,
		);
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

	// Counts a family's file against both caps, before the next download may start.
	#take(taken: FamilyBytes | null, bytes: number): void {
		this.#withinCaps(taken);
		if (!taken) return;
		taken.bytes += bytes;
		this.#buildBytes += bytes;
		this.#withinCaps(taken);
	}

	// The cache's copy of an address, or a download, read by `read` (which throws when it is
	// unusable: nothing unusable is cached). `what` names it in a failure; a font file (`taken`
	// given) counts against the caps, and is not downloaded once they are passed.
	async #cached<T>(
		url: string,
		what: 'the stylesheet' | 'a font file',
		maxBytes: number,
		read: (body: Buffer) => T,
		taken: FamilyBytes | null = null,
	): Promise<T> {
		const extension = what === 'the stylesheet' ? 'css' : 'woff2';
		const name = `${hashOf(url, 32)}.${extension}`;
		const cached = await readFile(join(this.#options.cacheDir, name)).catch(() => null);
		if (cached) {
			this.#take(taken, cached.length);
			return read(cached);
		}
		const body = await this.#slot(async () => {
			this.#withinCaps(taken);
			let downloaded: Buffer;
			try {
				downloaded = await download(url, { timeoutMs: this.#options.timeoutMs, maxBytes });
			} catch (error) {
				throw new DownloadError(`${what}: ${(error as Error).message}`);
			}
			this.#take(taken, downloaded.length);
			return downloaded;
		});
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
