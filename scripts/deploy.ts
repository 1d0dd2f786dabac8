/**
 * `npm run deploy [-- <domain> ...]`: upload every published tenant of dist/ (or just those named)
 * to the S3 bucket of `DEPLOY_S3_*`, only what changed. Exits 1 when the bucket is not set or any
 * tenant failed (the others are still deployed).
 */
import '../config/env-file.ts';
import { resolve } from 'node:path';
import { ConfigError } from '../config/schema.ts';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { createDeployTarget, requireDeployConfig } from './lib/deploy/bucket.ts';
import { deploySites } from './lib/deploy/deploy-sites.ts';
import { requireTenantDomains } from './lib/startup/domain-args.ts';

// The tenants file only when domains are named: deploying all of dist/ needs none.
const { root, env, tenants } = await loadScriptConfig({
	build: false,
	uses: { bucket: true },
	tenants: process.argv.length > 2,
});
const config = (() => {
	try {
		return requireDeployConfig(env);
	} catch (error) {
		if (!(error instanceof ConfigError)) throw error;
		for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
		process.exit(1);
	}
})();
const distDir = resolve(root, env.distDir);
const domains = requireTenantDomains(process.argv.slice(2), tenants, env.tenantsFile);
const target = createDeployTarget(config);
const started = performance.now();
const report = await deploySites({ target, distDir, domains, log: console.log });
target.client.destroy();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
	`Deployed ${report.deployed.length} of ${report.deployed.length + report.failed.length} tenant(s) to ${config.bucket} in ${seconds} s.`,
);
for (const failure of report.failed) console.error(`Failed: ${failure.domain}: ${failure.reason}`);
if (report.deployed.length + report.failed.length === 0)
	console.error(`Nothing to deploy: ${distDir} has no built site (run \`npm run build\`).`);
process.exit(report.failed.length > 0 || report.deployed.length === 0 ? 1 : 0);
