/**
 * The preview server: serves dist/<domain>/ by the request's Host header, the way a CDN would.
 * `http://<domain>.localhost:4321/` works with no DNS setup (browsers resolve *.localhost to
 * loopback). Files, MIME types, ETags and the `.br`/`.gz` files written at build time
 * (see build/precompress.ts) are served by sirv, one handler per tenant folder. Hashed assets are
 * cached immutable, everything else revalidates.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdir, realpath, stat } from 'node:fs/promises';
import { join, posix, resolve } from 'node:path';
import { createCompressedResponder, type CompressedResponder } from './compress-on-request.ts';
import sirv, { type Options as SirvOptions, type RequestHandler } from 'sirv';
import { normaliseDomain } from '../../../src/lib/lms/domain.ts';
import { cacheControlFor, REVALIDATE } from './cache-control.ts';
import { createPolicyLookup, SECURITY_HEADERS } from './security-headers.ts';
import { HEADERS_FILE } from '../hosts/headers-file.ts';

/** The tenant domain a Host header names: port, a leading `www.` and a trailing `.localhost` removed. */
export function tenantFromHost(host: string | undefined): string {
	return normaliseDomain(
		(host ?? '')
			.trim()
			.replace(/:\d*$/, '')
			.replace(/\.localhost\.?$/i, ''),
	);
}

/** Whether a request path names the release's `_headers` file (`/_headers`, `/%5Fheaders?x`). */
export function namesHeadersFile(url: string): boolean {
	try {
		const path = decodeURIComponent(url.split('?')[0] ?? '/');
		const clean = posix.normalize(path.replaceAll('\\', '/')).replace(/^\/+|\/+$/g, '');
		return clean === HEADERS_FILE;
	} catch {
		return false;
	}
}

const SIRV_OPTIONS: SirvOptions = {
	etag: true,
	brotli: true,
	gzip: true,
	setHeaders(response, pathname) {
		response.setHeader('Cache-Control', cacheControlFor(pathname));
		response.setHeader('X-Content-Type-Options', 'nosniff');
		// sirv's MIME table says text/xml; sitemaps are served (and tested) as application/xml.
		if (pathname.endsWith('.xml')) response.setHeader('Content-Type', 'application/xml');
	},
};

/** The tenant's `404.html`, with status 404 like static hosts (it is the runtime content page). */
async function sendNotFoundPage(
	site: TenantSite,
	compressPage: CompressedResponder,
	request: IncomingMessage,
	response: ServerResponse,
) {
	request.url = '/404.html';
	// The answer is a 404, so never a 304 or a byte range of the page.
	delete request.headers['if-none-match'];
	delete request.headers.range;
	if (await compressPage(site.siteDir, request, response, 404)) return;
	const serve = site.handler;
	// sirv always writes 200 for a file it finds; pin this response's status to 404.
	const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
	response.writeHead = (_status: number, ...rest: unknown[]) => writeHead(404, ...rest);
	serve(request, response, () => {
		response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
	});
}

/** One tenant's live release folder and the sirv handler over it. */
interface TenantSite {
	siteDir: string;
	handler: RequestHandler;
}

/** A running preview server. */
export interface PreviewServer {
	url: string;
	port: number;
	close(): Promise<void>;
}

/** Where the built sites are and where to listen (port 0: any free port). */
export interface PreviewOptions {
	distDir: string;
	port: number;
	host?: string;
	/** Headers added to every response (the e2e stack marks itself with one). */
	headers?: Readonly<Record<string, string>>;
}

/** Starts the preview server; port 0 picks a free one. */
export async function startPreviewServer(options: PreviewOptions): Promise<PreviewServer> {
	const distDir = resolve(options.distDir);
	const tenants = new Map<string, { identity: string; serve: RequestHandler }>();
	const compressPage = createCompressedResponder(cacheControlFor);
	const policyFor = createPolicyLookup();

	// sirv indexes a folder once (no file-system checks per request, like a CDN's immutable
	// deploy). `dist/<domain>` is a symlink to the live release (releases/releases.ts), switched atomically
	// by a publish; each handler serves the release folder the link named when it was made, so one
	// response never mixes two releases, and a new handler is made when the link moves on.
	async function tenantHandler(domain: string): Promise<TenantSite | null> {
		const valid = domain && !domain.startsWith('.') && !domain.includes('/');
		const siteDir = valid ? await realpath(join(distDir, domain)).catch(() => null) : null;
		const info = siteDir ? await stat(siteDir).catch(() => null) : null;
		if (!siteDir || !info?.isDirectory()) {
			tenants.delete(domain);
			return null;
		}
		const identity = `${siteDir}:${info.ino}:${info.mtimeMs}`;
		let tenant = tenants.get(domain);
		if (tenant?.identity !== identity) {
			tenant = { identity, serve: sirv(siteDir, SIRV_OPTIONS) };
			tenants.set(domain, tenant);
		}
		return { siteDir, handler: tenant.serve };
	}

	async function unknownHost(response: ServerResponse, host: string) {
		const sites = await readdir(distDir, { withFileTypes: true }).catch(() => []);
		const links = sites
			.filter(
				(entry) => (entry.isDirectory() || entry.isSymbolicLink()) && !entry.name.startsWith('.'),
			)
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
		for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...options.headers }))
			response.setHeader(name, value);
		if (request.method !== 'GET' && request.method !== 'HEAD') {
			response
				.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
				.end('Method not allowed');
			return;
		}
		const domain = tenantFromHost(request.headers.host);
		const serve = await tenantHandler(domain);
		if (!serve) return unknownHost(response, domain);
		// sirv pipes a file stream it never guards: a file removed by a concurrent publish must
		// end this response, not crash the server.
		response.on('pipe', (source) => source.once('error', () => response.destroy()));
		const notFound = async () => {
			const policy = await policyFor(serve.siteDir, '/404.html');
			if (policy) response.setHeader('Content-Security-Policy', policy);
			return sendNotFoundPage(serve, compressPage, request, response);
		};
		// Like Netlify and Cloudflare Pages, never serve the release's headers file.
		if (namesHeadersFile(request.url ?? '/')) return notFound();
		// A page's own policy, as a header too (where frame-ancestors can be said).
		const policy = await policyFor(serve.siteDir, request.url ?? '/');
		if (policy) response.setHeader('Content-Security-Policy', policy);
		if (await compressPage(serve.siteDir, request, response)) return;
		serve.handler(request, response, () => {
			notFound().catch(() => response.destroy());
		});
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
