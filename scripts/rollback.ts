/**
 * `npm run rollback -- <domain> [--list] [--local]`: makes the tenant's previous release live
 * again. When the deploy bucket is set (`DEPLOY_S3_BUCKET`), it works in the bucket alone, from any
 * machine, whatever its `dist/` holds: the release deployed before the live one is copied back to
 * the live keys (release-store.ts). Without a bucket, or with `--local`, it switches `dist/` back
 * one release (and deploys that release when the bucket is set). `--list` shows the releases
 * instead. The next build that finds the content changed publishes a new release as usual.
 */
import '../config/env-file.ts';
import { resolve } from 'node:path';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { listReleases, liveReleaseId, rollback } from './lib/releases/releases.ts';
import { deployAfterPublish } from './lib/rebuild/rebuild-tenant.ts';
import { createDeployTarget } from './lib/deploy/bucket.ts';
import { formatReleaseList } from './lib/deploy/release-manifest.ts';
import { readReleaseManifest, rollbackInBucket } from './lib/deploy/release-store.ts';
import { reasonOf } from './lib/reason.ts';
import { oneDomainCommand, requireTenantDomains } from './lib/startup/domain-args.ts';

const { domain, flags } = oneDomainCommand(
	'Usage: npm run rollback -- <domain> [--list] [--local]',
	{ list: { type: 'boolean' }, local: { type: 'boolean' } },
);
const config = await loadScriptConfig({ build: false, tenants: true });
const { root, env } = config;
// Before the domain names a dist/ folder or a bucket key.
requireTenantDomains([domain], config.tenants, env.tenantsFile);
const distDir = resolve(root, env.distDir);

if (env.deploy && !flags.local) {
	const target = createDeployTarget(env.deploy);
	try {
		if (flags.list) {
			for (const line of formatReleaseList(domain, await readReleaseManifest(target, domain)))
				console.log(line);
		} else {
			const { from, to, deleted } = await rollbackInBucket(target, domain);
			console.log(
				`${domain}: release ${to.id} (deployed ${to.deployedAt}) is live again in ${env.deploy.bucket}, in place of ${from?.id ?? 'no release'}; ${deleted} newer file(s) removed.`,
			);
		}
	} catch (error) {
		console.error(reasonOf(error));
		process.exitCode = 1;
	} finally {
		target.client.destroy();
	}
} else if (flags.list) {
	const live = await liveReleaseId(distDir, domain);
	const releases = await listReleases(distDir, domain);
	if (releases.length === 0) console.log(`${domain}: no releases in ${distDir}`);
	for (const release of releases)
		console.log(
			`${release.id === live ? '*' : ' '} ${release.id}  built ${release.builtAt}  ${release.pages} pages${release.id === live ? '  (live)' : ''}`,
		);
} else {
	const result = await rollback(distDir, domain);
	if (!result.ok) {
		console.error(result.message);
		process.exit(1);
	}
	console.log(
		`${domain}: release ${result.to.id} (built ${result.to.builtAt}) is live again, in place of ${result.from ?? 'no release'}.`,
	);
	// The bucket follows the local release, so the CDN serves what is live here.
	await deployAfterPublish(config, console.log)?.(domain);
}
