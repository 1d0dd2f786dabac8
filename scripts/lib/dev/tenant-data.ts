/**
 * The dev server's data: the tenant's site data fetched from the API once, at start, and written
 * as a snapshot folder the pages read through `getStaticPaths`, exactly as a render shard's. Not
 * the build's extras: images keep their original addresses, fonts without a package load from
 * Google Fonts.
 */
import { join } from 'node:path';
import { tenantApiBases, type TenantEntry } from '../../../config/tenants.ts';
import { fetchSiteData } from '../../../src/lib/lms/index.ts';
import { writeSnapshots } from '../../../src/server/site/snapshot.ts';
import type { ApiTarget } from '../startup/api-target.ts';
import type { ScriptConfig } from '../startup/script-config.ts';
import { explainFailures } from '../pipeline/build-failures.ts';
import { tenantSite } from '../pipeline/tenant-site.ts';

/** The tenant could not be fetched; `message` says why as the build would. */
export class TenantDataError extends Error {
	override name = 'TenantDataError';
}

/** Where this process keeps its snapshot (one folder per process: two dev servers never share one). */
export function devDataDir(root: string): string {
	return join(root, '.build/dev', `data-${process.pid}`);
}

/** Fetches `tenant` from `api` and writes its snapshot into `dir`; throws a TenantDataError. */
export async function writeTenantData(
	config: Pick<ScriptConfig, 'env' | 'tenants'>,
	api: Pick<ApiTarget, 'bases' | 'payment' | 'fixturesDir'>,
	tenant: TenantEntry,
	dir: string,
): Promise<void> {
	let fetched;
	try {
		fetched = await fetchSiteData(tenant.domain, tenantApiBases(tenant, api.bases), {
			retries: config.env.buildRetries,
		});
	} catch (error) {
		const { lines } = explainFailures([{ domain: tenant.domain, error }], {
			env: config.env,
			tenants: config.tenants,
			defaults: api.bases,
			sandboxFixtures: api.fixturesDir,
		});
		throw new TenantDataError(lines.join('\n'), { cause: error });
	}
	await writeSnapshots(dir, [tenantSite(fetched, tenant, api.payment)]);
}
