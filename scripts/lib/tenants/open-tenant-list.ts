/**
 * The live tenant list of a long-running process, from its configuration: `TENANTS_URL` when
 * set, else the tenants file, watched. It starts from the list the configuration already read.
 */
import { keptTenantsFile, type ScriptConfig } from '../startup/script-config.ts';
import { urlTenantList, watchedTenantsFile, type TenantList } from './tenant-list.ts';

/** The live list of `config`'s tenants; `log` hears every change and every problem. */
export function openTenantList(config: ScriptConfig, log: (line: string) => void): TenantList {
	const { env, root, tenants } = config;
	if (env.tenantsUrl !== null)
		return urlTenantList({
			url: env.tenantsUrl,
			refreshMs: env.tenantsRefreshS * 1000,
			initial: tenants,
			log,
			keptFile: keptTenantsFile(config),
		});
	return watchedTenantsFile(root, env.tenantsFile, tenants, log);
}
