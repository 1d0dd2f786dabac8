/**
 * A page on another origin, for attacks that start on another site: a tiny HTTP server on
 * loopback (`http://127.0.0.1:<port>`, another site than `<domain>.localhost`) whose pages the
 * test writes. Each path answers the HTML given for it; anything else is a 404.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running other-origin server. */
export interface OtherOrigin {
	/** `http://127.0.0.1:<port>` */
	origin: string;
	/** The address of `path` on this origin. */
	url(path: string): string;
	close(): Promise<void>;
}

/** Starts a server answering each path of `pages` with its HTML. */
export async function startOtherOrigin(pages: Record<string, string>): Promise<OtherOrigin> {
	const server = createServer((request, response) => {
		const html = pages[new URL(request.url ?? '/', 'http://x').pathname];
		response.writeHead(html === undefined ? 404 : 200, {
			'Content-Type': 'text/html; charset=utf-8',
		});
		response.end(html ?? 'Not found');
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return {
		origin,
		url: (path) => origin + path,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
