/**
 * The tenant list the LMS serves at `TENANTS_URL` (docs/CONTRACT.md, "Tenant list"): the same
 * schema as the tenants file, fetched with a timeout and a size cap, and validated as the file is.
 * The last good list is kept in a small file beside the dist folder, so a process that starts
 * while the LMS is down still knows its tenants.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ConfigError } from '../../../config/schema.ts';
import { parseTenantsFile, type TenantEntry } from '../../../config/tenants.ts';

/** How long a fetch of the list may take. */
export const TENANTS_TIMEOUT_MS = 10_000;
/** The largest list accepted: 10,000 tenants take about 1 MB. */
export const TENANTS_MAX_BYTES = 8 * 1024 * 1024;

/** The fetch the list is read with (the global one by default; tests pass their own server's). */
export type TenantsFetch = (url: string, init: RequestInit) => Promise<Response>;

const SOURCE = 'TENANTS_URL';

// Why a fetch failed, in a few words: the URL may carry a key, so it is never echoed.
function fetchProblem(error: unknown): string {
	if ((error as Error).name === 'TimeoutError')
		return `${SOURCE} did not answer within ${TENANTS_TIMEOUT_MS / 1000} s`;
	const code = ((error as { cause?: NodeJS.ErrnoException }).cause ?? {}).code;
	if (code === 'ECONNREFUSED') return `cannot reach ${SOURCE} (connection refused)`;
	if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
		return `cannot reach ${SOURCE} (host not found)`;
	return `cannot reach ${SOURCE}`;
}

/** Fetches and validates the list; throws a ConfigError naming what is wrong. */
export async function fetchTenantList(
	url: string,
	fetcher: TenantsFetch = fetch,
): Promise<TenantEntry[]> {
	let response: Response;
	try {
		response = await fetcher(url, {
			headers: { accept: 'application/json' },
			redirect: 'error',
			signal: AbortSignal.timeout(TENANTS_TIMEOUT_MS),
		});
	} catch (error) {
		throw new ConfigError([fetchProblem(error)]);
	}
	if (response.status !== 200) {
		await response.body?.cancel();
		throw new ConfigError([`${SOURCE} answered ${response.status}, expected 200 with the list`]);
	}
	const length = Number(response.headers.get('content-length') ?? 0);
	if (length > TENANTS_MAX_BYTES) {
		await response.body?.cancel();
		throw new ConfigError([`${SOURCE}: the list is over ${TENANTS_MAX_BYTES} bytes`]);
	}
	let text: string;
	try {
		text = await response.text();
	} catch (error) {
		throw new ConfigError([fetchProblem(error)]);
	}
	if (text.length > TENANTS_MAX_BYTES)
		throw new ConfigError([`${SOURCE}: the list is over ${TENANTS_MAX_BYTES} bytes`]);
	return parseTenantsFile(SOURCE, text);
}

/** Writes the last good list where `loadTenantsFromUrl` finds it after a restart. */
export async function keepTenantList(file: string, tenants: readonly TenantEntry[]): Promise<void> {
	await mkdir(dirname(file), { recursive: true });
	const temporary = `${file}.${process.pid}.tmp`;
	await writeFile(temporary, JSON.stringify({ tenants }));
	await rename(temporary, file);
}

/**
 * The list from `url`, kept in `keptFile`; when the fetch fails, the list kept there (saying so
 * through `log`); when there is none either, a ConfigError with the fetch's problem.
 */
export async function loadTenantsFromUrl(
	url: string,
	keptFile: string,
	log: (line: string) => void,
	fetcher?: TenantsFetch,
): Promise<TenantEntry[]> {
	try {
		const tenants = await fetchTenantList(url, fetcher);
		await keepTenantList(keptFile, tenants).catch(() => {});
		return tenants;
	} catch (error) {
		const kept = await readFile(keptFile, 'utf8').then(
			(text) => parseTenantsFile(keptFile, text),
			() => null,
		);
		const problems = error instanceof ConfigError ? error.problems : [String(error)];
		if (kept === null)
			throw new ConfigError([
				`${problems.join('; ')}, and no list was kept from an earlier fetch: check TENANTS_URL, or unset it to use TENANTS_FILE`,
			]);
		log(`${problems.join('; ')}: using the last good list (${kept.length} tenant(s))`);
		return kept;
	}
}
