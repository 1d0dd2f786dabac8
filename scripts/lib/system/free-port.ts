/**
 * A free TCP port on loopback, for a server that must be told its port before it starts (a
 * redis-server, an nginx whose configuration names it): the system picks one, which is let go at
 * once for the server to take.
 */
import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as { port: number };
			server.close(() => resolve(port));
		});
	});
}
