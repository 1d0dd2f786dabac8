/**
 * tests/e2e/support/stack.ts: outside CI, a server on the e2e port is reused only when this
 * checkout started it; another checkout's stack or another program makes the run use free ports.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseStack, stackHeaders } from '../../e2e/support/stack.ts';
import {
	startPreviewServer,
	type PreviewServer,
} from '../../../scripts/lib/serve/preview-server.ts';

const HERE = '/work/this-checkout';
const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
	for (const item of open.splice(0)) await item.close();
});

/** A preview server marked as the e2e stack of the checkout at `root`. */
async function stackOf(root: string, sandboxPort: number): Promise<PreviewServer> {
	const dist = await mkdtemp(join(tmpdir(), 'e2e-stack-'));
	const server = await startPreviewServer({
		distDir: dist,
		port: 0,
		headers: stackHeaders(sandboxPort, root),
	});
	open.push({ close: () => server.close().then(() => rm(dist, { recursive: true, force: true })) });
	return server;
}

/** Some other web server: no marker. */
async function otherProgram(): Promise<number> {
	const server: Server = createServer((_request, response) => response.end('hello'));
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
	open.push({ close: () => new Promise<void>((done) => server.close(() => done())) });
	return (server.address() as { port: number }).port;
}

/** A port nothing listens on. */
async function freePort(): Promise<number> {
	const port = await otherProgram();
	await open.pop()!.close();
	return port;
}

describe('chooseStack', () => {
	it('reuses the stack this checkout started, with its sandbox port', async () => {
		const { port } = await stackOf(HERE, 5123);
		expect(await chooseStack({}, HERE, { port, sandboxPort: 4110 })).toEqual({
			port,
			sandboxPort: 5123,
			reuse: true,
		});
	});

	it.each([
		['another checkout’s stack', async () => (await stackOf('/work/other-checkout', 5123)).port],
		['another program', otherProgram],
	])('starts its own stack on free ports when the port holds %s', async (_name, holder) => {
		const port = await holder();
		const choice = await chooseStack({}, HERE, { port, sandboxPort: 4110 });
		expect(choice.reuse).toBe(false);
		expect(choice.port).not.toBe(port);
		expect(choice.port).toBeGreaterThan(0);
		expect(choice.sandboxPort).not.toBe(choice.port);
	});

	it('starts its own stack on the default ports when they are free', async () => {
		const port = await freePort();
		const sandboxPort = await freePort();
		expect(await chooseStack({}, HERE, { port, sandboxPort })).toEqual({
			port,
			sandboxPort,
			reuse: false,
		});
	});

	it.each([
		['CI', (port: number) => ({ CI: '1', E2E_PORT: String(port), E2E_SANDBOX_PORT: '4999' })],
		[
			'an E2E_PORT set by hand',
			(port: number) => ({ E2E_PORT: String(port), E2E_SANDBOX_PORT: '0' }),
		],
	])('keeps the given port under %s, even when another stack holds it', async (_name, env) => {
		const { port } = await stackOf('/work/other-checkout', 5123);
		const choice = await chooseStack(env(port), HERE);
		expect(choice).toMatchObject({ port, reuse: false });
	});
});
