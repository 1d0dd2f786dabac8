/**
 * Releases: every publish of a tenant is a new, complete folder
 * `dist/.releases/<domain>/<id>/`, and `dist/<domain>` is a symlink to the live one. Making a
 * release live is one atomic rename of a fresh symlink over the old one, so a visitor (or a
 * preview server reading the folder) sees the old site or the new one, never a half-written site
 * or a missing folder. The last few releases stay for `npm run rollback`; a build that fails
 * never touches the link, so the live site stays byte-for-byte as it was.
 *
 * Beside each release folder, `<id>.json` records its content key (see pipeline/content-key.ts),
 * when it was built, how many pages it has, what started it, the code revision and its pages
 * changed; `history.json` records what was live when (history.ts), which `rollback` follows. The
 * folder itself holds only the site, so nothing of this bookkeeping is ever served or deployed.
 */
import { randomBytes } from 'node:crypto';
import {
	lstat,
	mkdir,
	readdir,
	readFile,
	readlink,
	rename,
	rm,
	stat,
	symlink,
	writeFile,
} from 'node:fs/promises';
import { basename, join } from 'node:path';
import * as z from 'zod/mini';
import {
	HISTORY_FILE,
	appendEntry,
	backTarget,
	changesSchema,
	entryOf,
	parseChecked,
	parseHistory,
	triggerSchema,
	wentLive,
	type GoingLive,
	type ReleaseHistory,
	type ReleaseTrigger,
} from './history.ts';

/** Folder of all releases under the dist folder; its dot keeps it out of the served tenants. */
export const RELEASES_DIR = '.releases';
/** How many releases of a tenant are kept, the live one included. */
export const KEEP_RELEASES = 5;

const releaseInfoSchema = z.looseObject({
	id: z.string(),
	/** Content key of the data and code it was rendered from; null for a failure page. */
	key: z.nullable(z.string()),
	/** ISO time it was written. */
	builtAt: z.string(),
	/** HTML pages in it. */
	pages: z.number(),
	/** `site` for a rendered site, `failure` for the home failure page of a tenant never built. */
	kind: z.enum(['site', 'failure']),
	/** Its own hashed asset names under `_astro/` (the next release keeps them one release longer). */
	assets: z.optional(z.array(z.string())),
	/** Its optimised image names under `_img/` (kept one release longer the same way). */
	images: z.optional(z.array(z.string())),
	/** What started it (absent in a record from before triggers). */
	trigger: z.optional(triggerSchema),
	/** The code revision it was built with (system/code-revision.ts). */
	revision: z.optional(z.nullable(z.string())),
	/** Its pages against the release live before it. */
	changes: z.optional(changesSchema),
});

/** What is recorded about one release. */
export type ReleaseInfo = z.infer<typeof releaseInfoSchema>;

/** The release record stored as `text` in `file`; throws naming the file when it is not one. */
export function parseReleaseInfo(text: string, file: string): ReleaseInfo {
	return parseChecked(releaseInfoSchema, text, file, 'a release record');
}

/** The releases folder of one tenant. */
export function tenantReleasesDir(distDir: string, domain: string): string {
	return join(distDir, RELEASES_DIR, domain);
}

/** A new release id: sortable by time, unique across processes. */
export function newReleaseId(now = new Date()): string {
	const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '').replace('Z', '');
	return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/** A folder to write a new release into (not live until `activate`). */
export async function createReleaseDir(distDir: string, domain: string, id = newReleaseId()) {
	const dir = join(tenantReleasesDir(distDir, domain), id);
	await mkdir(dir, { recursive: true });
	return { id, dir };
}

/** Records a finished release's info beside its folder (before it goes live). */
export async function writeReleaseInfo(distDir: string, domain: string, info: ReleaseInfo) {
	const file = join(tenantReleasesDir(distDir, domain), `${info.id}.json`);
	await writeFile(`${file}.tmp`, JSON.stringify(info, null, '\t'));
	await rename(`${file}.tmp`, file);
}

/** The text of `file`, or null when there is none. */
export async function readIfAny(file: string): Promise<string | null> {
	try {
		return await readFile(file, 'utf8');
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
		throw error;
	}
}

/** The record of release `id`; null without one; throws naming the file for a bad one. */
async function readInfo(distDir: string, domain: string, id: string): Promise<ReleaseInfo | null> {
	const file = join(tenantReleasesDir(distDir, domain), `${id}.json`);
	const text = await readIfAny(file);
	return text === null ? null : parseReleaseInfo(text, file);
}

/** The tenant's history of what was live; null in a layout from before it. */
export async function readHistory(distDir: string, domain: string): Promise<ReleaseHistory | null> {
	const file = join(tenantReleasesDir(distDir, domain), HISTORY_FILE);
	const text = await readIfAny(file);
	return text === null ? null : parseHistory(text, file);
}

/** Appends the entry of a release that just went live to the tenant's history. */
export async function recordLive(distDir: string, domain: string, going: GoingLive) {
	const history = await readHistory(distDir, domain);
	const kept = (await listReleases(distDir, domain))
		.filter((info) => info.kind === 'site')
		.map((info) => info.id);
	const next = appendEntry(history, wentLive(history, going, kept));
	const file = join(tenantReleasesDir(distDir, domain), HISTORY_FILE);
	await writeFile(`${file}.tmp`, JSON.stringify(next, null, '\t'));
	await rename(`${file}.tmp`, file);
}

/** The id of the live release, or null when the tenant has no release-managed site. */
export async function liveReleaseId(distDir: string, domain: string): Promise<string | null> {
	try {
		return basename(await readlink(join(distDir, domain)));
	} catch {
		return null;
	}
}

/** The live release's info, or null (no site, or a site from before releases). */
export async function liveRelease(distDir: string, domain: string): Promise<ReleaseInfo | null> {
	const id = await liveReleaseId(distDir, domain);
	return id === null ? null : readInfo(distDir, domain, id);
}

/** Whether the tenant has anything live at `dist/<domain>` (a release or an older plain folder). */
export async function hasLiveSite(distDir: string, domain: string): Promise<boolean> {
	return (await lstat(join(distDir, domain)).catch(() => null)) !== null;
}

/** The published tenants of `distDir`: folders (or symlinks to folders) not named `.…`. */
export async function publishedDomains(distDir: string): Promise<string[]> {
	const entries = await readdir(distDir).catch(() => []);
	const names = entries.filter((name) => !name.startsWith('.')).sort();
	const isFolder = await Promise.all(
		names.map((name) =>
			stat(join(distDir, name)).then(
				(info) => info.isDirectory(),
				() => false,
			),
		),
	);
	return names.filter((_, index) => isFolder[index]);
}

/** Every release of the tenant with its info, oldest first. */
export async function listReleases(distDir: string, domain: string): Promise<ReleaseInfo[]> {
	const entries = await readdir(tenantReleasesDir(distDir, domain), { withFileTypes: true }).catch(
		() => [],
	);
	const ids = entries
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name)
		.sort();
	const infos = await Promise.all(ids.map((id) => readInfo(distDir, domain, id)));
	return infos.filter((info): info is ReleaseInfo => info !== null);
}

/**
 * Makes release `id` live: a new symlink renamed over `dist/<domain>` (rename replaces a symlink
 * atomically). A plain folder left by an older build is first moved into the releases, once.
 */
export async function activate(distDir: string, domain: string, id: string): Promise<void> {
	const link = join(distDir, domain);
	const temp = join(distDir, `.link-${domain}-${randomBytes(4).toString('hex')}`);
	await symlink(join(RELEASES_DIR, domain, id), temp);
	try {
		const current = await lstat(link).catch(() => null);
		if (current?.isDirectory()) {
			// Before releases a site was a plain folder; rename cannot replace a folder with a link.
			await rename(link, join(tenantReleasesDir(distDir, domain), `legacy-${newReleaseId()}`));
		}
		await rename(temp, link);
	} catch (error) {
		await rm(temp, { force: true });
		throw error;
	}
}

/**
 * Removes all but the newest `keep` releases; the live one always stays, and so does the one a
 * rollback goes back to (history.ts) and a release newer than the live one (another build may be
 * about to make it live).
 */
export async function pruneReleases(distDir: string, domain: string, keep = KEEP_RELEASES) {
	const live = await liveReleaseId(distDir, domain);
	const dir = tenantReleasesDir(distDir, domain);
	const ids = (await readdir(dir, { withFileTypes: true }).catch(() => []))
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name)
		.sort();
	const back = live === null ? null : entryOf(await readHistory(distDir, domain), live)?.back;
	const old = ids
		.slice(0, Math.max(0, ids.length - keep))
		.filter((id) => id !== live && id !== back);
	await Promise.all(
		old.map(async (id) => {
			await rm(join(dir, id), { recursive: true, force: true });
			await rm(join(dir, `${id}.json`), { force: true });
		}),
	);
}

/** Outcome of `rollback`. */
export type RollbackResult =
	| {
			ok: true;
			from: string | null;
			to: ReleaseInfo;
			/** Releases on the way back no longer kept, passed over. */
			skipped: string[];
			/** Whether "back" was derived from the release order (no history of it yet). */
			derived: boolean;
	  }
	| { ok: false; message: string };

/**
 * Makes the release that was live before the live one went live again (history.ts), or, with
 * `to`, any kept release; records it in the history as a rollback.
 */
export async function rollback(
	distDir: string,
	domain: string,
	options: { to?: string; now?: Date } = {},
): Promise<RollbackResult> {
	const live = await liveReleaseId(distDir, domain);
	const sites = (await listReleases(distDir, domain)).filter((info) => info.kind === 'site');
	if (sites.length === 0) return { ok: false, message: `${domain} has no releases in ${distDir}.` };
	const history = await readHistory(distDir, domain);
	const back = options.to
		? { to: options.to, skipped: [], derived: false }
		: backTarget(
				history,
				live,
				sites.map((info) => info.id),
			);
	const target = sites.find((info) => info.id === back.to);
	if (!target) {
		const kept = sites.map((info) => info.id).join(', ');
		return {
			ok: false,
			message: options.to
				? `${domain}: no kept release ${options.to} (kept: ${kept}).`
				: `${domain}: nothing kept was live before the live release ${live}; there is nothing to roll back to.`,
		};
	}
	if (target.id === live)
		return { ok: false, message: `${domain}: release ${live} is already live.` };
	await activate(distDir, domain, target.id);
	const trigger: ReleaseTrigger = { kind: 'rollback' };
	const at = (options.now ?? new Date()).toISOString();
	await recordLive(distDir, domain, { release: target.id, at, trigger, replaced: live });
	return { ok: true, from: live, to: target, skipped: back.skipped, derived: back.derived };
}
