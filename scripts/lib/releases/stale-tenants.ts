/**
 * Removing the local releases of tenants this machine no longer builds (`RELEASE_KEEP_DAYS`): a
 * worker keeps the last releases of every tenant it ever built, and with jobs spread over many
 * workers, or an institute gone from the list, most of them would stay on its disk for good.
 * A tenant built again after its releases were removed is simply built in full.
 */
import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { listReleases, RELEASES_DIR, tenantReleasesDir } from './releases.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When `pruneStaleTenants` counts a tenant as no longer built. */
export interface StaleTenantOptions {
	/** A tenant none of whose releases is this many days old is removed. */
	keepDays: number;
	/** The clock, in ms. Default: `Date.now()`. */
	now?: number;
}

/** The time a release id (`newReleaseId`, `legacy-<id>` for a taken-over folder) was made at, in ms. */
export function releaseIdTime(id: string): number | null {
	const match = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})-[0-9a-f]+$/.exec(id);
	if (!match) return null;
	const [, year, month, day, hour, minute, second, ms] = match;
	const time = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}.${ms}Z`);
	return Number.isNaN(time) ? null : time;
}

/** The newest time of a tenant's releases: their records, and folders not yet recorded (a build under way). */
async function lastBuilt(distDir: string, domain: string): Promise<number | null> {
	const entries = await readdir(tenantReleasesDir(distDir, domain)).catch(() => []);
	const times = [
		...(await listReleases(distDir, domain)).map((info) => Date.parse(info.builtAt)),
		...entries.map(releaseIdTime),
	].filter((time): time is number => time !== null && !Number.isNaN(time));
	return times.length === 0 ? null : Math.max(...times);
}

/**
 * Removes the releases folder and the `dist/<domain>` link of every tenant whose newest release
 * is older than `keepDays`; returns the domains removed, sorted. A tenant whose releases carry no
 * time is left alone, and so is a plain `dist/<domain>` folder (not a release link).
 */
export async function pruneStaleTenants(
	distDir: string,
	{ keepDays, now = Date.now() }: StaleTenantOptions,
): Promise<string[]> {
	const domains = (await readdir(join(distDir, RELEASES_DIR)).catch(() => [])).sort();
	const removed: string[] = [];
	for (const domain of domains) {
		const last = await lastBuilt(distDir, domain);
		if (last === null || now - last <= keepDays * DAY_MS) continue;
		const link = join(distDir, domain);
		// The link first: the site stops being served before its files go.
		if ((await lstat(link).catch(() => null))?.isSymbolicLink()) await rm(link);
		await rm(tenantReleasesDir(distDir, domain), { recursive: true, force: true });
		removed.push(domain);
	}
	return removed;
}
