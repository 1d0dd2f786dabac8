/**
 * A real `redis-server` of one's own, for the queue's tests and the queued build's benchmark:
 * started on a free loopback port in a temp folder with persistence off (or durable in a folder
 * the caller keeps), and stopped with its folder removed.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { freePort } from './free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running redis-server. */
export interface RedisServer {
	url: string;
	port: number;
	/** The folder of a durable server's data (see `RedisDataOptions`). */
	dataDir?: string;
	stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 5000;

/** Where a redis-server keeps its data. */
export interface RedisDataOptions {
	/**
	 * Write every command to an append-only file in `dir` and keep the folder when stopped, so a
	 * server started again on the same `dir` has every job back (a production Redis's persistence).
	 */
	durableDir?: string;
}

/**
 * Starts redis-server (`REDIS_SERVER` or the one on PATH) on `port` (default: a free one, pass the
 * old one to restart a stopped server); resolves once it accepts connections.
 */
export async function startRedisServer(
	port?: number,
	options: RedisDataOptions = {},
): Promise<RedisServer> {
	const dir = options.durableDir ?? (await mkdtemp(join(tmpdir(), 'redis-server-')));
	port ??= await freePort();
	const persistence = options.durableDir
		? ['--appendonly', 'yes', '--appendfsync', 'always']
		: ['--appendonly', 'no'];
	const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence];
	const child = spawn(process.env['REDIS_SERVER'] ?? 'redis-server', [...args, '--dir', dir], {
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	// A redis-server that could not start emits 'error' and never 'exit'.
	const exited = new Promise<void>((resolve) => {
		child.once('exit', () => resolve());
		child.once('error', () => resolve());
	});
	const stop = async () => {
		child.kill('SIGKILL');
		await exited;
		if (!options.durableDir) await rm(dir, { recursive: true, force: true });
	};
	let output = '';
	// Both streams are always read, so the server never blocks on a full pipe.
	child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
	try {
		await new Promise<void>((resolve, reject) => {
			const timer = setTimeout(
				() => reject(new Error(`redis-server not ready after ${READY_TIMEOUT_MS} ms:\n${output}`)),
				READY_TIMEOUT_MS,
			);
			child.once('error', (error: NodeJS.ErrnoException) =>
				reject(
					error.code === 'ENOENT'
						? new Error('redis-server not found: install it (Debian: apt-get install redis-server)')
						: error,
				),
			);
			child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
			child.stdout.on('data', (chunk: Buffer) => {
				output += chunk.toString();
				if (output.includes('Ready to accept connections')) {
					clearTimeout(timer);
					resolve();
				}
			});
		});
	} catch (error) {
		await stop();
		throw error;
	}
	return {
		url: `redis://127.0.0.1:${port}`,
		port,
		stop,
		...(options.durableDir ? { dataDir: options.durableDir } : {}),
	};
}
