/**
 * Rebuilds one tenant and makes it live (and deploys it when storage is configured). Placeholder
 * until the rebuild pipeline is wired in: every call fails, so a job shows why.
 */
import type { RebuildTenant } from './rebuild/queue.ts';

/** Rebuilds `domain`; throws with the reason on failure. */
export const rebuildTenant: RebuildTenant = async (domain) => {
	throw new Error(`Rebuilding ${domain} is not wired yet`);
};
