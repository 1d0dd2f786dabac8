/**
 * What a deploy of one tenant must do, decided without touching the network: which files to upload
 * (assets apart from HTML pages, which go last), which are already there, which objects are stale.
 *
 * What is in the bucket comes from two reads per tenant: the listing (ListObjectsV2: every key and
 * its ETag, one request per 1,000 objects) and the tenant's manifest object (path → sha256, the
 * ETag the store gave that upload, and its headers). A HEAD per object would cost ~80 requests per
 * tenant (80,000 for 1,000 tenants) on every deploy, even when nothing changed; the manifest costs
 * one GET. A manifest entry is trusted only while the listed ETag still matches it, so a missing,
 * stale or hand-edited manifest, or an object replaced behind its back, leads to an upload, never to
 * a file wrongly kept.
 */
import * as z from 'zod/mini';

/** A file of the local site, hashed, with the headers it is stored with. */
export interface LocalFile {
	/** Site path, posix, no leading slash: `courses/index.html`. */
	path: string;
	sha256: string;
	size: number;
	contentType: string;
	cacheControl: string;
}

/** An object of the tenant's folder in the bucket, by site path. */
export interface RemoteObject {
	path: string;
	etag: string;
}

/** What the manifest remembers of one uploaded file. */
export interface ManifestEntry {
	sha256: string;
	etag: string;
	contentType: string;
	cacheControl: string;
}

/** The tenant's manifest object: every deployed file by site path. */
export interface Manifest {
	version: 1;
	files: Record<string, ManifestEntry>;
}

/** One tenant's deploy: upload `assets`, then `pages`, then write the manifest, then delete. */
export interface DeployPlan {
	/** Changed or new files other than HTML: uploaded first, so no page names a missing asset. */
	assets: LocalFile[];
	/** Changed or new HTML pages, uploaded once every asset is. */
	pages: LocalFile[];
	/** Files already stored with this content and these headers. */
	unchanged: LocalFile[];
	/** Site paths of objects no longer in the site, deleted once the new pages are live. */
	deletes: string[];
}

/**
 * Key folder of the manifests, beside the tenants' folders: `<prefix>.deploy/<domain>/manifest.json`.
 * Outside every `<prefix><domain>/` a CDN serves, so the list of paths and hashes is not public; a
 * dot name, which no domain has, so no tenant's folder is it or holds it.
 */
export const MANIFEST_FOLDER = '.deploy';
/** Name of the manifest in a tenant's manifest folder. */
export const MANIFEST_NAME = 'manifest.json';
/**
 * Where deploys once kept the manifest, inside the served folder (`<prefix><domain>/`), so public:
 * read from there when the new key has none yet, then deleted, by the tenant's next deploy.
 */
export const LEGACY_MANIFEST_PATH = '.deploy-manifest.json';

/** Whether a site path is an HTML page (uploaded after the assets it references). */
export const isPage = (path: string) => path.toLowerCase().endsWith('.html');
// The deploy never uploads dot paths (nor its manifest, which it manages itself), so it never
// deletes them either: a `.well-known/` someone stored by hand stays.
const isManaged = (path: string) => !path.split('/').some((part) => part.startsWith('.'));
const unquoted = (etag: string) => etag.replace(/^W\//, '').replaceAll('"', '');

/** The plan for `local` against what the bucket holds (`remote`) and its manifest (null: none). */
export function planDeploy(
	local: readonly LocalFile[],
	remote: readonly RemoteObject[],
	manifest: Manifest | null,
): DeployPlan {
	const stored = new Map(remote.map((object) => [object.path, unquoted(object.etag)]));
	const isStored = (file: LocalFile) => {
		const entry = manifest?.files[file.path];
		const etag = stored.get(file.path);
		return (
			entry !== undefined &&
			etag !== undefined &&
			unquoted(entry.etag) === etag &&
			entry.sha256 === file.sha256 &&
			entry.contentType === file.contentType &&
			entry.cacheControl === file.cacheControl
		);
	};
	const changed = local.filter((file) => !isStored(file));
	const localPaths = new Set(local.map((file) => file.path));
	return {
		assets: changed.filter((file) => !isPage(file.path)),
		pages: changed.filter((file) => isPage(file.path)),
		unchanged: local.filter(isStored),
		deletes: stalePaths(remote, localPaths),
	};
}

/** The deploy-managed objects of `remote` whose path is not in `keep`, sorted. */
export function stalePaths(remote: readonly RemoteObject[], keep: ReadonlySet<string>): string[] {
	return remote
		.map((object) => object.path)
		.filter((path) => isManaged(path) && !keep.has(path))
		.sort();
}

/**
 * The manifest after a deploy: every local file with the ETag its upload returned (`uploaded`),
 * or the one listed for it when it was unchanged.
 */
export function manifestAfter(
	plan: DeployPlan,
	remote: readonly RemoteObject[],
	uploaded: ReadonlyMap<string, string>,
): Manifest {
	const listed = new Map(remote.map((object) => [object.path, object.etag]));
	const files = [...plan.assets, ...plan.pages, ...plan.unchanged].sort((a, b) =>
		a.path < b.path ? -1 : 1,
	);
	return {
		version: 1,
		files: Object.fromEntries(
			files.map((file) => [
				file.path,
				{
					sha256: file.sha256,
					etag: unquoted(uploaded.get(file.path) ?? listed.get(file.path) ?? ''),
					contentType: file.contentType,
					cacheControl: file.cacheControl,
				},
			]),
		),
	};
}

const manifestSchema = z.object({
	version: z.literal(1),
	files: z.record(
		z.string(),
		z.object({
			sha256: z.string(),
			etag: z.string(),
			contentType: z.string(),
			cacheControl: z.string(),
		}),
	),
});

/** The manifest stored as `text`, or null when it is not one (then every file is re-uploaded). */
export function parseManifest(text: string): Manifest | null {
	try {
		const result = z.safeParse(manifestSchema, JSON.parse(text));
		return result.success ? result.data : null;
	} catch {
		return null;
	}
}
