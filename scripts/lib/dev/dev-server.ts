/**
 * Astro's dev server for one tenant (`import { dev } from 'astro'`): the project's own config,
 * the tenant's snapshot folder handed to the pages as the build hands its shards theirs, and the
 * tenant's pages at the site root (tenant-routes.ts). Edits to components reload in the browser.
 */
import { realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { siteDataDefine } from '../../../src/server/site/snapshot.ts';
import { tenantRoutes } from './tenant-routes.ts';

// Output folders of builds, benches and tests: never sources.
const DEV_IGNORED = ['**/.build/**', '**/dist/**', '**/reports/**', '**/test-results/**'];

// Vite's own `server.fs.deny` (secrets, git): a list of ours replaces it rather than adding to it.
const VITE_DENIED = [
	'.env',
	'.env.*',
	'*.{crt,pem,key,p12,pfx,cer,der}',
	'.npmrc',
	'.yarnrc.yml',
	'**/.git/**',
];

/** The checkout's folders of state and output (replay memory, builds, releases): never served. */
export const UNSERVED_FOLDERS: readonly string[] = ['.data', '.build', 'dist'];

// A path as a glob that matches only itself (a checkout may sit under `my (copy)/`), in Vite's
// forward slashes.
const literalGlob = (path: string) =>
	path
		.split(sep)
		.join('/')
		.replace(/[\\*?[\]{}()!@+]/g, '\\$&');

/**
 * What the dev server may read from disk for a browser (Vite's `server.fs`, also behind `/@fs/`):
 * the checkout and its node_modules, but not Vite's denied files nor `UNSERVED_FOLDERS`.
 */
export function devFileAccess(root: string): { allow: string[]; deny: string[] } {
	const roots = [...new Set([root, realpathSync(root)])].map(literalGlob);
	return {
		// node_modules may be a link to another checkout's: its files are served too.
		allow: [root, realpathSync(join(root, 'node_modules'))],
		deny: [
			...VITE_DENIED,
			...roots.flatMap((path) => UNSERVED_FOLDERS.map((folder) => `${path}/${folder}/**`)),
		],
	};
}

/** What the dev server serves, and where. */
export interface DevServerInput {
	root: string;
	domain: string;
	/** The snapshot folder holding the tenant's data (written by `writeSnapshots`). */
	dataDir: string;
	/** 0: any free port. */
	port: number;
	/** The interface it listens on: `DEV_HOST`, loopback unless set. */
	host: string;
}

/** A running dev server. */
export interface RunningDevServer {
	/** The tenant's home page, e.g. `http://localhost:4322/`. */
	url: string;
	port: number;
	stop(): Promise<void>;
}

/** Starts the dev server; resolves once it listens. */
export async function startDevServer(input: DevServerInput): Promise<RunningDevServer> {
	// Astro's telemetry reads only the environment; a dev tool should not report usage unasked.
	process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
	// A shell's NODE_ENV=production would give React's production build: no hot reload of islands.
	process.env['NODE_ENV'] = 'development';
	const { dev } = await import('astro');
	const server = await dev({
		root: input.root,
		// Its own caches: never the build's or another checkout's (node_modules may be shared).
		cacheDir: join(input.root, '.build/dev/cache'),
		server: { port: input.port, host: input.host },
		vite: {
			cacheDir: join(input.root, '.build/dev/vite'),
			define: siteDataDefine(input.dataDir),
			plugins: [tenantRoutes(input.domain, join(input.root, 'public'))],
			// The dependency scan and the file watcher keep to the sources: a checkout's build output
			// (.build/ holds the bench's 57,000 pages) made the scan run out of memory.
			optimizeDeps: { entries: ['src/**/*.{astro,tsx,ts}'] },
			server: {
				watch: { ignored: DEV_IGNORED },
				// A taken port is an error naming DEV_PORT, not a silent move to the next one.
				strictPort: true,
				fs: devFileAccess(input.root),
			},
		},
	});
	const { port } = server.address;
	const shownHost = /^(127\.0\.0\.1|::1|0\.0\.0\.0|::|localhost)$/.test(input.host)
		? 'localhost'
		: input.host;
	return { url: `http://${shownHost}:${port}/`, port, stop: () => server.stop() };
}
