/**
 * The Content-Type an object is stored with, by file extension. S3 serves what it was given at
 * upload (it never guesses), so every kind of file a site publishes is listed here; text types
 * name their charset because the build writes UTF-8.
 */

const TYPES: Readonly<Record<string, string>> = {
	html: 'text/html; charset=utf-8',
	css: 'text/css; charset=utf-8',
	js: 'text/javascript; charset=utf-8',
	mjs: 'text/javascript; charset=utf-8',
	json: 'application/json',
	map: 'application/json',
	webmanifest: 'application/manifest+json',
	// Sitemaps are served (and tested by the preview server) as application/xml.
	xml: 'application/xml',
	txt: 'text/plain; charset=utf-8',
	svg: 'image/svg+xml',
	png: 'image/png',
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	gif: 'image/gif',
	webp: 'image/webp',
	avif: 'image/avif',
	ico: 'image/x-icon',
	woff2: 'font/woff2',
	woff: 'font/woff',
	ttf: 'font/ttf',
	otf: 'font/otf',
	mp4: 'video/mp4',
	webm: 'video/webm',
	mp3: 'audio/mpeg',
	pdf: 'application/pdf',
	wasm: 'application/wasm',
};

/** What S3 and its clients assume of an object they cannot name. */
const UNKNOWN = 'application/octet-stream';

/** The Content-Type of a site file, by its path's extension (any case). */
export function contentTypeFor(path: string): string {
	const name = path.slice(path.lastIndexOf('/') + 1);
	const dot = name.lastIndexOf('.');
	return dot > 0 ? (TYPES[name.slice(dot + 1).toLowerCase()] ?? UNKNOWN) : UNKNOWN;
}
