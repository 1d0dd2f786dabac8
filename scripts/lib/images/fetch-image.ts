/**
 * Fetching one institute image for the build: a GET over Node's http/https with a deadline for
 * the whole response, a size cap, conditional headers (a 304 means the cached image still
 * holds), at most a few redirects, and the address rules of image-url.ts applied to every host
 * name as it is resolved (so a name cannot point at a private address after it was checked).
 */
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { checkImageUrl, isPrivateAddress } from './image-url.ts';

/** Limits and trust of an image fetch. */
export interface FetchLimits {
	timeoutMs: number;
	maxBytes: number;
	/** Hosts (`host:port` as in `URL.host`) that may resolve to private addresses: the LMS services. */
	trustedHosts: ReadonlySet<string>;
}

/** Validators of a cached copy, sent as If-None-Match / If-Modified-Since. */
export interface Validators {
	etag: string | null;
	lastModified: string | null;
}

/** The outcome of a fetch. */
export type Fetched =
	| { status: 'unchanged' }
	| { status: 'ok'; body: Buffer; validators: Validators }
	| { status: 'failed'; reason: string };

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

class Refused extends Error {}

function guardedLookup(host: string, trusted: boolean): LookupFunction {
	return (hostname, options, callback) => {
		dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
			if (error) return callback(error, '', 0);
			const bad = addresses.find((entry) => !trusted && isPrivateAddress(entry.address));
			if (bad) {
				return callback(
					new Refused(`${host} resolves to the private address ${bad.address}`),
					'',
					0,
				);
			}
			if (options.all)
				return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
			const first = addresses[0];
			if (!first) return callback(new Refused(`${host} has no address`), '', 0);
			callback(null, first.address, first.family);
		});
	};
}

function getOnce(
	url: URL,
	headers: Record<string, string>,
	limits: FetchLimits,
	signal: AbortSignal,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
	return new Promise((resolve, reject) => {
		const trusted = limits.trustedHosts.has(url.host);
		const literal = url.hostname.replace(/^\[|\]$/g, '');
		// An address literal is never looked up, so it is checked here.
		if (!trusted && /^[\d.]+$|:/.test(literal) && isPrivateAddress(literal)) {
			reject(new Refused(`${url.host} is a private address`));
			return;
		}
		const request = (url.protocol === 'https:' ? https : http).get(url, {
			headers: { accept: 'image/*', ...headers },
			lookup: guardedLookup(url.host, trusted),
			signal,
		});
		request.on('error', reject);
		request.on('response', (response) => {
			const declared = Number(response.headers['content-length']);
			if (declared > limits.maxBytes) {
				request.destroy();
				reject(new Refused(`larger than ${limits.maxBytes} bytes (${declared})`));
				return;
			}
			const chunks: Buffer[] = [];
			let size = 0;
			response.on('data', (chunk: Buffer) => {
				size += chunk.length;
				if (size > limits.maxBytes) {
					request.destroy();
					reject(new Refused(`larger than ${limits.maxBytes} bytes`));
					return;
				}
				chunks.push(chunk);
			});
			response.on('error', reject);
			response.on('end', () =>
				resolve({
					status: response.statusCode ?? 0,
					headers: response.headers,
					body: Buffer.concat(chunks),
				}),
			);
		});
	});
}

function describe(error: unknown, timeoutMs: number): string {
	if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
		return `no answer within ${timeoutMs / 1000} s`;
	const code = (error as NodeJS.ErrnoException).code;
	const message = error instanceof Error ? error.message : String(error);
	return code && !message.includes(code) ? `${message} (${code})` : message;
}

/** Fetches `raw` (an image address): the body, `unchanged` for a 304, or why it failed. Never throws. */
export async function fetchImage(
	raw: string,
	cached: Validators | null,
	limits: FetchLimits,
): Promise<Fetched> {
	const checked = checkImageUrl(raw);
	if (!checked.ok) return { status: 'failed', reason: checked.reason };
	const headers: Record<string, string> = {};
	if (cached?.etag) headers['if-none-match'] = cached.etag;
	if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
	const signal = AbortSignal.timeout(limits.timeoutMs);
	let url = checked.url;
	try {
		for (let hop = 0; ; hop++) {
			const response = await getOnce(url, headers, limits, signal);
			const location = response.headers.location;
			if (REDIRECTS.has(response.status) && location && hop < MAX_REDIRECTS) {
				const next = checkImageUrl(new URL(location, url).href);
				if (!next.ok) return { status: 'failed', reason: `redirect: ${next.reason}` };
				url = next.url;
				continue;
			}
			if (response.status === 304 && cached) return { status: 'unchanged' };
			if (response.status !== 200) return { status: 'failed', reason: `HTTP ${response.status}` };
			const etag = response.headers.etag;
			const lastModified = response.headers['last-modified'];
			return {
				status: 'ok',
				body: response.body,
				validators: {
					etag: typeof etag === 'string' ? etag : null,
					lastModified: typeof lastModified === 'string' ? lastModified : null,
				},
			};
		}
	} catch (error) {
		return { status: 'failed', reason: describe(error, limits.timeoutMs) };
	}
}
