/**
 * The preview server: serves dist/<domain>/ by the request's Host header, the way a CDN would.
 * `http://<domain>.localhost:4321/` works with no DNS setup (browsers resolve *.localhost to
 * loopback). Hashed assets are cached immutable, HTML revalidates, text is compressed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { normaliseDomain } from '../../src/lib/config/domain.ts';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.xml': 'application/xml; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.gif': 'image/gif',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.ico': 'image/x-icon',
	'.woff2': 'font/woff2',
	'.woff': 'font/woff',
	'.webmanifest': 'application/manifest+json',
	'.mp4': 'video/mp4',
};
const COMPRESSIBLE = new Set([
	'.html',
	'.css',
	'.js',
	'.mjs',
	'.json',
	'.xml',
	'.txt',
	'.svg',
	'.webmanifest',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The tenant domain a Host header names: port, a leading `www.` and a trailing `.localhost` removed. */
export function tenantFromHost(host: string | undefined): string {
	return normaliseDomain(
		(host ?? '')
			.trim()
			.replace(/:\d*$/, '')
			.replace(/\.localhost\.?$/i, ''),
	);
}

/** How long a response may be cached, by path. */
export function cacheControlFor(urlPath: string): string {
	return urlPath.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE;
}

interface Loaded {
	body: Buffer;
	etag: string;
	gzip?: Buffer;
	br?: Buffer;
}

export interface PreviewServer {
	url: string;
	port: number;
	close(): Promise<void>;
}

export interface PreviewOptions {
	distDir: string;
	port: number;
	host?: string;
}

/** Starts the preview server; port 0 picks a free one. */
export async function startPreviewServer(options: PreviewOptions): Promise<PreviewServer> {
	const distDir = resolve(options.distDir);
	// Keyed by absolute path + mtime, so a rebuild is picked up without a restart.
	const cache = new Map<string, Loaded>();

	async function load(file: string): Promise<Loaded | null> {
		const info = await stat(file).catch(() => null);
		if (!info?.isFile()) return null;
		const key = `${file}:${info.mtimeMs}:${info.size}`;
		let loaded = cache.get(key);
		if (!loaded) {
			const body = await readFile(file);
			loaded = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
			cache.set(key, loaded);
		}
		return loaded;
	}

	async function resolveFile(siteDir: string, urlPath: string): Promise<string | null> {
		const relative = normalize(urlPath).replace(/^([/\\])+/, '');
		const candidate = resolve(siteDir, relative);
		if (candidate !== siteDir && !candidate.startsWith(siteDir + sep)) return null;
		for (const file of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
			const info = await stat(file).catch(() => null);
			if (info?.isFile()) return file;
		}
		return null;
	}

	function send(
		request: IncomingMessage,
		response: ServerResponse,
		status: number,
		file: string,
		loaded: Loaded,
		cacheControl: string,
	) {
		const extension = extname(file).toLowerCase();
		response.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
		response.setHeader('Cache-Control', cacheControl);
		response.setHeader('ETag', loaded.etag);
		response.setHeader('X-Content-Type-Options', 'nosniff');
		if (status === 200 && request.headers['if-none-match'] === loaded.etag) {
			response.writeHead(304).end();
			return;
		}
		let body = loaded.body;
		if (COMPRESSIBLE.has(extension) && body.length > 512) {
			response.setHeader('Vary', 'Accept-Encoding');
			const accepted = String(request.headers['accept-encoding'] ?? '');
			if (/\bbr\b/.test(accepted)) {
				loaded.br ??= brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
				body = loaded.br;
				response.setHeader('Content-Encoding', 'br');
			} else if (/\bgzip\b/.test(accepted)) {
				loaded.gzip ??= gzipSync(body, { level: 9 });
				body = loaded.gzip;
				response.setHeader('Content-Encoding', 'gzip');
			}
		}
		response.setHeader('Content-Length', body.length);
		response.writeHead(status);
		response.end(request.method === 'HEAD' ? undefined : body);
	}

	async function unknownHost(response: ServerResponse, host: string) {
		const sites = await readdir(distDir, { withFileTypes: true }).catch(() => []);
		const port =
			server.address() && typeof server.address() === 'object'
				? (server.address() as { port: number }).port
				: '';
		const links = sites
			.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
			.map(
				(entry) => `<li><a href="http://${entry.name}.localhost:${port}/">${entry.name}</a></li>`,
			)
			.join('');
		const safeHost = host.replace(/[^a-z0-9.:-]/gi, '');
		response.writeHead(404, {
			'Content-Type': 'text/html; charset=utf-8',
			'Cache-Control': REVALIDATE,
		});
		response.end(
			`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>No site for this address</title>` +
				`<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>No site for “${safeHost || 'this address'}”</h1>` +
				`<p>This preview server has no built site for this host name.</p>` +
				(links
					? `<p>Sites built here:</p><ul>${links}</ul>`
					: `<p>Nothing is built yet: run <code>npm run build</code>.</p>`) +
				`</body></html>`,
		);
	}

	async function handle(request: IncomingMessage, response: ServerResponse) {
		if (request.method !== 'GET' && request.method !== 'HEAD') {
			response
				.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
				.end('Method not allowed');
			return;
		}
		const domain = tenantFromHost(request.headers.host);
		const siteDir = join(distDir, domain);
		const siteInfo =
			domain && !domain.startsWith('.') && !domain.includes('/')
				? await stat(siteDir).catch(() => null)
				: null;
		if (!siteInfo?.isDirectory()) return unknownHost(response, domain);

		let urlPath: string;
		try {
			urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
		} catch {
			response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
			return;
		}
		const file = await resolveFile(siteDir, urlPath);
		const loaded = file ? await load(file) : null;
		if (file && loaded) return send(request, response, 200, file, loaded, cacheControlFor(urlPath));
		const notFound = join(siteDir, '404.html');
		const notFoundPage = await load(notFound);
		if (notFoundPage) return send(request, response, 404, notFound, notFoundPage, REVALIDATE);
		response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
	}

	const server = createServer((request, response) => {
		handle(request, response).catch((error: unknown) => {
			console.error(error);
			if (!response.headersSent)
				response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
			response.end('Internal error');
		});
	});
	await new Promise<void>((resolvePromise, reject) => {
		server.once('error', reject);
		server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise());
	});
	const port = (server.address() as { port: number }).port;
	return {
		url: `http://localhost:${port}`,
		port,
		close: () =>
			new Promise<void>((resolvePromise) => {
				server.closeAllConnections();
				server.close(() => resolvePromise());
			}),
	};
}
