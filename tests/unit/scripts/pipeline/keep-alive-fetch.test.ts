/**
 * scripts/lib/pipeline/keep-alive-fetch.ts: the build's fetch over kept-alive Node connections, against a
 * real HTTP server on loopback. It must behave as fetch does for everything the LMS client uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import ky from 'ky';
import { keepAliveFetch } from '../../../../scripts/lib/pipeline/keep-alive-fetch.ts';

let server: Server;
let base: string;
const sockets = new Set<unknown>();
let lastRequest: { method: string; url: string; headers: IncomingMessage['headers']; body: string };

beforeAll(async () => {
	server = createServer((request, response) => {
		sockets.add(request.socket);
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			lastRequest = {
				method: request.method ?? '',
				url: request.url ?? '',
				headers: request.headers,
				body: Buffer.concat(chunks).toString(),
			};
			const send = (
				status: number,
				body: string | Buffer,
				headers: Record<string, string> = {},
			) => {
				response.writeHead(status, { 'content-type': 'application/json', ...headers });
				response.end(body);
			};
			switch (request.url) {
				case '/json':
					return send(200, '{"status_code":200,"result":[1,2]}');
				case '/echo':
					return send(201, JSON.stringify({ got: lastRequest.body }));
				case '/missing':
					return send(404, '{"message":"Unknown host"}');
				case '/gzip':
					return send(200, gzipSync('{"zipped":true}'), { 'content-encoding': 'gzip' });
				case '/br':
					return send(200, brotliCompressSync('{"br":true}'), { 'content-encoding': 'br' });
				case '/moved':
					return send(302, '', { location: '/json' });
				case '/slow':
					return setTimeout(() => send(200, '{}'), 2000);
				default:
					return send(500, '{"message":"no such route"}');
			}
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
});

describe('keepAliveFetch', () => {
	it('answers a GET with status, headers and body', async () => {
		const response = await keepAliveFetch(`${base}/json`);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/json');
		expect(await response.json()).toEqual({ status_code: 200, result: [1, 2] });
		expect(response.url).toBe(`${base}/json`);
	});

	it('sends a POST body and the request headers', async () => {
		const response = await keepAliveFetch(`${base}/echo`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Source: 'WEB', 'x-prod-inst-id': '101' },
			body: JSON.stringify({ product_ids: [7] }),
		});
		expect(response.status).toBe(201);
		expect(await response.json()).toEqual({ got: '{"product_ids":[7]}' });
		expect(lastRequest.method).toBe('POST');
		expect(lastRequest.headers['source']).toBe('WEB');
		expect(lastRequest.headers['x-prod-inst-id']).toBe('101');
		expect(lastRequest.headers['content-length']).toBe('19');
	});

	it('passes an error status through, as fetch does (no throw)', async () => {
		const response = await keepAliveFetch(`${base}/missing`);
		expect(response.status).toBe(404);
		expect(response.ok).toBe(false);
		expect(await response.json()).toEqual({ message: 'Unknown host' });
	});

	it.each([
		['/gzip', { zipped: true }],
		['/br', { br: true }],
	])('decodes a %s body', async (path, body) => {
		const response = await keepAliveFetch(base + path);
		expect(response.headers.get('content-encoding')).toBeNull();
		expect(await response.json()).toEqual(body);
	});

	it('follows a redirect', async () => {
		const response = await keepAliveFetch(`${base}/moved`);
		expect(response.status).toBe(200);
		expect(response.url).toBe(`${base}/json`);
	});

	it('reuses one connection for calls one after another', async () => {
		sockets.clear();
		for (let i = 0; i < 5; i++) await (await keepAliveFetch(`${base}/json`)).text();
		expect(sockets.size).toBe(1);
	});

	it('stops on an aborted signal with the signal’s reason', async () => {
		const reason = new Error('timed out');
		const controller = new AbortController();
		setTimeout(() => controller.abort(reason), 50);
		await expect(keepAliveFetch(`${base}/slow`, { signal: controller.signal })).rejects.toBe(
			reason,
		);
	});

	it('fails as fetch does when nothing listens, naming the cause', async () => {
		const closed = createServer();
		await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
		const port = (closed.address() as AddressInfo).port;
		await new Promise((resolve) => closed.close(resolve));
		const failure = await keepAliveFetch(`http://127.0.0.1:${port}/json`).catch((error) => error);
		expect(failure).toBeInstanceOf(TypeError);
		expect(failure.message).toBe('fetch failed');
		expect(failure.cause.code).toBe('ECONNREFUSED');
	});

	it('serves ky as its fetch: JSON, retries on 500 and timeouts', async () => {
		const client = ky.create({ prefix: base, fetch: keepAliveFetch, timeout: 300 });
		expect(await client.get('json').json()).toEqual({ status_code: 200, result: [1, 2] });
		await expect(
			client.get('nowhere', { retry: { limit: 1, delay: () => 1 } }).json(),
		).rejects.toThrow(/500/);
		await expect(client.get('slow', { retry: 0 }).json()).rejects.toThrow(/timed out/i);
	});
});
