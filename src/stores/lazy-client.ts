/**
 * The session-bound LMS client, loaded on first use. The client (ky, zod and the wire schemas) is
 * about a fifth of a form page's JavaScript and is needed only once the student acts, so form
 * islands load it lazily instead of with the page. A failed load is retried by the next call.
 */
import { LmsError } from '../lib/lms/errors.ts';
import type { LmsClient } from '../lib/lms/index.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';

let clientModule: Promise<typeof import('./client.ts')> | null = null;

/** Loads (once) the module of `lmsClient`; rejects with a network LmsError when it cannot. */
export function loadLmsClient(): Promise<typeof import('./client.ts')> {
	clientModule ??= import('./client.ts').catch((error: unknown) => {
		clientModule = null;
		throw new LmsError({
			kind: 'network',
			call: 'client',
			message: `the LMS client could not be loaded (${String(error)})`,
		});
	});
	return clientModule;
}

/** The session-bound client for this tenant, loading it first if needed. */
export async function lazyLmsClient(config: ClientConfig): Promise<LmsClient> {
	return (await loadLmsClient()).lmsClient(config);
}
