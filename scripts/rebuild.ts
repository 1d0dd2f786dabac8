/**
 * `npm run rebuild -- <domain> [<domain>…]`: renders and publishes those tenants now, even when
 * their content is unchanged (and deploys them when `DEPLOY_S3_BUCKET` is set); the others are
 * not touched. Exits 1 when any failed (each failed
 * tenant keeps its live site).
 */
import '../config/env-file.ts';
import { parseArgs } from 'node:util';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { openApiTarget } from './lib/startup/api-target.ts';
import { failureText } from './lib/startup/ports.ts';
import { rebuilderInput, rebuildOne } from './lib/rebuild/rebuild-tenant.ts';
import { requireTenantDomains } from './lib/startup/domain-args.ts';

const { positionals: domains } = parseArgs({ allowPositionals: true });
const config = await loadScriptConfig({ build: true });
if (domains.length === 0) {
	console.error('Usage: npm run rebuild -- <domain> [<domain>…]');
	process.exit(1);
}
requireTenantDomains(domains, config.tenants, config.env.tenantsFile);
const api = await openApiTarget(config, console.log).catch((error: unknown) => {
	console.error(`Rebuild failed: ${failureText(error)}`);
	process.exit(1);
});
const input = rebuilderInput(config, api, { force: true, log: console.log });
let exitCode = 0;
for (const domain of domains) {
	const started = performance.now();
	try {
		await rebuildOne(input, domain, { trigger: { kind: 'operator' } });
		console.log(`✓ ${domain} rebuilt and live in ${Math.round(performance.now() - started)} ms`);
	} catch (error) {
		console.error(`✗ ${domain}: ${failureText(error)} (the live site is unchanged)`);
		exitCode = 1;
	}
}
await api.close();
process.exit(exitCode);
