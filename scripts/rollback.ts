/**
 * `npm run rollback -- <domain> [--to <release-id>] [--list] [--local]`: makes live again the
 * release that was live before the live one went live (the history of what was live,
 * releases/history.ts), not the one built or deployed before it; `--to` makes any kept release
 * live. When the deploy bucket is set (`DEPLOY_S3_BUCKET`), it works in the bucket alone, from any
 * machine, whatever its `dist/` holds: the release's archived files are copied back to the live
 * keys (release-store.ts). Without a bucket, or with `--local`, it switches `dist/` (and deploys
 * that release when the bucket is set). `--list` shows the releases instead: what started each, its
 * code revision and its pages changed. The next content edit builds the LMS's current content
 * again, undoing the rollback: every rollback says so.
 */
import '../config/env-file.ts';
import { resolve } from 'node:path';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { listReleases, liveReleaseId, readHistory, rollback } from './lib/releases/releases.ts';
import { deployAfterPublish } from './lib/rebuild/rebuild-tenant.ts';
import { createDeployTarget } from './lib/deploy/bucket.ts';
import { formatReleaseList } from './lib/deploy/release-manifest.ts';
import {
	readBucketHistory,
	readReleaseManifest,
	rollbackInBucket,
} from './lib/deploy/release-store.ts';
import { formatReleaseRows, rollbackNotes } from './lib/releases/release-list.ts';
import { reasonOf } from './lib/reason.ts';
import { oneDomainCommand, requireTenantDomains } from './lib/startup/domain-args.ts';

const { domain, flags } = oneDomainCommand(
	'Usage: npm run rollback -- <domain> [--to <release-id>] [--list] [--local]',
	{ list: { type: 'boolean' }, local: { type: 'boolean' }, to: { type: 'string' } },
);
const config = await loadScriptConfig({ build: false, tenants: true });
const { root, env } = config;
// Before the domain names a dist/ folder or a bucket key.
requireTenantDomains([domain], config.tenants, env.tenantsFile);
const distDir = resolve(root, env.distDir);
const to = flags.to;

try {
	if (env.deploy && !flags.local) {
		const target = createDeployTarget(env.deploy);
		try {
			if (flags.list) {
				const [manifest, history] = await Promise.all([
					readReleaseManifest(target, domain),
					readBucketHistory(target, domain),
				]);
				for (const line of formatReleaseList(domain, manifest, history)) console.log(line);
			} else {
				const done = await rollbackInBucket(target, domain, { to });
				console.log(
					`${domain}: release ${done.to.id} (deployed ${done.to.deployedAt}) is live again in ${env.deploy.bucket}, in place of ${done.from?.id ?? 'no release'}; ${done.deleted} newer file(s) removed.`,
				);
				for (const line of rollbackNotes(domain, done)) console.log(line);
			}
		} finally {
			target.client.destroy();
		}
	} else if (flags.list) {
		const [live, releases, history] = await Promise.all([
			liveReleaseId(distDir, domain),
			listReleases(distDir, domain),
			readHistory(distDir, domain),
		]);
		const sites = releases.filter((release) => release.kind === 'site');
		if (sites.length === 0) console.log(`${domain}: no releases in ${distDir}`);
		else {
			const heading = `${domain}: ${sites.length} release(s) in ${distDir}, oldest first`;
			const rows = sites.map((release) => ({ ...release, at: release.builtAt }));
			for (const line of formatReleaseRows(heading, rows, live, history)) console.log(line);
		}
	} else {
		const result = await rollback(distDir, domain, to === undefined ? {} : { to });
		if (!result.ok) throw new Error(result.message);
		console.log(
			`${domain}: release ${result.to.id} (built ${result.to.builtAt}) is live again, in place of ${result.from ?? 'no release'}.`,
		);
		for (const line of rollbackNotes(domain, result)) console.log(line);
		// The bucket follows the local release, so the CDN serves what is live here.
		await deployAfterPublish(config, console.log)?.(domain);
	}
} catch (error) {
	console.error(reasonOf(error));
	process.exitCode = 1;
}
