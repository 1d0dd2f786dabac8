/**
 * Build-time compression, the way a CDN serves a static site: every text asset of a published
 * tenant folder gets a `.br` (brotli, maximum quality) and a `.gz` (gzip level 9) beside it, which
 * the preview server sends to clients that accept them. Nothing is compressed per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { mapWithConcurrency } from '../../src/lib/pool.ts';

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

interface Compressed {
	br: Buffer;
	gz: Buffer;
}

// Every tenant folder holds its own copy of the same hashed `_astro/` files: compress each once.
const sharedAssets = new Map<string, Promise<Compressed>>();

async function compress(body: Buffer): Promise<Compressed> {
	const [br, gz] = await Promise.all([
		brotliAsync(body, {
			params: {
				[zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
				[zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
			},
		}),
		gzipAsync(body, { level: 9 }),
	]);
	return { br, gz };
}

function compressOnce(relativePath: string, body: Buffer): Promise<Compressed> {
	if (!relativePath.split(/[\\/]/).includes('_astro')) return compress(body);
	const key = createHash('sha1').update(body).digest('base64url');
	let compressed = sharedAssets.get(key);
	if (!compressed) {
		compressed = compress(body);
		sharedAssets.set(key, compressed);
	}
	return compressed;
}

/**
 * Writes `file.br` and `file.gz` beside every text file of `dir` (recursively) of at least 1 KB,
 * each only when it is smaller than the original.
 */
export async function precompressSite(dir: string): Promise<void> {
	const entries = await readdir(dir, { recursive: true, withFileTypes: true });
	const files = entries
		.filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name).toLowerCase()))
		.map((entry) => join(entry.parentPath, entry.name));
	await mapWithConcurrency(files, availableParallelism(), async (file) => {
		const body = await readFile(file);
		if (body.length < MIN_BYTES) return;
		const { br, gz } = await compressOnce(relative(dir, file), body);
		const variants = [
			[`${file}.br`, br],
			[`${file}.gz`, gz],
		] as const;
		await Promise.all(
			variants
				.filter(([, compressed]) => compressed.length < body.length)
				.map(([path, compressed]) => writeFile(path, compressed)),
		);
	});
}
