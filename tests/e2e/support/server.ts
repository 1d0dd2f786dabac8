/**
 * The e2e stack Playwright starts: an in-memory sandbox (the shipped fixtures plus the XSS
 * corpus institutes, tests/support/xss/lab-fixture.ts), one build of every tenant in tenants.json
 * and of xss-lab.example against it (into .build/e2e-<port>/dist), the unsanitised test build of
 * the probe institute (unsanitized/build.ts), and the preview server. The preview server starts
 * listening only when all is built. Started by Playwright, or by hand
 * (`npx node tests/e2e/support/server.ts`) for runs from this checkout to reuse.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from '../../../config/env.ts';
import { loadTenants } from '../../../scripts/lib/startup/script-config.ts';
import { buildSites } from '../../../scripts/lib/pipeline/build-sites.ts';
import { buildOptions, sandboxApi } from '../../../scripts/lib/pipeline/build-options.ts';
import { startPreviewServer } from '../../../scripts/lib/serve/preview-server.ts';
import { startSandbox } from '../../../sandbox/server.ts';
import { E2E_LIMITS } from './limits.ts';
import { XSS_LAB, writeXssFixtures } from '../../support/xss/lab-fixture.ts';
import { E2E_DIST_DIR, E2E_NGINX_PORT, E2E_PORT, E2E_SANDBOX_PORT } from './ports.ts';
import { stackHeaders } from './stack.ts';

const root = resolve(import.meta.dirname, '../../..');
const stackDir = resolve(root, E2E_DIST_DIR, '..');
const fixturesDir = join(stackDir, 'fixtures');
rmSync(fixturesDir, { recursive: true, force: true });
writeXssFixtures(resolve(root, 'sandbox/fixtures'), fixturesDir);
// Abuse limits on, two of them wider for the demo students the specs share (limits.ts).
const sandbox = await startSandbox({
	port: E2E_SANDBOX_PORT,
	dbFile: ':memory:',
	fixturesDir,
	limits: E2E_LIMITS,
});
// dist/nginx.conf listens where tests/e2e/static-hosts.spec.ts starts its nginx.
const env = parseEnv({ LMS_API_URL: sandbox.url, NGINX_PORT: String(E2E_NGINX_PORT) });
// The demos of tenants.json, and the XSS corpus institute, which only the tests build.
const tenants = [
	...loadTenants(root, 'tenants.json'),
	{ domain: XSS_LAB.domain, lmsApiUrl: null, productApiUrl: null, consentBanner: true, lang: null },
];
const report = await buildSites(
	buildOptions({ root, env }, sandboxApi(env, sandbox.url, fixturesDir), tenants, {
		distDir: E2E_DIST_DIR,
	}),
);
if (report.failed.length > 0) {
	console.error(
		`e2e build failed for: ${report.failed.map((failure) => `${failure.domain} (${failure.reason})`).join('; ')}`,
	);
	process.exit(1);
}
const unsanitizedStart = performance.now();
await buildUnsanitized();
console.log(
	`e2e unsanitised test build: ${((performance.now() - unsanitizedStart) / 1000).toFixed(1)} s`,
);
// The preview server listens only once every site is built, which is what Playwright waits for.
const preview = await startPreviewServer({
	distDir: resolve(root, E2E_DIST_DIR),
	port: E2E_PORT,
	// Marks the stack as this checkout's, so only runs from this checkout reuse it (stack.ts).
	headers: stackHeaders(E2E_SANDBOX_PORT, root),
});
console.log(`e2e stack ready: sandbox ${sandbox.url}, sites on port ${preview.port}`);
/** The probe institute, rendered with DOMPurify bypassed, in its own process (Astro keeps handles open). */
function buildUnsanitized(): Promise<void> {
	const script = join(import.meta.dirname, 'unsanitized', 'build.ts');
	const args = [script, sandbox.url, resolve(root, E2E_DIST_DIR), join(stackDir, 'unsanitized')];
	const child = spawn(process.execPath, args, { stdio: 'inherit' });
	return new Promise((done) =>
		child.once('exit', (code) => {
			if (code === 0) return done();
			console.error(`e2e unsanitised build failed (exit ${code})`);
			process.exit(1);
		}),
	);
}
const stop = () => void Promise.all([preview.close(), sandbox.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
