/**
 * A taken port stops `npm start` at once, names the variable to change, and leaves dist/ exactly
 * as it was (scripts/lib/startup/ports.ts and scripts/start.ts, run as a user runs them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { assertPortFree, portMessage } from '../../../../scripts/lib/startup/ports.ts';

const root = resolve(import.meta.dirname, '../../../..');

function listen(port = 0): Promise<Server> {
	return new Promise((done, fail) => {
		// Another program on the port: it hangs up on whoever connects.
		const server = createServer((socket) => socket.destroy());
		server.once('error', fail);
		server.listen(port, '127.0.0.1', () => done(server));
	});
}
const portOf = (server: Server) => (server.address() as { port: number }).port;
const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

/** A port nothing listens on (free a moment ago). */
async function freePort(): Promise<number> {
	const server = await listen();
	const port = portOf(server);
	await close(server);
	return port;
}

/** Every file under `dir` with the hash of its bytes. */
async function snapshot(dir: string, prefix = ''): Promise<Record<string, string>> {
	const files: Record<string, string> = {};
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) Object.assign(files, await snapshot(path, `${prefix}${entry.name}/`));
		else
			files[prefix + entry.name] = createHash('sha256')
				.update(await readFile(path))
				.digest('hex');
	}
	return files;
}

function runStart(env: Record<string, string>) {
	const started = performance.now();
	return new Promise<{ code: number; output: string; ms: number }>((done) => {
		execFile(
			process.execPath,
			['scripts/start.ts'],
			// Blank means unset: the embedded sandbox, whatever the shell running the tests has.
			{
				cwd: root,
				env: { ...process.env, LMS_API_URL: '', PRODUCT_API_URL: '', ...env },
				timeout: 20_000,
			},
			(error, stdout, stderr) =>
				done({
					code: error ? Number(error.code ?? 1) : 0,
					output: stdout + stderr,
					ms: performance.now() - started,
				}),
		);
	});
}

describe('portMessage', () => {
	it.each([
		[
			'PORT',
			4321,
			'EADDRINUSE',
			'PORT=4321: the port is already in use on 127.0.0.1; stop what runs there or set PORT to a free port, e.g. PORT=4322.',
		],
		[
			'SANDBOX_PORT',
			4010,
			'EADDRINUSE',
			'SANDBOX_PORT=4010: the port is already in use on 127.0.0.1; stop what runs there or set SANDBOX_PORT to a free port, e.g. SANDBOX_PORT=4011.',
		],
		[
			'PORT',
			80,
			'EACCES',
			'PORT=80: this port needs administrator rights on 127.0.0.1; set PORT to a port above 1023.',
		],
	])('%s %i %s', (variable, port, code, message) => {
		expect(portMessage(variable, port, '127.0.0.1', code)).toBe(message);
	});
});

describe('assertPortFree', () => {
	it('passes for a free port and names the variable for a taken one', async () => {
		const taken = await listen();
		try {
			await expect(assertPortFree('PORT', await freePort(), '127.0.0.1')).resolves.toBeUndefined();
			await expect(assertPortFree('PORT', portOf(taken), '127.0.0.1')).rejects.toThrow(
				`PORT=${portOf(taken)}: the port is already in use on 127.0.0.1`,
			);
		} finally {
			await close(taken);
		}
	});
});

describe('npm start with a port taken', () => {
	let work: string;
	let dist: string;
	let before: Record<string, string>;
	let taken: Server;

	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'start-port-'));
		dist = join(work, 'dist');
		await mkdir(join(dist, 'sunrise-academy.in', '_astro'), { recursive: true });
		await writeFile(join(dist, 'sunrise-academy.in', 'index.html'), '<h1>live site</h1>');
		await writeFile(join(dist, 'sunrise-academy.in', '_astro', 'a.js'), 'console.log(1)');
		before = await snapshot(dist);
		taken = await listen();
	});

	afterAll(async () => {
		await close(taken);
		await rm(work, { recursive: true, force: true });
	});

	it.each([
		['PORT', () => ({ PORT: String(portOf(taken)) })],
		[
			'SANDBOX_PORT',
			async () => ({ PORT: String(await freePort()), SANDBOX_PORT: String(portOf(taken)) }),
		],
	])('exits within 10 s naming %s and leaves dist/ as it was', async (variable, ports) => {
		const { code, output, ms } = await runStart({ ...(await ports()), DIST_DIR: dist });
		expect(code).toBe(1);
		expect(output).toContain(
			`Start failed: ${variable}=${portOf(taken)}: the port is already in use on 127.0.0.1; stop what runs there or set ${variable} to a free port`,
		);
		expect(output).not.toMatch(/\n\s+at /);
		expect(ms).toBeLessThan(10_000);
		expect(await snapshot(dist)).toEqual(before);
	});

	it('names every taken port in one message: PORT, REBUILD_PORT, OPS_PORT and SANDBOX_PORT', async () => {
		const more = [await listen(), await listen(), await listen()];
		try {
			const [web, rebuild, ops, sandbox] = [taken, ...more].map(portOf);
			const { code, output } = await runStart({
				PORT: String(web),
				REBUILD_PORT: String(rebuild),
				OPS_PORT: String(ops),
				SANDBOX_PORT: String(sandbox),
				DIST_DIR: dist,
			});
			expect(code).toBe(1);
			const inUse = (variable: string, port: number | undefined) =>
				`  ${variable}=${port}: the port is already in use on 127.0.0.1; stop what runs there or set ${variable} to a free port, e.g. ${variable}=${Number(port) + 1}.`;
			expect(output).toContain(
				[
					'Start failed: 4 ports cannot be used:',
					inUse('PORT', web),
					inUse('REBUILD_PORT', rebuild),
					inUse('OPS_PORT', ops),
					inUse('SANDBOX_PORT', sandbox),
				].join('\n'),
			);
			expect(await snapshot(dist)).toEqual(before);
		} finally {
			for (const server of more) await close(server);
		}
	});
});
