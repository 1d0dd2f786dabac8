/**
 * The build's `fetch`: the part of WHATWG fetch the LMS client uses (ky hands it a `Request`),
 * over Node's own `http`/`https` with kept-alive connections. A full build makes 25 calls per
 * tenant, 25,000 for a thousand; Node's built-in fetch spends most of the build's fetch time on
 * its own machinery (streams, a copy of each request), which this does without. The LMS client,
 * its contract checks and its errors are the same either way: only the transport changes.
 */
import http from 'node:http';
import https from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';

// Enough sockets per service for the build's concurrent tenants, each reused call after call.
const agents = {
	'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
	'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// The same shape as Node's built-in fetch failure, so error texts name the cause either way.
function fetchFailed(cause: unknown): TypeError {
	return new TypeError('fetch failed', { cause });
}

function decoded(response: http.IncomingMessage): Readable {
	switch (response.headers['content-encoding']) {
		case 'gzip':
			return response.pipe(createGunzip());
		case 'deflate':
			return response.pipe(createInflate());
		case 'br':
			return response.pipe(createBrotliDecompress());
		default:
			return response;
	}
}

interface Sent {
	status: number;
	statusText: string;
	headers: Headers;
	location: string | null;
	body: Buffer;
}

function send(
	url: URL,
	method: string,
	headers: Headers,
	body: Buffer | null,
	signal: AbortSignal,
) {
	return new Promise<Sent>((resolve, reject) => {
		const agent = agents[url.protocol as keyof typeof agents];
		if (!agent) {
			reject(fetchFailed(new Error(`unsupported protocol ${url.protocol}`)));
			return;
		}
		const outgoing: Record<string, string> = Object.fromEntries(headers);
		if (body !== null) outgoing['content-length'] = String(body.length);
		const request = (url.protocol === 'https:' ? https : http).request(url, {
			method,
			headers: outgoing,
			agent,
		});
		const abort = () => {
			request.destroy();
			reject(signal.reason);
		};
		if (signal.aborted) return abort();
		signal.addEventListener('abort', abort, { once: true });
		request.on('error', (error) => {
			signal.removeEventListener('abort', abort);
			reject(fetchFailed(error));
		});
		request.on('response', (response) => {
			const chunks: Buffer[] = [];
			const stream = decoded(response);
			stream.on('data', (chunk: Buffer) => chunks.push(chunk));
			stream.on('error', (error) => {
				signal.removeEventListener('abort', abort);
				reject(fetchFailed(error));
			});
			stream.on('end', () => {
				signal.removeEventListener('abort', abort);
				const received = new Headers();
				for (const [name, value] of Object.entries(response.headers)) {
					if (value === undefined || name === 'content-encoding' || name === 'content-length')
						continue;
					for (const item of Array.isArray(value) ? value : [value]) received.append(name, item);
				}
				resolve({
					status: response.statusCode ?? 0,
					statusText: response.statusMessage ?? '',
					headers: received,
					location:
						typeof response.headers.location === 'string' ? response.headers.location : null,
					body: Buffer.concat(chunks),
				});
			});
		});
		request.end(body ?? undefined);
	});
}

/** `fetch` for build-time LMS calls over kept-alive Node connections (http and https). */
export const keepAliveFetch: typeof fetch = async (input, init) => {
	// ky hands over a ready Request; copying it again is the cost this transport is here to save.
	const request = input instanceof Request && init === undefined ? input : new Request(input, init);
	let url = new URL(request.url);
	let method = request.method;
	let body: Buffer | null =
		method === 'GET' || method === 'HEAD' ? null : Buffer.from(await request.arrayBuffer());
	for (let hop = 0; ; hop++) {
		const sent = await send(url, method, request.headers, body, request.signal);
		if (REDIRECTS.has(sent.status) && sent.location !== null && hop < MAX_REDIRECTS) {
			url = new URL(sent.location, url);
			// As fetch does: a 303, or a 301/302 after a POST, goes on as a GET without a body.
			if (
				sent.status === 303 ||
				((sent.status === 301 || sent.status === 302) && method === 'POST')
			) {
				method = 'GET';
				body = null;
			}
			continue;
		}
		const empty = sent.status === 204 || sent.status === 304 || method === 'HEAD';
		const response = new Response(empty ? null : new Uint8Array(sent.body), {
			status: sent.status,
			statusText: sent.statusText,
			headers: sent.headers,
		});
		// A Response made here has no URL of its own; callers (ky's errors) name the one asked for.
		Object.defineProperty(response, 'url', { value: url.href });
		return response;
	}
};
