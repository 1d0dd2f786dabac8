/**
 * `npm run serve` (scripts/serve.ts) over a dist/ as the build leaves it: each `dist/<domain>` a
 * symlink to its live release under `dist/.releases/`. It lists the sites those links lead to,
 * skips a dangling link, serves the pages, and warns that the API the sites were built against
 * does not answer, and a HOST that is no address stops it naming HOST (issue 47).
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/system/free-port.ts';
import { startScript, stopAll } from '../support/scripts.ts';

const root = resolve(import.meta.dirname, '../..');

// A built home page whose islands call `api` (its header's data-client-config).
const homePage = (name: string, api: string) =>
	`<h1>${name}</h1><header data-client-config="{&quot;mainApiUrl&quot;:&quot;${api}&quot;,&quot;productApiUrl&quot;:&quot;${api}&quot;}"></header>`;

/** Writes release `id` of `domain` and links `dist/<domain>` to it, as a publish does. */
async function release(dist: string, domain: string, id: string, html: string) {
	const folder = join(dist, '.releases', domain, id);
	await mkdir(folder, { recursive: true });
	await writeFile(join(folder, 'index.html'), html);
	await symlink(join('.releases', domain, id), join(dist, domain));
}

/** The status and body of `/` on the preview server at `port` for the site `host`. */
const homeOf = (port: number, host: string) =>
	new Promise<{ status: number; body: string }>((done, fail) => {
		// By Host header, as a browser at http://<domain>.localhost:<port>/ sends it.
		get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
			let body = '';
			response.setEncoding('utf8');
			response.on('data', (chunk: string) => (body += chunk));
			response.on('end', () => done({ status: response.statusCode ?? 0, body }));
		}).once('error', fail);
	});

async function startServe(dist: string, host = '127.0.0.1') {
	const port = await freePort();
	const env = {
		DIST_DIR: dist,
		PORT: String(port),
		HOST: host,
		LMS_API_URL: '',
		PRODUCT_API_URL: '',
	};
	return { script: startScript(root, 'scripts/serve.ts', env), port };
}

async function serve(dist: string) {
	const started = await startServe(dist);
	await started.script.waitForLine(/^Serving /, 30_000);
	return started;
}

describe('npm run serve over release symlinks', () => {
	let work: string;
	let downApi: string;

	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'serve-releases-'));
		// A port nothing listens on: the sandbox the sites were built against has stopped.
		downApi = `http://127.0.0.1:${await freePort()}`;
	});

	afterAll(async () => {
		await stopAll();
		await rm(work, { recursive: true, force: true });
	});

	it('lists and serves the linked releases, skips a dangling link, and warns the API is down', async () => {
		const dist = join(work, 'dist');
		await release(dist, 'a.in', '20261208-010101', homePage('Alpha', downApi));
		await release(dist, 'b.in', '20261208-020202', homePage('Beta', downApi));
		// A link whose release was removed leads nowhere: not a site.
		await symlink(join('.releases', 'gone.in', 'missing'), join(dist, 'gone.in'));

		const { script, port } = await serve(dist);
		await script.waitForLine(/^Warning:/, 15_000);
		expect(script.lines).toEqual([
			`Serving ${dist} on port ${port}`,
			`  http://a.in.localhost:${port}/`,
			`  http://b.in.localhost:${port}/`,
			`Warning: The sites use the sandbox at ${downApi}, which is not running, so images and API calls fail; start it with \`SANDBOX_PORT=${new URL(downApi).port} npm run sandbox\`, or use \`npm start\`.`,
		]);
		const home = await homeOf(port, `a.in.localhost:${port}`);
		expect(home.status).toBe(200);
		expect(home.body).toContain('<h1>Alpha</h1>');
		script.kill('SIGTERM');
		expect(await script.exited).toBe(0);
	}, 60_000);

	it('says nothing is built when the only link dangles', async () => {
		const dist = join(work, 'empty-dist');
		await mkdir(dist);
		await symlink(join('.releases', 'gone.in', 'missing'), join(dist, 'gone.in'));

		const { script, port } = await serve(dist);
		await script.waitForLine(/nothing built yet/, 15_000);
		expect(script.lines).toEqual([
			`Serving ${dist} on port ${port}`,
			'  (nothing built yet: run `npm run build`)',
		]);
		script.kill('SIGTERM');
		expect(await script.exited).toBe(0);
	}, 60_000);

	it('refuses a HOST that is no address, naming the variable, with no stack', async () => {
		const { script } = await startServe(join(work, 'dist'), 'not a host');
		expect(await script.exited).toBe(1);
		expect(script.lines).toEqual([
			'Configuration error: environment: HOST: "not a host" is not an IP address or host name, e.g. 127.0.0.1 or 0.0.0.0',
		]);
	}, 60_000);
});
