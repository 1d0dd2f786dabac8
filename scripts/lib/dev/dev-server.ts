/**
 * Astro's dev server for one tenant (`import { dev } from 'astro'`): the project's own config,
 * the tenant's snapshot folder handed to the pages as the build hands its shards theirs, and the
 * tenant's pages at the site root (tenant-routes.ts). Edits to components reload in the browser.
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { siteDataDefine } from '../../../src/lib/site/snapshot.ts';
import { tenantRoutes } from './tenant-routes.ts';

// Output folders of builds, benches and tests: never sources.
const DEV_IGNORED = ['**/.build/**', '**/dist/**', '**/reports/**', '**/test-results/**'];

/** What the dev server serves, and where. */
export interface DevServerInput {
	root: string;
	domain: string;
	/** The snapshot folder holding the tenant's data (written by `writeSnapshots`). */
	dataDir: string;
	/** 0: any free port. */
	port: number;
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
				// node_modules may be a link to another checkout's: its files are served too.
				fs: { allow: [input.root, realpathSync(join(input.root, 'node_modules'))] },
			},
		},
	});
	const { port } = server.address;
	const shownHost = /^(127\.0\.0\.1|::1|0\.0\.0\.0|::|localhost)$/.test(input.host)
		? 'localhost'
		: input.host;
	return { url: `http://${shownHost}:${port}/`, port, stop: () => server.stop() };
}
