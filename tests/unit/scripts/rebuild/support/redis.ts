/**
 * A real `redis-server` for the queue tests (scripts/lib/system/redis-server.ts), started and
 * stopped around a `describe`'s tests. Plus a small client for the tests' own keys, over the same
 * Redis client BullMQ uses.
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll } from 'vitest';
import {
	startRedisServer,
	type RedisServer,
} from '../../../../../scripts/lib/system/redis-server.ts';

// The queue tests take the server from here, beside the helpers below.
export { startRedisServer, type RedisServer };

/** A redis-server for the tests of the calling `describe`: started before them, stopped after. */
export function redisForTests(): { readonly url: string } {
	let server: RedisServer | undefined;
	beforeAll(async () => {
		server = await startRedisServer();
	});
	afterAll(async () => {
		await server?.stop();
	});
	return {
		get url() {
			if (!server) throw new Error('redisForTests: read url inside a test, once redis-server runs');
			return server.url;
		},
	};
}

/** Runs Redis commands on the tests' own keys. */
export interface RedisCommands {
	(command: string, ...args: (string | number)[]): Promise<unknown>;
	close(): Promise<void>;
}

/** A client for plain Redis commands (the queue's client library, no queue use). */
export function redisCommands(url: string): RedisCommands {
	const queue = new Queue('test-commands', { connection: { url } });
	const run = async (command: string, ...args: (string | number)[]) =>
		(await queue.getBackend().client).runCommand(command, args);
	return Object.assign(run, { close: () => queue.close() });
}
