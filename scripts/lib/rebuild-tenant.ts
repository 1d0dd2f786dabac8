/**
 * PLACEHOLDER until the lead's single-tenant rebuild lands here (fetch one tenant, render it,
 * swap the release live); it exists so the rebuild server type-checks and can start.
 */
import type { RebuildTenant } from './rebuild/queue.ts';

/** Rebuilds one tenant; not wired yet, so every job fails with that reason. */
export const rebuildTenant: RebuildTenant = async () => {
	throw new Error('not wired yet');
};
