/**
 * The releases of a tenant in the bucket (rules in release-manifest.ts): a deploy records its
 * release and archives the release's changeable files; a rollback copies the archived files of
 * the release that was live before (releases/history.ts), or of any kept one, back to the live
 * keys. Both append to the tenant's history of what was live, and both work from the bucket
 * alone, so any machine that reaches it can roll a tenant back, whatever its own `dist/` holds.
 */
import { dirname, join } from 'node:path';
import { mapWithConcurrency } from '../../../src/lib/pool.ts';
import {
	newReleaseId,
	parseReleaseInfo,
	readIfAny,
	type ReleaseInfo,
} from '../releases/releases.ts';
import {
	HISTORY_FILE,
	appendEntry,
	backTarget,
	entryOf,
	parseHistory,
	wentLive,
	type BackTarget,
	type HistoryEntry,
	type ReleaseHistory,
	type ReleaseTrigger,
} from '../releases/history.ts';
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

/** The tenant's history of what was live in the bucket; null before the first entry. */
export async function readBucketHistory(
	target: DeployTarget,
	domain: string,
): Promise<ReleaseHistory | null> {
	const key = releasesFolder(target, domain) + HISTORY_FILE;
	const text = await readText(target, key);
	return text === null ? null : parseHistory(text, `s3://${target.bucket}/${key}`);
}

/** Appends the entry of a release that just went live in the bucket to the tenant's history. */
const appendBucketHistory = (
	target: DeployTarget,
	domain: string,
	history: ReleaseHistory | null,
	entry: HistoryEntry,
) => writeJson(target, releasesFolder(target, domain) + HISTORY_FILE, appendEntry(history, entry));

/** What a deploy knows of the local release it uploads. */
export type LocalRelease = Pick<ReleaseInfo, 'id' | 'trigger' | 'revision' | 'changes'> & {
	key: string | null;
	builtAt: string | null;
	pages?: number | undefined;
	/** Why it went live here (the local history's latest entry is this release's), if known. */
	wentLiveBy?: ReleaseTrigger | undefined;
};

/**
 * The release record beside a resolved release folder (`<id>.json`), with why it went live from
 * the local history; a new id for a plain folder. Throws naming the file for a bad record.
 */
export async function localRelease(siteDir: string): Promise<LocalRelease> {
	const file = `${siteDir}.json`;
	const text = await readIfAny(file);
	if (text === null) return { id: newReleaseId(), key: null, builtAt: null };
	const info = parseReleaseInfo(text, file);
	const historyFile = join(dirname(siteDir), HISTORY_FILE);
	const historyText = await readIfAny(historyFile);
	const latest =
		historyText === null ? undefined : parseHistory(historyText, historyFile).entries.at(-1);
	const { id, key, builtAt, trigger, revision, changes, pages } = info;
	return {
		id,
		key,
		builtAt,
		trigger,
		revision,
		changes,
		pages,
		wentLiveBy: latest?.release === id ? latest.trigger : undefined,
	};
}

/** The record fields a bucket release keeps from its local release, those it has. */
function recordedOf(local: LocalRelease): Partial<BucketRelease> {
	const { trigger, revision, pages, changes } = local;
	return Object.fromEntries(
		Object.entries({ trigger, revision, pages, changes }).filter(
			([, value]) => value !== undefined,
		),
	);
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
	const [archived, history] = await Promise.all([
		listObjects(target, base),
		readBucketHistory(target, domain),
	]);
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
						...recordedOf(local),
					};
	const ids = [...(current?.releases ?? []).map((each) => each.id), release.id];
	// A release going live here: its entry, so the manifest keeps the release "back" leads to.
	const going =
		release.id === current?.live
			? null
			: wentLive(
					history,
					{
						release: release.id,
						at: now.toISOString(),
						trigger: local.wentLiveBy ?? local.trigger ?? { kind: 'operator' },
						replaced: current?.live ?? null,
					},
					ids,
				);
	const back = going ? going.back : entryOf(history, release.id)?.back;
	const next = recordRelease(current, release, undefined, back ?? null);
	const paths = new Set(archived.map((object) => object.path));
	await mapWithConcurrency(missingArchive(release, paths), COPY_CONCURRENCY, (path) =>
		copyObject(target, folder(target, domain) + path, `${base}${release.id}/${path}`),
	);
	if (JSON.stringify(next) !== JSON.stringify(current))
		await writeReleaseManifest(target, domain, next);
	if (going) await appendBucketHistory(target, domain, history, going);
	const stale = staleArchive([...paths], next).map((path) => base + path);
	return { manifest: next, staleKeys: stale };
}

/** The outcome of `rollbackInBucket`. */
export interface BucketRollback extends Omit<BackTarget, 'to'> {
	from: BucketRelease | null;
	to: BucketRelease;
	/** Live keys deleted: files only the newer release had. */
	deleted: number;
}

/**
 * Makes the release that was live before the live one went live again (releases/history.ts), or
 * with `to` any kept release: its archived files are copied back to the live keys (assets, then
 * pages), then both manifests and the history are written, then the live files it lacks (and no
 * kept release shares) are deleted. Throws naming the domain and the reason, with nothing
 * changed, when there is nothing to go back to or its files are not all in the bucket.
 */
export async function rollbackInBucket(
	target: DeployTarget,
	domain: string,
	options: { to?: string | undefined; now?: Date } = {},
): Promise<BucketRollback> {
	const [manifest, history] = await Promise.all([
		readReleaseManifest(target, domain),
		readBucketHistory(target, domain),
	]);
	if (!manifest || manifest.releases.length === 0)
		throw new Error(`rollback: ${domain} has no releases in the bucket`);
	const ids = manifest.releases.map((release) => release.id);
	const back: BackTarget = options.to
		? { to: options.to, skipped: [], derived: false }
		: backTarget(history, manifest.live, ids);
	const to = manifest.releases.find((release) => release.id === back.to);
	if (!to)
		throw new Error(
			options.to
				? `rollback: ${domain} has no release ${options.to} in the bucket (kept: ${ids.join(', ')})`
				: `rollback: ${domain} has no earlier release in the bucket (nothing kept was live before the live release ${manifest.live})`,
		);
	if (to.id === manifest.live)
		throw new Error(`rollback: ${domain} release ${to.id} is already live`);
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
	const at = (options.now ?? new Date()).toISOString();
	const going = {
		release: to.id,
		at,
		trigger: { kind: 'rollback' as const },
		replaced: manifest.live,
	};
	await appendBucketHistory(target, domain, history, wentLive(history, going, ids));
	const deletes = liveDeletes(stalePaths(remote, new Set(Object.keys(to.files))), next);
	// The manifest's old, public key goes too, now that the new one is written.
	const legacy = hasLegacyManifest(remote) ? [LEGACY_MANIFEST_PATH] : [];
	await deleteObjects(target, domain, [...deletes, ...legacy]);
	const { skipped, derived } = back;
	return { from: liveOf(manifest), to, deleted: deletes.length, skipped, derived };
}
