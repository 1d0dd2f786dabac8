/**
 * The rules of the releases kept in the bucket, decided without touching the network. Each tenant
 * has a release manifest at `<prefix>.releases/<domain>/manifest.json` (outside every tenant's
 * folder, so no site serves it): the kept releases in the order they were deployed, each with its
 * id, content key, times and file list, and which one is live. A release's files that may change
 * under the same name (HTML, sitemap, public files) are copied to
 * `<prefix>.releases/<domain>/<id>/`; its hashed, immutable files (`_astro/`, `_img/`) are shared
 * by every release at their live keys and stay there until no kept release lists them. Beside the
 * manifest, `history.json` records what was live when (releases/history.ts).
 */
import * as z from 'zod/mini';
import { KEEP_RELEASES } from '../releases/releases.ts';
import {
	changesSchema,
	triggerSchema,
	type PageChanges,
	type ReleaseHistory,
	type ReleaseTrigger,
} from '../releases/history.ts';
import { formatReleaseRows } from '../releases/release-list.ts';
import { IMMUTABLE, cacheControlFor } from '../serve/cache-control.ts';
import type { ManifestEntry } from './plan.ts';

/** Key folder of the releases, beside the tenants' folders: `<prefix>.releases/<domain>/`. */
export const RELEASES_FOLDER = '.releases';
/** Name of the release manifest in a tenant's releases folder. */
export const RELEASE_MANIFEST = 'manifest.json';

/** One release deployed to the bucket. */
export interface BucketRelease {
	/** The local release id (`dist/.releases/<domain>/<id>`), or a new one for a plain folder. */
	id: string;
	/** Content key it was rendered from; null when unknown (a folder from before releases). */
	key: string | null;
	/** ISO time it was built, when known. */
	builtAt: string | null;
	/** ISO time it was first deployed. */
	deployedAt: string;
	/** Every file by site path, with its sha256, ETag and headers. */
	files: Record<string, ManifestEntry>;
	/** What started it, its code revision, HTML pages and pages changed, from its local record. */
	trigger?: ReleaseTrigger | undefined;
	revision?: string | null | undefined;
	pages?: number | undefined;
	changes?: PageChanges | undefined;
}

/** A tenant's release manifest: kept releases, oldest first, and the live one's id. */
export interface ReleaseManifest {
	version: 1;
	live: string | null;
	releases: BucketRelease[];
}

/** Whether a site path is shared by releases at its live key (hashed, immutable) or archived. */
export function isShared(path: string): boolean {
	return cacheControlFor(`/${path}`) === IMMUTABLE;
}

/** Whether two file lists have the same paths with the same content. */
export function sameFiles(a: BucketRelease['files'], b: BucketRelease['files']): boolean {
	const paths = Object.keys(a);
	return (
		paths.length === Object.keys(b).length &&
		paths.every((path) => b[path] !== undefined && b[path].sha256 === a[path]?.sha256)
	);
}

/**
 * The releases to keep: the newest `keep` by deploy order, and the live one and the one a rollback
 * goes back to (`back`) even when older.
 */
export function keptReleases(
	releases: readonly BucketRelease[],
	live: string | null,
	keep = KEEP_RELEASES,
	back: string | null = null,
): BucketRelease[] {
	const newest = new Set(releases.slice(Math.max(0, releases.length - keep)));
	return releases.filter(
		(release) => newest.has(release) || release.id === live || release.id === back,
	);
}

/**
 * The manifest once `release` is live: a release already kept (same id) becomes live again in its
 * place, a new one is added as the newest; releases beyond the kept ones (and `back`) are dropped.
 */
export function recordRelease(
	manifest: ReleaseManifest | null,
	release: BucketRelease,
	keep = KEEP_RELEASES,
	back: string | null = null,
): ReleaseManifest {
	const releases = manifest?.releases ?? [];
	const all = releases.some((each) => each.id === release.id) ? releases : [...releases, release];
	return { version: 1, live: release.id, releases: keptReleases(all, release.id, keep, back) };
}

/** The live release of `manifest`, or null. */
export function liveOf(manifest: ReleaseManifest | null): BucketRelease | null {
	return manifest?.releases.find((release) => release.id === manifest.live) ?? null;
}

/** The shared (immutable) paths some kept release still lists: never deleted from the live keys. */
export function retainedPaths(manifest: ReleaseManifest): Set<string> {
	return new Set(
		manifest.releases.flatMap((release) => Object.keys(release.files).filter(isShared)),
	);
}

/** Which of the live keys a deploy found stale (`candidates`) may go: none a kept release needs. */
export function liveDeletes(candidates: readonly string[], manifest: ReleaseManifest): string[] {
	const retained = retainedPaths(manifest);
	return candidates.filter((path) => !retained.has(path));
}

/** The archived objects (`<id>/<path>` in the releases folder) of releases no longer kept. */
export function staleArchive(archived: readonly string[], manifest: ReleaseManifest): string[] {
	const kept = new Set(manifest.releases.map((release) => release.id));
	return archived.filter((path) => path.includes('/') && !kept.has(path.split('/')[0] ?? ''));
}

/** The archived copies (`<id>/<path>`) `release` needs that `archived` lacks. */
export function missingArchive(release: BucketRelease, archived: ReadonlySet<string>): string[] {
	return Object.keys(release.files)
		.filter((path) => !isShared(path) && !archived.has(`${release.id}/${path}`))
		.sort();
}

const entrySchema = z.object({
	sha256: z.string(),
	etag: z.string(),
	contentType: z.string(),
	cacheControl: z.string(),
});
const manifestSchema = z.object({
	version: z.literal(1),
	live: z.nullable(z.string()),
	releases: z.array(
		z.object({
			id: z.string(),
			key: z.nullable(z.string()),
			builtAt: z.nullable(z.string()),
			deployedAt: z.string(),
			files: z.record(z.string(), entrySchema),
			trigger: z.optional(triggerSchema),
			revision: z.optional(z.nullable(z.string())),
			pages: z.optional(z.number()),
			changes: z.optional(changesSchema),
		}),
	),
});

/** The release manifest stored as `text`, or null when it is not one. */
export function parseReleaseManifest(text: string): ReleaseManifest | null {
	try {
		const result = z.safeParse(manifestSchema, JSON.parse(text));
		return result.success ? result.data : null;
	} catch {
		return null;
	}
}

/**
 * `npm run rollback -- <domain> --list`: one line a release, oldest first, the live one marked,
 * with what started it, its code revision and its pages changed (release-list.ts).
 */
export function formatReleaseList(
	domain: string,
	manifest: ReleaseManifest | null,
	history: ReleaseHistory | null = null,
): string[] {
	if (!manifest || manifest.releases.length === 0) return [`${domain}: no releases in the bucket`];
	return formatReleaseRows(
		`${domain}: ${manifest.releases.length} release(s) in the bucket, oldest first`,
		manifest.releases.map((release) => ({ ...release, at: release.deployedAt })),
		manifest.live,
		history,
	);
}
