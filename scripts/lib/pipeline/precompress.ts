/**
 * Build-time compression of the shared assets (hashed JavaScript and CSS, files from public/):
 * each gets a `.br` (brotli at the maximum) and a `.gz` (gzip level 9), once per content for every
 * tenant (shared-assets.ts), which the preview server sends to clients that accept them. A
 * tenant's own pages are compressed by the preview server on first request instead
 * (serve/compress-on-request.ts): compressing 57 pages at the maximum takes a second per tenant.
 */
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const TEXT_EXTENSIONS = new Set([
	'.html',
	'.css',
	'.js',
	'.mjs',
	'.json',
	'.svg',
	'.xml',
	'.txt',
	'.webmanifest',
]);
// Below this the saving is lost in headers and packet overhead.
const MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` compressed at the maximum: brotli quality 11, or gzip level 9. */
export function compressBody(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
	return encoding === 'br'
		? brotliAsync(body, {
				params: {
					[zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
					[zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
				},
			})
		: gzipAsync(body, { level: 9 });
}

/**
 * The compressed copies worth keeping of one file: `[suffix, bytes]` for `.br` and `.gz`, each
 * only for a text file of at least 1 KB and only when smaller than the original.
 */
export async function compressedVariants(
	path: string,
	body: Buffer,
): Promise<Array<readonly [string, Buffer]>> {
	if (!TEXT_EXTENSIONS.has(extname(path).toLowerCase()) || body.length < MIN_BYTES) return [];
	const [br, gz] = await Promise.all([compressBody(body, 'br'), compressBody(body, 'gzip')]);
	return (
		[
			['.br', br],
			['.gz', gz],
		] as const
	).filter(([, compressed]) => compressed.length < body.length);
}
