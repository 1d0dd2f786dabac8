/** Serving a Hono app over HTTP, as the rebuild server and a worker's ops server do. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** A listening server. */
export interface Listening {
	/** E.g. `http://127.0.0.1:4330`, without a path. */
	url: string;
	port: number;
	/** Stops listening and drops open connections. */
	close(): Promise<void>;
}

/** Serves `app` on `host:port` (0: a free port); rejects with the listen error (e.g. EADDRINUSE). */
export async function listenApp(app: Hono, port: number, host: string): Promise<Listening> {
	const server = serve({
		fetch: app.fetch,
		port,
		hostname: host,
		// Hono's own Request/Response stay out of the global scope the tests and builds share.
		overrideGlobalObjects: false,
	}) as Server;
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.once('listening', () => resolve());
	});
	const bound = (server.address() as AddressInfo).port;
	const urlHost = host.includes(':') ? `[${host}]` : host;
	return {
		url: `http://${urlHost}:${bound}`,
		port: bound,
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}
