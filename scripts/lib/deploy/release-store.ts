/**
 * The releases of a tenant in the bucket (rules in release-manifest.ts): a deploy records its
 * release and archives the release's changeable files; a rollback copies the previous kept
 * release's archived files back to the live keys. Both work from the bucket alone, so any machine
 * that reaches it can roll a tenant back, whatever its own `dist/` holds.
 */
import { readFile } from 'node:fs/promises';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import { newReleaseId, type ReleaseInfo } from '../releases/releases.ts';
import {
	copyObject,
	deleteObjects,
	folder,
	hasLegacyManifest,
	listObjects,
	listTenantObjects,
	readText,
	writeJson,
	writeManifest,
	type DeployTarget,
} from './bucket.ts';
import { LEGACY_MANIFEST_PATH, isPage, stalePaths, type Manifest } from './plan.ts';
import {
	RELEASE_MANIFEST,
	RELEASES_FOLDER,
	isShared,
	liveDeletes,
	liveOf,
	missingArchive,
	parseReleaseManifest,
	previousRelease,
	recordRelease,
	sameFiles,
	staleArchive,
	type BucketRelease,
	type ReleaseManifest,
} from './release-manifest.ts';

/** Copies at once per tenant. */
const COPY_CONCURRENCY = 8;

/** The key prefix of a tenant's releases folder: `<prefix>.releases/<domain>/`. */
const releasesFolder = (target: DeployTarget, domain: string) =>
	`${target.prefix}${RELEASES_FOLDER}/${domain}/`;

/** The tenant's release manifest, or null when there is none (or it cannot be read as one). */
export async function readReleaseManifest(
	target: DeployTarget,
	domain: string,
): Promise<ReleaseManifest | null> {
	const text = await readText(target, releasesFolder(target, domain) + RELEASE_MANIFEST);
	return text === null ? null : parseReleaseManifest(text);
}

const writeReleaseManifest = (target: DeployTarget, domain: string, next: ReleaseManifest) =>
	writeJson(target, releasesFolder(target, domain) + RELEASE_MANIFEST, next);

/** What a deploy knows of the local release it uploads. */
export type LocalRelease = Pick<ReleaseInfo, 'id'> & { key: string | null; builtAt: string | null };

/** The release info beside a resolved release folder (`<id>.json`); a new id for a plain folder. */
export async function localRelease(siteDir: string): Promise<LocalRelease> {
	try {
		const info = JSON.parse(await readFile(`${siteDir}.json`, 'utf8')) as ReleaseInfo;
		return { id: info.id, key: info.key, builtAt: info.builtAt };
	} catch {
		return { id: newReleaseId(), key: null, builtAt: null };
	}
}

/**
 * Records the release just uploaded (its files: `files`, as the deploy manifest has them) as live
 * in the tenant's release manifest `current` (as the deploy read it), after archiving its
 * changeable files; returns the new manifest and the archived keys no kept release needs any
 * more. A deploy that changed no file records nothing.
 */
export async function recordDeploy(
	target: DeployTarget,
	domain: string,
	current: ReleaseManifest | null,
	local: LocalRelease,
	files: Manifest['files'],
	now = new Date(),
): Promise<{ manifest: ReleaseManifest; staleKeys: string[] }> {
	const base = releasesFolder(target, domain);
	const archived = await listObjects(target, base);
	const live = liveOf(current);
	const known = current?.releases.find((release) => release.id === local.id);
	const release: BucketRelease =
		live && sameFiles(live.files, files)
			? live
			: known && sameFiles(known.files, files)
				? known
				: {
						// An id already kept with other files (a rebuilt plain folder) gets a new one.
						id: known ? newReleaseId(now) : local.id,
						key: local.key,
						builtAt: local.builtAt,
						deployedAt: now.toISOString(),
						files,
					};
	const next = recordRelease(current, release);
	const paths = new Set(archived.map((object) => object.path));
	await mapWithConcurrency(missingArchive(release, paths), COPY_CONCURRENCY, (path) =>
		copyObject(target, folder(target, domain) + path, `${base}${release.id}/${path}`),
	);
	if (JSON.stringify(next) !== JSON.stringify(current))
		await writeReleaseManifest(target, domain, next);
	const stale = staleArchive([...paths], next).map((path) => base + path);
	return { manifest: next, staleKeys: stale };
}

/** The outcome of `rollbackInBucket`. */
export interface BucketRollback {
	from: BucketRelease | null;
	to: BucketRelease;
	/** Live keys deleted: files only the newer release had. */
	deleted: number;
}

/**
 * Makes the kept release deployed before the live one live again: its archived files are copied
 * back to the live keys (assets, then pages), then both manifests are written, then the live files
 * it lacks (and no kept release shares) are deleted. Throws naming the domain and the reason, with
 * nothing changed, when there is no earlier release or its files are not all in the bucket.
 */
export async function rollbackInBucket(
	target: DeployTarget,
	domain: string,
): Promise<BucketRollback> {
	const manifest = await readReleaseManifest(target, domain);
	if (!manifest || manifest.releases.length === 0)
		throw new Error(`rollback: ${domain} has no releases in the bucket`);
	const to = previousRelease(manifest);
	if (!to)
		throw new Error(
			`rollback: ${domain} has no earlier release in the bucket (the live release ${manifest.live} is the oldest kept)`,
		);
	const base = releasesFolder(target, domain);
	const [remote, archived] = await Promise.all([
		listTenantObjects(target, domain),
		listObjects(target, base),
	]);
	const listed = new Map(remote.map((object) => [object.path, object.etag]));
	const missing = [
		...missingArchive(to, new Set(archived.map((object) => object.path))),
		...Object.keys(to.files).filter((path) => isShared(path) && !listed.has(path)),
	];
	if (missing.length > 0)
		throw new Error(
			`rollback: ${domain} release ${to.id} lacks ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''} in the bucket; nothing was changed`,
		);
	const restore = Object.keys(to.files).filter((path) => !isShared(path));
	const etags = new Map<string, string>();
	const copy = (paths: string[]) =>
		mapWithConcurrency(paths, COPY_CONCURRENCY, async (path) => {
			const etag = await copyObject(
				target,
				`${base}${to.id}/${path}`,
				folder(target, domain) + path,
			);
			etags.set(path, etag);
		});
	// Assets before the pages that reference them, as a deploy does.
	await copy(restore.filter((path) => !isPage(path)));
	await copy(restore.filter(isPage));
	const files = Object.fromEntries(
		Object.entries(to.files).map(([path, entry]) => [
			path,
			{ ...entry, etag: etags.get(path) ?? listed.get(path) ?? entry.etag },
		]),
	);
	await writeManifest(target, domain, { version: 1, files });
	const next = { ...manifest, live: to.id };
	await writeReleaseManifest(target, domain, next);
	const deletes = liveDeletes(stalePaths(remote, new Set(Object.keys(to.files))), next);
	// The manifest's old, public key goes too, now that the new one is written.
	const legacy = hasLegacyManifest(remote) ? [LEGACY_MANIFEST_PATH] : [];
	await deleteObjects(target, domain, [...deletes, ...legacy]);
	return { from: liveOf(manifest), to, deleted: deletes.length };
}
