/**
 * Compression of a tenant's own pages by the preview server, once per file, the first time a
 * client that accepts it asks, the way a CDN compresses at the edge: a build no longer spends
 * 60 ms of a core per tenant compressing 57 pages most of which nobody previews. The shared
 * hashed assets still come precompressed from the build (build/shared-assets.ts), which sirv serves.
 * Pages are compressed at the maximum (brotli 11, gzip 9): about 17 ms for a page, once.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { compressBody } from '../pipeline/precompress.ts';
import { contentTypeFor } from '../deploy/content-type.ts';

/** The text files a page build writes (hashed assets come precompressed). */
const PAGE_EXTENSIONS = new Set(['.html', '.xml', '.txt', '.json', '.webmanifest', '.svg']);
// Below this the saving is lost in headers and packet overhead.
const MIN_BYTES = 1024;
// Compressed pages kept in memory; past this the oldest go (a few thousand pages).
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with, brotli first; null when the client accepts neither. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
	const accepted = new Map<string, number>();
	for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
		const [name, ...params] = part.trim().split(';');
		if (!name) continue;
		const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
		accepted.set(name, q === undefined ? 1 : Number(q));
	}
	const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
	if (weight('br') > 0) return 'br';
	if (weight('gzip') > 0) return 'gzip';
	return null;
}

/** The files a URL path may name, as sirv resolves them (`/a/` → `a/index.html`, `/a` → `a.html` or `a/index.html`). */
export function candidateFiles(urlPath: string): string[] {
	let path: string;
	try {
		path = decodeURIComponent(urlPath.split('?')[0] ?? '/');
	} catch {
		return [];
	}
	const clean = normalize(path).replace(/^([/\\])+/, '');
	if (clean.startsWith('..') || clean.includes('\0')) return [];
	if (clean === '' || clean === '.' || path.endsWith('/')) return [join(clean, 'index.html')];
	if (extname(clean)) return [clean];
	return [`${clean}.html`, join(clean, 'index.html')];
}

/** Answers with a compressed page when it applies (with `status`); false leaves the request to sirv. */
export type CompressedResponder = (
	siteDir: string,
	request: IncomingMessage,
	response: ServerResponse,
	status?: number,
) => Promise<boolean>;

/** Compresses tenant pages on request; one per preview server (its cache is shared by tenants). */
export function createCompressedResponder(
	cacheControlFor: (urlPath: string) => string,
): CompressedResponder {
	const cache = new Map<string, Promise<Buffer>>();
	let cachedBytes = 0;

	const compressed = (file: string, identity: string, encoding: Encoding) => {
		const key = `${file}\0${identity}\0${encoding}`;
		let result = cache.get(key);
		if (!result) {
			result = readFile(file).then((body) => compressBody(body, encoding));
			cache.set(key, result);
			void result.then(
				(bytes) => {
					cachedBytes += bytes.length;
					// A Map keeps insertion order: the first keys are the oldest.
					for (const [old, value] of cache) {
						if (cachedBytes <= MAX_CACHED_BYTES) break;
						cache.delete(old);
						void value.then((dropped) => (cachedBytes -= dropped.length));
					}
				},
				() => cache.delete(key),
			);
		}
		return result;
	};

	return async function respond(siteDir, request, response, status = 200) {
		const encoding = chooseEncoding(request.headers['accept-encoding']);
		if (!encoding) return false;
		const urlPath = request.url ?? '/';
		for (const candidate of candidateFiles(urlPath)) {
			if (!PAGE_EXTENSIONS.has(extname(candidate).toLowerCase())) return false;
			const type = contentTypeFor(candidate);
			const file = join(siteDir, candidate);
			if (!file.startsWith(siteDir + sep)) return false;
			const info = await stat(file).catch(() => null);
			if (!info?.isFile()) continue;
			// Precompressed at build time, or too small to gain: sirv's job.
			if (info.size < MIN_BYTES || existsSync(`${file}.br`)) return false;
			const identity = `${info.ino}-${info.size}-${info.mtimeMs}`;
			const etag = `W/"${identity}-${encoding}"`;
			response.setHeader('Content-Type', type);
			response.setHeader('Cache-Control', cacheControlFor(urlPath.split('?')[0] ?? '/'));
			response.setHeader('Vary', 'Accept-Encoding');
			response.setHeader('X-Content-Type-Options', 'nosniff');
			response.setHeader('ETag', etag);
			if (request.headers['if-none-match'] === etag) {
				response.writeHead(304).end();
				return true;
			}
			const body = await compressed(file, identity, encoding);
			if (body.length >= info.size) return false;
			response.setHeader('Content-Encoding', encoding);
			response.setHeader('Content-Length', body.length);
			response.writeHead(status);
			response.end(request.method === 'HEAD' ? undefined : body);
			return true;
		}
		return false;
	};
}
