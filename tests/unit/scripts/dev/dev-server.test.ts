/**
 * scripts/lib/dev/dev-server.ts `devFileAccess`: what the dev server may read from disk for a
 * browser. A real Vite server with those settings refuses the checkout's state and output folders
 * (`.data/`, `.build/`, `dist/`) and Vite's own secrets, through `/@fs/` or from the root, and
 * still serves the sources (issue 46).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { devFileAccess, UNSERVED_FOLDERS } from '../../../../scripts/lib/dev/dev-server.ts';

// A checkout: sources, node_modules, and a file in each folder that must not be served.
const root = realpathSync(mkdtempSync(join(tmpdir(), 'dev-access (copy) ')));
const SERVED = ['src/page.txt', 'node_modules/pkg/index.txt'];
const REFUSED = [
	'.data/replays.json',
	'.data/queue',
	'.build/dev/data-1/manifest.json',
	'.build/font-cache/x.ts',
	'dist/sunrise-academy.in/index.txt',
	'.env',
	'.git/config',
];

let server: ViteDevServer;
let base = '';

beforeAll(async () => {
	for (const file of [...SERVED, ...REFUSED]) {
		mkdirSync(dirname(join(root, file)), { recursive: true });
		writeFileSync(join(root, file), 'secret');
	}
	server = await createServer({
		root,
		configFile: false,
		logLevel: 'silent',
		appType: 'custom',
		optimizeDeps: { noDiscovery: true, include: [] },
		server: { host: '127.0.0.1', port: 0, ws: false, fs: devFileAccess(root) },
	});
	await server.listen();
	base = server.resolvedUrls!.local[0]!;
});

afterAll(async () => {
	await server?.close();
	rmSync(root, { recursive: true, force: true });
});

describe('devFileAccess', () => {
	it("allows the checkout and its node_modules, and denies Vite's secrets and the output folders", () => {
		expect(UNSERVED_FOLDERS).toEqual(['.data', '.build', 'dist']);
		const escaped = root.replace(/[()]/g, '\\$&');
		expect(devFileAccess(root)).toEqual({
			allow: [root, join(root, 'node_modules')],
			deny: [
				'.env',
				'.env.*',
				'*.{crt,pem,key,p12,pfx,cer,der}',
				'.npmrc',
				'.yarnrc.yml',
				'**/.git/**',
				`${escaped}/.data/**`,
				`${escaped}/.build/**`,
				`${escaped}/dist/**`,
			],
		});
	});
});

describe('a Vite server with that access', () => {
	const status = async (path: string) => (await fetch(new URL(path, base))).status;

	it.each(REFUSED)('refuses %s through /@fs/ and from the root', async (file) => {
		expect(await status(`/@fs${root}/${file}`)).toBe(403);
		expect(await status(`/${file}`)).toBe(403);
	});

	it.each(SERVED)('serves %s', async (file) => {
		expect(await status(`/@fs${root}/${file}`)).toBe(200);
	});
});
