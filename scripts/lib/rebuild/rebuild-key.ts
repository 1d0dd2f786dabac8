/**
 * Which key the rebuild webhook takes, or why it does not start. `REBUILD_SECRET` when set; else,
 * against the embedded sandbox, the demo key, but only while the webhook listens on loopback
 * (`HOST` in 127.0.0.0/8, ::1 or `localhost`): the demo key is published in the source, so on any
 * other interface anyone who reaches the port could trigger rebuilds with it.
 */
import { BlockList, isIP } from 'node:net';
import { type AppEnv, rebuildSecret } from '../../../config/env.ts';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
// Also matches the long form and IPv4-mapped loopback (::ffff:127.0.0.1).
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * True when listening on `host` takes connections from this machine only. A host name other
 * than `localhost` may resolve anywhere, so it is not loopback; neither is `0.0.0.0` or `::`.
 */
export function isLoopbackHost(host: string): boolean {
	if (host.toLowerCase() === 'localhost') return true;
	const family = isIP(host);
	return family !== 0 && LOOPBACK.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/** The webhook's key (`demo` when it is the published one), or the one line saying why it is off. */
export type RebuildKey = { secret: string; demo: boolean } | { off: string };

const GENERATE = 'e.g. `REBUILD_SECRET=$(openssl rand -hex 32)`';

/** Decides the webhook's key from the environment and whether the embedded sandbox serves the API. */
export function rebuildKey(env: AppEnv, embeddedSandbox: boolean): RebuildKey {
	const secret = rebuildSecret(env, embeddedSandbox);
	if (secret === null)
		return {
			off: `REBUILD_SECRET is not set, and the webhook only takes requests signed with it: set it to at least 16 random characters, ${GENERATE}.`,
		};
	if (env.rebuildSecret !== null) return { secret, demo: false };
	if (!isLoopbackHost(env.host))
		return {
			off: `HOST=${env.host} is not loopback and REBUILD_SECRET is unset: the demo key is published in the source, so anyone reaching the webhook could use it; set REBUILD_SECRET (${GENERATE}) or HOST=127.0.0.1.`,
		};
	return { secret, demo: true };
}
