/**
 * Retiring an institute (`npm run retire -- <domain>`): once it is off the tenant list, its live
 * site stays up until an operator removes it here, from the bucket (the served folder
 * `<prefix><domain>/`, its releases `<prefix>.releases/<domain>/` and its manifest
 * `<prefix>.deploy/<domain>/`) and from the local dist folder (the `<domain>` link and
 * `.releases/<domain>/`). A domain still listed is refused, so no build brings the site back.
 */
import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isNormalisedDomain, type TenantEntry } from '../../../config/tenants.ts';
import { deleteKeys, folder, listObjects, type DeployTarget } from '../deploy/bucket.ts';
import { MANIFEST_FOLDER } from '../deploy/plan.ts';
import { RELEASES_FOLDER } from '../deploy/release-manifest.ts';
import { RELEASES_DIR } from './releases.ts';

/** Why `domain` cannot be retired, in one line; null when it can. */
export function retireProblem(
	domain: string,
	tenants: readonly TenantEntry[],
	source: string,
): string | null {
	if (!isNormalisedDomain(domain))
		return `${JSON.stringify(domain)} is not a normalised domain: a tenant domain is a lower-case host name with no scheme, www., port or path`;
	if (tenants.some((tenant) => tenant.domain === domain))
		return `${domain} is still listed in ${source}: remove it from the list first, so that no build publishes it again`;
	return null;
}

/** What retiring a domain removes. */
export interface RetirePlan {
	domain: string;
	/** Bucket keys (none without a bucket). */
	keys: string[];
	/** Local paths: the dist link and the releases folder, those that exist. */
	paths: string[];
	/** Local releases in the releases folder. */
	releases: number;
}

// The bucket folders of one tenant: served site, releases, manifest.
const bucketFolders = (target: DeployTarget, domain: string) => [
	folder(target, domain),
	`${target.prefix}${RELEASES_FOLDER}/${domain}/`,
	`${target.prefix}${MANIFEST_FOLDER}/${domain}/`,
];

const exists = (path: string) =>
	lstat(path).then(
		() => true,
		() => false,
	);

/** Lists what retiring `domain` would remove, touching nothing. */
export async function planRetire(
	domain: string,
	distDir: string,
	target: DeployTarget | null,
): Promise<RetirePlan> {
	const keys: string[] = [];
	if (target)
		for (const base of bucketFolders(target, domain))
			for (const object of await listObjects(target, base)) keys.push(base + object.path);
	const candidates = [join(distDir, domain), join(distDir, RELEASES_DIR, domain)];
	const paths = (
		await Promise.all(candidates.map(async (path) => ((await exists(path)) ? [path] : [])))
	).flat();
	const releases = await readdir(join(distDir, RELEASES_DIR, domain), { withFileTypes: true }).then(
		(entries) => entries.filter((entry) => entry.isDirectory()).length,
		() => 0,
	);
	return { domain, keys, paths, releases };
}

/** The lines that tell the operator what `plan` removes. */
export function describeRetire(plan: RetirePlan, bucket: string | null): string[] {
	const lines = [`Retiring ${plan.domain} removes:`];
	if (bucket !== null) lines.push(`  ${plan.keys.length} object(s) from the bucket ${bucket}`);
	lines.push(
		plan.paths.length === 0
			? '  nothing locally'
			: `  ${plan.releases} local release(s): ${plan.paths.join(', ')}`,
	);
	return lines;
}

/** Whether `plan` removes nothing at all. */
export const nothingToRetire = (plan: RetirePlan) =>
	plan.keys.length === 0 && plan.paths.length === 0;

/** Removes what `plan` lists: the bucket's objects first (the live site), then the local files. */
export async function retire(plan: RetirePlan, target: DeployTarget | null): Promise<void> {
	if (target && plan.keys.length > 0) await deleteKeys(target, plan.keys);
	for (const path of plan.paths) await rm(path, { recursive: true, force: true });
}
