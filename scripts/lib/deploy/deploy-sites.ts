/**
 * Deploys published tenant folders (`dist/<domain>/`) to object storage, uploading only what
 * changed. Per tenant, in this order so a visitor never gets a page whose assets are missing nor a
 * live page whose files were deleted: changed assets, then changed HTML pages, then the manifest,
 * then the release (release-store.ts), then the deletion of objects the site no longer has and no
 * kept release needs (and of the manifest at its old key, inside the served folder).
 */
import { realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import {
	deleteKeys,
	deleteObjects,
	hasLegacyManifest,
	legacyManifestKey,
	listTenantObjects,
	readManifest,
	uploadFile,
	writeManifest,
	type DeployTarget,
} from './bucket.ts';
import { manifestAfter, planDeploy, type LocalFile } from './plan.ts';
import { liveDeletes, liveOf } from './release-manifest.ts';
import { localRelease, readReleaseManifest, recordDeploy } from './release-store.ts';
import { readSiteFiles } from './site-files.ts';
import { reasonOf } from '../reason.ts';
import { publishedDomains } from '../releases/releases.ts';
import { carryMovedProducts, productSlugsOf } from '../releases/moved-products.ts';

/** Uploads at once per tenant: enough to hide request latency without swamping the store. */
const UPLOAD_CONCURRENCY = 8;
/** Tenants deployed at once by `deploySites`. */
const TENANT_CONCURRENCY = 4;

/** What a tenant's deploy did. */
export interface TenantDeployReport {
	uploaded: number;
	unchanged: number;
	deleted: number;
	/** Bytes uploaded (the manifest not counted). */
	bytes: number;
}

/** One tenant to deploy. */
export interface DeployTenantOptions {
	target: DeployTarget;
	/** The published folder, or a symlink to it (`dist/<domain>`). */
	siteDir: string;
	domain: string;
	log: (line: string) => void;
}

/** Deploys one tenant folder to `<prefix><domain>/` of the target bucket. */
export async function deployTenant(options: DeployTenantOptions): Promise<TenantDeployReport> {
	const { target, domain } = options;
	// Resolved once: a release swapped in during the deploy must not mix two releases' files.
	const siteDir = await realpath(options.siteDir);
	const [releases, remote, stored] = await Promise.all([
		readReleaseManifest(target, domain),
		listTenantObjects(target, domain),
		readManifest(target, domain),
	]);
	// A manifest only at the old, public key still spares the upload of unchanged files.
	const legacy = hasLegacyManifest(remote);
	const manifest = stored ?? (legacy ? await readManifest(target, domain, true) : null);
	// The bucket's live release, not this machine's dist/, is every address a retitled product
	// had: whichever machine built the earlier releases, each old address keeps redirecting.
	await carryMovedProducts(siteDir, productSlugsOf(Object.keys(liveOf(releases)?.files ?? {})));
	const local = await readSiteFiles(siteDir);
	// An empty folder would plan the deletion of the whole live site.
	if (local.length === 0) throw new Error(`${siteDir} has no files to deploy`);
	const release = await localRelease(siteDir);
	const plan = planDeploy(local, remote, manifest);
	const uploaded = new Map<string, string>();
	const upload = (files: LocalFile[]) =>
		mapWithConcurrency(files, UPLOAD_CONCURRENCY, async (file) => {
			uploaded.set(file.path, await uploadFile(target, domain, siteDir, file));
		});
	await upload(plan.assets);
	await upload(plan.pages);
	const next = manifestAfter(plan, remote, uploaded);
	// A deploy with nothing to do makes no write at all.
	if (JSON.stringify(next) !== JSON.stringify(stored)) await writeManifest(target, domain, next);
	const recorded = await recordDeploy(target, domain, releases, release, next.files);
	// An older kept release's hashed assets stay, so a rollback finds them.
	const deletes = liveDeletes(plan.deletes, recorded.manifest);
	await deleteObjects(target, domain, deletes);
	// The old public manifest goes once the new one is written.
	await deleteKeys(target, [
		...recorded.staleKeys,
		...(legacy ? [legacyManifestKey(target, domain)] : []),
	]);
	const changed = [...plan.assets, ...plan.pages];
	const report = {
		uploaded: changed.length,
		unchanged: plan.unchanged.length,
		deleted: deletes.length,
		bytes: changed.reduce((sum, file) => sum + file.size, 0),
	};
	options.log(
		`${domain}: ${report.uploaded} uploaded (${formatBytes(report.bytes)}), ${report.unchanged} unchanged, ${report.deleted} deleted`,
	);
	return report;
}

/** `1.5 MB`, `12.3 kB`, `512 B`. */
export function formatBytes(bytes: number): string {
	if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
	if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(1)} kB`;
	return `${bytes} B`;
}

/** Which tenants of `distDir` to deploy and where. */
export interface DeploySitesOptions {
	target: DeployTarget;
	distDir: string;
	/** Only these domains; every published tenant when empty or absent. */
	domains?: readonly string[];
	log: (line: string) => void;
}

/** The outcome of `deploySites`: a tenant that fails does not stop the others. */
export interface DeploySitesReport {
	deployed: { domain: string; report: TenantDeployReport }[];
	failed: { domain: string; reason: string }[];
}

/** Deploys every published tenant of `distDir`, or just `domains`. */
export async function deploySites(options: DeploySitesOptions): Promise<DeploySitesReport> {
	const published = await publishedDomains(options.distDir);
	const wanted = options.domains?.length ? [...new Set(options.domains)] : published;
	const report: DeploySitesReport = { deployed: [], failed: [] };
	await mapWithConcurrency(wanted, TENANT_CONCURRENCY, async (domain) => {
		if (!published.includes(domain)) {
			report.failed.push({ domain, reason: `not built: no ${join(options.distDir, domain)}/` });
			return;
		}
		try {
			const siteDir = join(options.distDir, domain);
			report.deployed.push({ domain, report: await deployTenant({ ...options, siteDir, domain }) });
		} catch (error) {
			report.failed.push({
				domain,
				reason: reasonOf(error),
			});
		}
	});
	return report;
}
