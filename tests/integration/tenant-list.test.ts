/**
 * Institutes added without a restart, on the real rebuild server (scripts/rebuild-server.ts) with
 * its in-process queue against the sandbox: a tenant added to the watched tenants file, and one
 * added to the list `TENANTS_URL` serves, is built and published by its first webhook; with
 * `REDIS_URL`, by a real worker (scripts/worker.ts) through a real redis-server. A tenant the list
 * never named is refused 404 by the webhook.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/server.ts';
import { freePort } from '../../scripts/lib/system/free-port.ts';
import { startScript, stopAll } from '../support/scripts.ts';
import { waitUntil } from '../unit/scripts/rebuild/support/child-workers.ts';
import { postRebuild, rebuildOf } from '../unit/scripts/rebuild/support/webhook.ts';
import { startRedisServer } from '../unit/scripts/rebuild/support/redis.ts';

const root = resolve(import.meta.dirname, '../..');
const SECRET = 'tenant-list-test-secret-0123';
const FIRST = 'sunrise-academy.in';
const ADDED = 'pixel-store.in';
type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const listOf = (...domains: string[]) =>
	JSON.stringify({ tenants: domains.map((domain) => ({ domain })) });

describe('a tenant added to the list while the rebuild server runs', () => {
	let sandbox: Sandbox;
	let work: string;
	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'tenant-list-'));
		sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
	});
	afterEach(() => stopAll());
	afterAll(async () => {
		await sandbox?.close();
		await rm(work, { recursive: true, force: true });
	});

	/** Starts the rebuild server with `env`; resolves with its webhook URL. */
	async function rebuildServer(env: Record<string, string>) {
		const server = startScript(root, 'scripts/rebuild-server.ts', {
			LMS_API_URL: sandbox.url,
			PRODUCT_API_URL: '',
			GOOGLE_FONTS_URL: `${sandbox.url}/fonts`,
			REBUILD_SECRET: SECRET,
			REBUILD_PORT: String(await freePort()),
			REBUILD_DEBOUNCE_MS: '0',
			OPS_PORT: '0',
			REDIS_URL: '',
			NODE_ENV: '',
			LOG_FORMAT: 'human',
			...env,
		});
		const line = await server.waitForLine(/^Rebuild webhook: POST /, 30_000);
		return { server, url: line.match(/POST (http:\/\/[^/]+)\/hooks\/rebuild/)![1]! };
	}

	let sent = 0;
	/** Sends the webhook for `domain` and waits for its job to end; resolves with the end state. */
	async function rebuild(url: string, domain: string) {
		// Each request signed at its own second: the same body at the same second is a replay.
		const answer = await postRebuild(
			url,
			SECRET,
			rebuildOf(domain),
			Math.floor(Date.now() / 1000) + sent++,
		);
		if (answer.status !== 202) return { status: answer.status, body: answer.body };
		let state = 'queued';
		await waitUntil(
			`the rebuild of ${domain}`,
			async () => {
				const status = await (await fetch(`${url}/hooks/rebuild/${answer.body.job}`)).json();
				state = status.state;
				return state === 'done' || state === 'failed';
			},
			180_000,
		);
		return { status: answer.status, state };
	}

	it('from the watched tenants file', async () => {
		const file = join(work, 'tenants.json');
		const dist = join(work, 'dist-file');
		await writeFile(file, listOf(FIRST));
		const { server, url } = await rebuildServer({ TENANTS_FILE: file, DIST_DIR: dist });
		expect(await rebuild(url, ADDED)).toEqual({
			status: 404,
			body: { error: `Unknown tenant "${ADDED}": not in the tenants file (${file})` },
		});

		await writeFile(`${file}.new`, listOf(FIRST, ADDED));
		await rename(`${file}.new`, file);
		await server.waitForLine(/Tenant list \(.*\): added pixel-store\.in \(2 tenant\(s\)\)/, 10_000);
		expect(await rebuild(url, ADDED)).toEqual({ status: 202, state: 'done' });
		expect(existsSync(join(dist, ADDED, 'index.html'))).toBe(true);
	}, 240_000);

	it('from the watched tenants file, built by a worker through Redis', async () => {
		const redis = await startRedisServer();
		try {
			const file = join(work, 'tenants-redis.json');
			const dist = join(work, 'dist-redis');
			await writeFile(file, listOf(FIRST));
			const queue = { REDIS_URL: redis.url, QUEUE_PREFIX: 'tenant-list-test', TENANTS_FILE: file };
			const { server, url } = await rebuildServer({ ...queue, DIST_DIR: join(work, 'unused') });
			const worker = startScript(root, 'scripts/worker.ts', {
				LMS_API_URL: sandbox.url,
				PRODUCT_API_URL: '',
				GOOGLE_FONTS_URL: `${sandbox.url}/fonts`,
				DEPLOY_S3_BUCKET: '',
				OPS_PORT: '0',
				NODE_ENV: '',
				LOG_FORMAT: 'human',
				DIST_DIR: dist,
				...queue,
			});
			await worker.waitForLine(/^Worker ready/, 60_000);

			await writeFile(`${file}.new`, listOf(FIRST, ADDED));
			await rename(`${file}.new`, file);
			const added = /Tenant list \(.*\): added pixel-store\.in \(2 tenant\(s\)\)/;
			await server.waitForLine(added, 10_000);
			await worker.waitForLine(added, 10_000);
			expect(await rebuild(url, ADDED)).toEqual({ status: 202, state: 'done' });
			expect(existsSync(join(dist, ADDED, 'index.html'))).toBe(true);
		} finally {
			await stopAll();
			await redis.stop();
		}
	}, 240_000);

	it('from TENANTS_URL', async () => {
		let list = listOf(FIRST);
		const lms: Server = createServer((_request, response) => {
			response.writeHead(200, { 'content-type': 'application/json' });
			response.end(list);
		});
		await new Promise<void>((done) => lms.listen(0, '127.0.0.1', done));
		const { port } = lms.address() as { port: number };
		const dist = join(work, 'dist-url');
		try {
			const { url } = await rebuildServer({
				TENANTS_URL: `http://127.0.0.1:${port}/sites/tenants.json`,
				// The file is not read when TENANTS_URL is set.
				TENANTS_FILE: join(work, 'no-such-file.json'),
				DIST_DIR: dist,
			});
			list = listOf(FIRST, ADDED);
			// A miss fetches the list again once 5 s have passed since the last fetch.
			let answer = await rebuild(url, ADDED);
			for (let tries = 0; answer.status === 404 && tries < 10; tries++) {
				await new Promise((done) => setTimeout(done, 1000));
				answer = await rebuild(url, ADDED);
			}
			expect(answer).toEqual({ status: 202, state: 'done' });
			expect(existsSync(join(dist, ADDED, 'index.html'))).toBe(true);
		} finally {
			await new Promise((done) => lms.close(done));
		}
	}, 240_000);
});
