/**
 * The live list of tenants of a long-running process (the rebuild server, a worker): institutes
 * are added and removed without a restart.
 * - From the tenants file: the file is watched (its folder, since editors replace a file by a
 *   rename) and read again when it changes; a domain not in the list also re-reads it when its
 *   modification time changed, in case a change event was missed.
 * - From `TENANTS_URL`: the list is fetched again when older than `TENANTS_REFRESH_S`, and at once
 *   (at most every few seconds) for a domain it does not hold, so a new institute's first webhook
 *   finds it.
 *
 * A list that cannot be read or is invalid never replaces the last good one: the problem is
 * logged and the old list stays in use.
 */
import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { ConfigError } from '../../../config/schema.ts';
import type { TenantEntry } from '../../../config/tenants.ts';
import { loadTenants } from '../startup/script-config.ts';
import { fetchTenantList, keepTenantList, type TenantsFetch } from './tenants-url.ts';

/** The tenants a process serves now. */
export interface TenantList {
	/** The last good list. */
	entries(): readonly TenantEntry[];
	/** The tenant with this (normalised) domain, reading the source again when it is not listed. */
	find(domain: string): Promise<TenantEntry | null>;
	/** Where the list comes from, for messages: the file's name or `TENANTS_URL`. */
	readonly source: string;
	/** Stops watching or refreshing. */
	close(): void;
}

/** How the list reports a change or a problem. */
export type TenantListLog = (line: string) => void;

// A domain the list lacks fetches the URL again, but not more often than this.
const MISS_REFRESH_MS = 5000;
// Editors write a file in several steps; read it once they are done.
const WATCH_SETTLE_MS = 100;

/** One line naming the tenants added and removed between two lists, or null when none were. */
export function listChange(
	before: readonly TenantEntry[],
	after: readonly TenantEntry[],
): string | null {
	const old = new Set(before.map((tenant) => tenant.domain));
	const now = new Set(after.map((tenant) => tenant.domain));
	const added = [...now].filter((domain) => !old.has(domain));
	const removed = [...old].filter((domain) => !now.has(domain));
	if (added.length === 0 && removed.length === 0) return null;
	const parts = [
		...(added.length > 0 ? [`added ${added.join(', ')}`] : []),
		...(removed.length > 0 ? [`removed ${removed.join(', ')}`] : []),
	];
	return `${parts.join('; ')} (${after.length} tenant(s))`;
}

// The list state both sources share: the entries, and replacing them with a logged change.
function holder(source: string, initial: readonly TenantEntry[], log: TenantListLog) {
	let entries = initial;
	return {
		get: () => entries,
		set(next: readonly TenantEntry[]) {
			const change = listChange(entries, next);
			entries = next;
			if (change) log(`Tenant list (${source}): ${change}`);
		},
		keep(error: unknown) {
			const problems = error instanceof ConfigError ? error.problems : [String(error)];
			log(
				`Tenant list (${source}) not updated, keeping the last good list of ${entries.length} tenant(s): ${problems.join('; ')}`,
			);
		},
		find: (domain: string) => entries.find((tenant) => tenant.domain === domain) ?? null,
	};
}

/** The list of the tenants file `name` (as `TENANTS_FILE` names it, from `root`), watched for changes. */
export function watchedTenantsFile(
	root: string,
	name: string,
	initial: readonly TenantEntry[],
	log: TenantListLog,
): TenantList {
	const path = resolve(root, name);
	const list = holder(name, initial, log);
	let readMtime: number | null = null;
	const mtime = () =>
		stat(path).then(
			(info) => info.mtimeMs,
			() => null,
		);
	void mtime().then((ms) => (readMtime ??= ms));
	let reading: Promise<void> | null = null;
	const reread = () =>
		(reading ??= (async () => {
			try {
				const before = await mtime();
				// The same read and checks as at start (script-config.ts).
				list.set(loadTenants(root, name));
				readMtime = before;
			} catch (error) {
				list.keep(error);
			}
		})().finally(() => (reading = null)));
	let timer: NodeJS.Timeout | undefined;
	let watcher: FSWatcher | null = null;
	try {
		watcher = watch(dirname(path), (_event, file) => {
			if (file !== null && file !== basename(path)) return;
			clearTimeout(timer);
			timer = setTimeout(() => void reread(), WATCH_SETTLE_MS);
		});
		// A watcher error (the folder removed) leaves the list as it was; find() still re-reads.
		watcher.on('error', () => {});
	} catch {
		// No watching here (e.g. a file system without events): find() re-reads on a miss.
	}
	return {
		source: name,
		entries: list.get,
		async find(domain) {
			const found = list.find(domain);
			if (found) return found;
			if ((await mtime()) !== readMtime) await reread();
			return list.find(domain);
		},
		close() {
			clearTimeout(timer);
			watcher?.close();
		},
	};
}

/** What a URL-served list needs. */
export interface UrlListOptions {
	url: string;
	refreshMs: number;
	initial: readonly TenantEntry[];
	log: TenantListLog;
	/** Default: the global fetch, with a timeout (tenants-url.ts). */
	fetch?: TenantsFetch;
	/** Where each good list is kept for a restart while the LMS is down (tenants-url.ts). */
	keptFile?: string;
	now?: () => number;
}

/** The list served by `TENANTS_URL`, fetched again when older than `refreshMs`. */
export function urlTenantList(options: UrlListOptions): TenantList {
	const { url, refreshMs, log, now = Date.now } = options;
	const list = holder('TENANTS_URL', options.initial, log);
	let fetchedAt = now();
	let triedAt = now();
	let fetching: Promise<void> | null = null;
	const refresh = () =>
		(fetching ??= (async () => {
			triedAt = now();
			try {
				const tenants = await fetchTenantList(url, options.fetch);
				list.set(tenants);
				fetchedAt = now();
				if (options.keptFile) await keepTenantList(options.keptFile, tenants).catch(() => {});
			} catch (error) {
				list.keep(error);
			}
		})().finally(() => (fetching = null)));
	const refreshIfOld = () => {
		if (now() - fetchedAt >= refreshMs && now() - triedAt >= MISS_REFRESH_MS) void refresh();
	};
	return {
		source: 'TENANTS_URL',
		entries() {
			refreshIfOld();
			return list.get();
		},
		async find(domain) {
			refreshIfOld();
			const found = list.find(domain);
			if (found) return found;
			if (now() - triedAt >= MISS_REFRESH_MS) await refresh();
			else if (fetching) await fetching;
			return list.find(domain);
		},
		close() {},
	};
}

/** The webhook's question to a live list (server.ts `TenantLookup`). */
export function tenantLookup(list: TenantList): {
	has(domain: string): Promise<boolean>;
	source: string;
} {
	return {
		has: async (domain) => (await list.find(domain)) !== null,
		source:
			list.source === 'TENANTS_URL'
				? 'the tenant list TENANTS_URL serves'
				: `the tenants file (${list.source})`,
	};
}
