/**
 * `npm run build`: fetch every tenant in the tenants file and render dist/<domain>/ for each.
 * Exits 1 when any tenant failed (the others are still published).
 */
import './lib/env-file.ts';
import { loadScriptConfig } from './lib/config.ts';
import { openApiTarget } from './lib/api-target.ts';
import { buildSites } from './lib/build-sites.ts';
import { failureText } from './lib/ports.ts';

const config = loadScriptConfig({ build: true });
const { root, env, tenants } = config;
const api = await openApiTarget(config, console.log).catch((error: unknown) => {
	console.error(`Build failed: ${failureText(error)}`);
	process.exit(1);
});
let exitCode = 0;
try {
	const report = await buildSites({
		root,
		env,
		tenants,
		defaults: api.bases,
		payment: api.payment,
		distDir: env.distDir,
		sandboxFixtures: api.fixturesDir,
	});
	console.log(
		`Built ${report.built.length} of ${tenants.length} tenant(s) (fetch ${Math.round(report.fetchMs)} ms, render ${Math.round(report.renderMs)} ms).`,
	);
	if (report.failed.length > 0) {
		console.error(`Failed: ${report.failed.map((failure) => failure.domain).join(', ')}`);
		exitCode = 1;
	}
} catch (error) {
	console.error(`Build failed: ${failureText(error)}`);
	exitCode = 1;
} finally {
	await api.close();
}
process.exit(exitCode);
