/**
 * `npm run rollback -- <domain>`: makes the tenant's previous release live again (one atomic
 * switch), and deploys it when `DEPLOY_S3_BUCKET` is set. The next build that finds its content
 * changed publishes a new release as usual.
 */
import '../config/env-file.ts';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { rollback } from './lib/releases/releases.ts';
import { deployAfterPublish } from './lib/rebuild/rebuild-tenant.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const [domain] = positionals;
if (!domain || positionals.length > 1) {
	console.error('Usage: npm run rollback -- <domain>');
	process.exit(1);
}
const config = loadScriptConfig({ build: false });
const { root, env } = config;
const result = await rollback(resolve(root, env.distDir), domain);
if (!result.ok) {
	console.error(result.message);
	process.exit(1);
}
console.log(
	`${domain}: release ${result.to.id} (built ${result.to.builtAt}) is live again, in place of ${result.from ?? 'no release'}.`,
);
// The bucket follows the local release, so the CDN serves what is live here.
await deployAfterPublish(config, console.log)?.(domain);
