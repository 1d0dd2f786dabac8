/**
 * Build-time optimisation of institute images. Each tenant's raster images (imageUses) are
 * fetched once per build however many tenants show them, resized to the widths of the slots
 * they are shown in and written as WebP into the shared store (`dist/.shared/_img/`), named by a
 * hash of the source bytes and the encoder settings, so every tenant links the same files into
 * its release at `/_img/` (shared-assets.ts) and an image is encoded once, not once per tenant.
 *
 * Between builds, `dist/.images/` remembers per address the source's hash, size and HTTP
 * validators: a build asks with If-None-Match / If-Modified-Since, and a 304 (or the same bytes
 * again) with its files in the store means no image work at all.
 *
 * An image that cannot be fetched or read (error status, timeout, too large, not an image) keeps
 * its original address: it is reported once per address and the build goes on. A small SVG (up
 * to INLINE_SVG_BYTES) is written into the pages as a `data:` address, so the first paint needs no
 * connection to the institute's image host; a larger one, and animated images, keep their
 * original address, without a report (there is nothing to resize).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FetchedSiteData } from '../../../src/lib/lms/types.ts';
import { slotWidths, type SiteImages } from '../../../src/lib/images/responsive.ts';
import { SHARED_DIR } from '../pipeline/shared-assets.ts';
import { ENCODING, IMAGES_PATH, outputName } from './published.ts';
import { fetchImage, type Validators } from './fetch-image.ts';
import { imageUses } from './image-uses.ts';
import { limiter } from '../../../src/lib/pool.ts';
import { reasonOf } from '../reason.ts';

// sharp (libvips) loads only when an image is new or changed: a build with nothing new never pays for it.
const encoder = () => import('./encode.ts');

/** The largest SVG written into pages as a `data:` address (logos and icons are far smaller). */
export const INLINE_SVG_BYTES = 4096;

/**
 * A small SVG as a `data:` address (percent-encoded, which compresses better than base64 in a
 * gzip page), or null when the bytes are not an SVG document or are too large to inline.
 */
export function svgDataUri(body: Buffer): string | null {
	if (body.length > INLINE_SVG_BYTES) return null;
	const text = body.toString('utf8');
	if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) return null;
	return `data:image/svg+xml,${encodeURIComponent(text.trim())}`;
}

/** The cache of what each address held last time, under the dist folder. */
export const IMAGE_CACHE_DIR = '.images';

/** Settings of an optimiser. */
export interface OptimiserOptions {
	distDir: string;
	/** Hosts (`URL.host`) whose addresses may be private: the LMS services of the build. */
	trustedHosts: ReadonlySet<string>;
	/** Where each failing address is reported, once. */
	log: (line: string) => void;
	timeoutMs?: number;
	maxBytes?: number;
	/** Larger sources are refused before they are decoded. */
	maxPixels?: number;
	/** Images fetched at once. */
	fetches?: number;
	/** Images encoded at once. */
	encoders?: number;
}

/** What the cache remembers of an address. */
interface CacheEntry extends Validators {
	url: string;
	/** Hash of the source bytes and encoder settings (sourceHash). */
	hash: string;
	/** False for an image published as it is (vector, animated). */
	raster: boolean;
	/** A small SVG's `data:` address (svgDataUri). */
	inline?: string;
	width: number;
	height: number;
}

interface Source {
	entry: CacheEntry;
	/** The bytes while this build still needs them (null after a 304: fetched again if a file is missing). */
	body: Buffer | null;
}

/** What a build's image work came to. */
export interface ImageStats {
	/** Addresses whose optimised files the pages use. */
	optimised: number;
	/** Addresses holding the same image as at the last build (a 304, or the same bytes). */
	unchanged: number;
	/** Files encoded this build. */
	encoded: number;
	/** Addresses that keep their original address, with the reason. */
	failed: Array<{ url: string; reason: string }>;
}

/** Whether an address names an SVG by its path: such an image is never rasterised. */
export function isVectorPath(url: string): boolean {
	try {
		return /\.svgz?$/i.test(new URL(url).pathname);
	} catch {
		return false;
	}
}

/** The name part of a source's files: a hash of its bytes and of the encoder settings. */
export function sourceHash(body: Buffer): string {
	return createHash('sha256')
		.update(JSON.stringify(ENCODING))
		.update(body)
		.digest('hex')
		.slice(0, 24);
}

/** The cache file of an address (under IMAGE_CACHE_DIR). */
export function cacheFileName(url: string): string {
	return `${createHash('sha256').update(url).digest('hex').slice(0, 32)}.json`;
}

/** Optimises the images of a build's tenants; one instance per build. */
export class ImageOptimiser {
	readonly #options: Required<OptimiserOptions>;
	readonly #store: string;
	readonly #cache: string;
	readonly #sources = new Map<string, Promise<Source | null>>();
	readonly #outputs = new Map<string, Promise<boolean>>();
	readonly #fetchSlot: ReturnType<typeof limiter>;
	readonly #encodeSlot: ReturnType<typeof limiter>;
	readonly #optimised = new Set<string>();
	readonly #failed = new Map<string, string>();
	#unchanged = 0;
	#encoded = 0;

	constructor(options: OptimiserOptions) {
		this.#options = {
			timeoutMs: 5000,
			maxBytes: 20 * 1024 * 1024,
			maxPixels: 40_000_000,
			fetches: 8,
			encoders: 2,
			...options,
		};
		this.#store = join(options.distDir, SHARED_DIR, IMAGES_PATH);
		this.#cache = join(options.distDir, IMAGE_CACHE_DIR);
		this.#fetchSlot = limiter(this.#options.fetches);
		this.#encodeSlot = limiter(this.#options.encoders);
	}

	/** The tenant's optimised images by original address (those that failed are absent). Never throws. */
	async forSite(site: FetchedSiteData): Promise<SiteImages> {
		const entries = await Promise.all(
			[...imageUses(site)].map(async ([url, slots]) => {
				const source = await this.#source(url);
				if (source === null) return null;
				if (source.entry.inline) {
					this.#optimised.add(url);
					return [url, { width: 0, height: 0, variants: [], inline: source.entry.inline }] as const;
				}
				if (!source.entry.raster) return null;
				const { hash, width, height } = source.entry;
				const widths = [
					...new Set([...slots].flatMap((slot) => slotWidths(slot, width, height))),
				].sort((a, b) => a - b);
				const made = await Promise.all(widths.map((each) => this.#output(url, source, each)));
				if (!made.every(Boolean)) return null;
				this.#optimised.add(url);
				// Kept no longer than needed: a later tenant wanting another width fetches it again.
				source.body = null;
				const variants = widths.map((each) => ({
					width: each,
					path: `/${IMAGES_PATH}/${outputName(hash, each)}`,
				}));
				return [url, { width, height, variants }] as const;
			}),
		);
		return Object.fromEntries(entries.filter((entry) => entry !== null)) as SiteImages;
	}

	/** This build's image work so far. */
	stats(): ImageStats {
		return {
			optimised: this.#optimised.size,
			unchanged: this.#unchanged,
			encoded: this.#encoded,
			failed: [...this.#failed].map(([url, reason]) => ({ url, reason })),
		};
	}

	#fail(url: string, reason: string): null {
		if (!this.#failed.has(url)) {
			this.#failed.set(url, reason);
			this.#options.log(`⚠ image ${url}: ${reason}; pages keep its original address`);
		}
		return null;
	}

	#source(url: string): Promise<Source | null> {
		let pending = this.#sources.get(url);
		if (!pending) {
			// A cache that cannot be read or written costs the image, never the tenant.
			pending = this.#fetchSlot(() => this.#load(url)).catch((error: unknown) =>
				this.#fail(url, reasonOf(error)),
			);
			this.#sources.set(url, pending);
		}
		return pending;
	}

	#entryFile(url: string) {
		return join(this.#cache, cacheFileName(url));
	}

	async #load(url: string): Promise<Source | null> {
		const file = this.#entryFile(url);
		const cached = await readFile(file, 'utf8')
			.then((text) => JSON.parse(text) as CacheEntry)
			.catch(() => null);
		// An entry of another address (a hash collision) or of an older shape is no entry.
		const known = cached?.url === url && typeof cached.raster === 'boolean' ? cached : null;
		const fetched = await fetchImage(url, known, this.#options);
		if (fetched.status === 'failed') return this.#fail(url, fetched.reason);
		if (fetched.status === 'unchanged' && known) {
			this.#unchanged++;
			return { entry: known, body: null };
		}
		if (fetched.status !== 'ok') return this.#fail(url, 'unexpected answer');
		const digest = sourceHash(fetched.body);
		const inline = svgDataUri(fetched.body);
		if (isVectorPath(url) || inline !== null) {
			// A vector image is never rasterised: written into the page when small, else left as it is.
			const entry: CacheEntry = {
				url,
				...fetched.validators,
				hash: digest,
				raster: false,
				width: 0,
				height: 0,
				...(inline ? { inline } : {}),
			};
			if (known?.hash !== digest) await this.#remember(file, entry);
			else this.#unchanged++;
			return { entry, body: null };
		}
		// Reading the header only: no decoding, so no encoder place is needed.
		if (known?.hash === digest) {
			// The same bytes as last time (a host without validators): nothing to read again.
			this.#unchanged++;
			const entry = { ...known, ...fetched.validators };
			await this.#remember(file, entry);
			return { entry, body: fetched.body };
		}
		const { inspect } = await encoder();
		const info = await inspect(fetched.body, this.#options.maxPixels);
		if (info.kind === 'bad') return this.#fail(url, info.reason);
		const entry: CacheEntry = {
			url,
			...fetched.validators,
			hash: digest,
			raster: info.kind === 'raster',
			width: info.kind === 'raster' ? info.width : 0,
			height: info.kind === 'raster' ? info.height : 0,
		};
		await this.#remember(file, entry);
		return { entry, body: fetched.body };
	}

	async #remember(file: string, entry: CacheEntry) {
		await mkdir(this.#cache, { recursive: true });
		await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(entry));
		await rename(`${file}.${process.pid}.tmp`, file);
	}

	#output(url: string, source: Source, width: number): Promise<boolean> {
		const name = outputName(source.entry.hash, width);
		let pending = this.#outputs.get(name);
		if (!pending) {
			pending = this.#make(url, source, name, width);
			this.#outputs.set(name, pending);
		}
		return pending;
	}

	async #make(url: string, source: Source, name: string, width: number): Promise<boolean> {
		const path = join(this.#store, name);
		if (existsSync(path)) {
			// A fresh time keeps it from a concurrent gcShared until this build links it.
			const now = new Date();
			await utimes(path, now, now).catch(() => {});
			return true;
		}
		const body = source.body ?? (await this.#refetch(url, source));
		if (body === null) return false;
		try {
			const output = await this.#encodeSlot(() =>
				encoder().then(({ encodeWidth }) => encodeWidth(body, width, this.#options.maxPixels)),
			);
			await mkdir(this.#store, { recursive: true });
			await writeFile(`${path}.${process.pid}.tmp`, output);
			await rename(`${path}.${process.pid}.tmp`, path);
			this.#encoded++;
			return true;
		} catch (error) {
			return this.#fail(url, `could not be resized (${(error as Error).message})`) ?? false;
		}
	}

	// A 304 said the image is unchanged, but one of its files has gone (collected): fetch it again.
	async #refetch(url: string, source: Source): Promise<Buffer | null> {
		const fetched = await this.#fetchSlot(() => fetchImage(url, null, this.#options));
		if (fetched.status !== 'ok') {
			return this.#fail(url, fetched.status === 'failed' ? fetched.reason : 'no body');
		}
		if (sourceHash(fetched.body) !== source.entry.hash)
			return this.#fail(url, 'changed while the build ran');
		source.body = fetched.body;
		return fetched.body;
	}
}
