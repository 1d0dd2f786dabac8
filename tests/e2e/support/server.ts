/**
 * The e2e stack Playwright starts: an in-memory sandbox, one build of every tenant in tenants.json
 * against it (into .build/e2e-<port>/dist), and the preview server. The preview
 * server starts listening only when all is built. Started by Playwright, or by hand
 * (`npx node tests/e2e/support/server.ts`) for runs from this checkout to reuse.
 */
import { resolve } from 'node:path';
import { parseEnv, paymentConfig } from '../../../src/lib/config/env.ts';
import { loadTenants } from '../../../scripts/lib/config.ts';
import { buildSites } from '../../../scripts/lib/build-sites.ts';
import { startPreviewServer } from '../../../scripts/lib/preview-server.ts';
import { startSandbox } from '../../../sandbox/server.ts';
import { E2E_LIMITS } from './limits.ts';
import { E2E_DIST_DIR, E2E_PORT, E2E_SANDBOX_PORT } from './ports.ts';
import { stackHeaders } from './stack.ts';

const root = resolve(import.meta.dirname, '../../..');
// Abuse limits on, two of them wider for the demo students the specs share (limits.ts).
const sandbox = await startSandbox({
	port: E2E_SANDBOX_PORT,
	dbFile: ':memory:',
	limits: E2E_LIMITS,
});
const env = parseEnv({ LMS_API_URL: sandbox.url });
const report = await buildSites({
	root,
	env,
	tenants: loadTenants(root, 'tenants.json'),
	defaults: { mainApiUrl: sandbox.url, productApiUrl: sandbox.url },
	payment: paymentConfig(env, sandbox.url),
	distDir: E2E_DIST_DIR,
});
if (report.failed.length > 0) {
	console.error(
		`e2e build failed for: ${report.failed.map((failure) => `${failure.domain} (${failure.reason})`).join('; ')}`,
	);
	process.exit(1);
}
// The preview server listens only once every site is built, which is what Playwright waits for.
const preview = await startPreviewServer({
	distDir: resolve(root, E2E_DIST_DIR),
	port: E2E_PORT,
	// Marks the stack as this checkout's, so only runs from this checkout reuse it (stack.ts).
	headers: stackHeaders(E2E_SANDBOX_PORT, root),
});
console.log(`e2e stack ready: sandbox ${sandbox.url}, sites on port ${preview.port}`);
const stop = () => Promise.all([preview.close(), sandbox.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
