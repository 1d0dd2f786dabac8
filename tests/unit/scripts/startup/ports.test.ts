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
import { assertPortFree, hostMessage, portMessage } from '../../../../scripts/lib/startup/ports.ts';

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
			4322,
			'PORT=4321: the port is already in use on 127.0.0.1; stop what runs there or set PORT to a free port, e.g. PORT=4322.',
		],
		[
			'SANDBOX_PORT',
			4010,
			'EADDRINUSE',
			4013,
			'SANDBOX_PORT=4010: the port is already in use on 127.0.0.1; stop what runs there or set SANDBOX_PORT to a free port, e.g. SANDBOX_PORT=4013.',
		],
		[
			'PORT',
			4321,
			'EADDRINUSE',
			null,
			'PORT=4321: the port is already in use on 127.0.0.1; stop what runs there or set PORT to a free port.',
		],
		[
			'PORT',
			80,
			'EACCES',
			null,
			'PORT=80: this port needs administrator rights on 127.0.0.1; set PORT to a port above 1023.',
		],
	])('%s %i %s, suggesting %s', (variable, port, code, suggestion, message) => {
		expect(portMessage(variable, port, '127.0.0.1', code, suggestion)).toBe(message);
	});
});

describe('hostMessage', () => {
	it.each([
		[
			'PORT',
			'nosuch.invalid',
			'ENOTFOUND',
			'HOST=nosuch.invalid: cannot listen there (no such host name); set HOST to an address of this machine, e.g. 127.0.0.1 or 0.0.0.0.',
		],
		[
			'REBUILD_PORT',
			'lms.internal',
			'EAI_AGAIN',
			'HOST=lms.internal: cannot listen there (its name could not be looked up); set HOST to an address of this machine, e.g. 127.0.0.1 or 0.0.0.0.',
		],
		[
			'OPS_PORT',
			'192.0.2.1',
			'EADDRNOTAVAIL',
			'OPS_HOST=192.0.2.1: cannot listen there (not an address of this machine); set OPS_HOST to an address of this machine, e.g. 127.0.0.1 or 0.0.0.0.',
		],
		[
			'DEV_PORT',
			'192.0.2.1',
			'EADDRNOTAVAIL',
			'DEV_HOST=192.0.2.1: cannot listen there (not an address of this machine); set DEV_HOST to an address of this machine, e.g. 127.0.0.1 or 0.0.0.0.',
		],
	])('%s on %s: %s', (variable, host, code, message) => {
		expect(hostMessage(variable, host, code)).toBe(message);
	});
});

/** Listeners on `count` ports in a row (the first of them returned too), found by trying. */
async function adjacentListeners(count: number): Promise<{ first: number; servers: Server[] }> {
	for (let attempt = 0; attempt < 50; attempt++) {
		const first = 20_000 + Math.floor(Math.random() * 40_000);
		const servers: Server[] = [];
		try {
			for (let port = first; port < first + count; port++) servers.push(await listen(port));
			return { first, servers };
		} catch {
			for (const server of servers) await close(server);
		}
	}
	throw new Error(`no ${count} free ports in a row`);
}

/** The message `check` rejects with. */
const messageOf = (check: Promise<unknown>) =>
	check.then(
		() => 'no error',
		(error: unknown) => (error as Error).message,
	);

const inUse = (port: number) =>
	`PORT=${port}: the port is already in use on 127.0.0.1; stop what runs there or set PORT to a free port`;

describe('assertPortFree', () => {
	it('passes for a free port and names the variable for a taken one', async () => {
		const taken = await listen();
		try {
			await expect(assertPortFree('PORT', await freePort(), '127.0.0.1')).resolves.toBeUndefined();
			await expect(assertPortFree('PORT', portOf(taken), '127.0.0.1')).rejects.toThrow(
				inUse(portOf(taken)),
			);
		} finally {
			await close(taken);
		}
	});

	it('suggests a port it found free, not the next one when that is taken too', async () => {
		const { first, servers } = await adjacentListeners(2);
		try {
			const message = await messageOf(assertPortFree('PORT', first, '127.0.0.1'));
			const suggested = Number(/ e\.g\. PORT=(\d+)\.$/.exec(message)?.[1]);
			expect(message).toBe(`${inUse(first)}, e.g. PORT=${suggested}.`);
			expect(suggested).toBeGreaterThan(first + 1);
			// It is free indeed: a listener takes it.
			await close(await listen(suggested));
		} finally {
			for (const server of servers) await close(server);
		}
	});

	it('suggests no port when none of the ten above is free', async () => {
		const { first, servers } = await adjacentListeners(11);
		try {
			expect(await messageOf(assertPortFree('PORT', first, '127.0.0.1'))).toBe(`${inUse(first)}.`);
		} finally {
			for (const server of servers) await close(server);
		}
	});

	it('never suggests a port the script is about to take besides', async () => {
		const { first, servers } = await adjacentListeners(4);
		// The three above are free again, the first two of them wanted by the script too.
		for (const server of servers.slice(1)) await close(server);
		try {
			expect(
				await messageOf(assertPortFree('PORT', first, '127.0.0.1', [first + 1, first + 2])),
			).toBe(`${inUse(first)}, e.g. PORT=${first + 3}.`);
		} finally {
			await close(servers[0]!);
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

	it('names HOST, once, for an address this machine does not have, and leaves dist/ as it was', async () => {
		const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
		const { code, output } = await runStart({
			// TEST-NET-1: documentation only, never a machine's own address.
			HOST: '192.0.2.1',
			PORT: String(ports[0]),
			REBUILD_PORT: String(ports[1]),
			OPS_PORT: String(ports[2]),
			SANDBOX_PORT: String(ports[3]),
			DIST_DIR: dist,
		});
		expect(code).toBe(1);
		expect(output).toContain(
			'Start failed: HOST=192.0.2.1: cannot listen there (not an address of this machine); set HOST to an address of this machine, e.g. 127.0.0.1 or 0.0.0.0.\n',
		);
		expect(output).not.toMatch(/\n\s+at |EADDRNOTAVAIL/);
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
			const line = (variable: string, port: number | undefined) =>
				`  ${variable}=${port}: the port is already in use on 127.0.0.1; stop what runs there or set ${variable} to a free port, e.g. ${variable}=(\\d+)\\.`;
			const lines = new RegExp(
				[
					'Start failed: 4 ports cannot be used:',
					line('PORT', web),
					line('REBUILD_PORT', rebuild),
					line('OPS_PORT', ops),
					line('SANDBOX_PORT', sandbox),
				].join('\n'),
			).exec(output);
			expect(lines, output).not.toBeNull();
			// No suggestion is a port the start wants for another server.
			const suggested = lines!.slice(1).map(Number);
			expect(suggested.filter((port) => [web, rebuild, ops, sandbox].includes(port))).toEqual([]);
			expect(await snapshot(dist)).toEqual(before);
		} finally {
			for (const server of more) await close(server);
		}
	});
});
