/**
 * The LMS as store actions use it: `lms(config, group)` loads a call group of `lib/lms/calls/` and
 * the tenant's transport, bound to the session, so student calls carry the session's
 * authorization and a 403 logs the student out with the server's message (spec section 6), or
 * with the web-access popup when the message carries the app-link marker (spec section 4).
 *
 * Both load on first use: the transport (ky) and a group's schemas (zod) are needed only once the
 * visitor acts, so a page ships none of them before interaction. `preload` starts the loading
 * early (on a form's first focus). A failed load rejects with a network `LmsError` and is retried
 * by the next call.
 */
import { splitAppLink } from '../lib/lms/app-link.ts';
import { LmsError } from '../lib/lms/errors.ts';
import type { LmsHttp } from '../lib/lms/transport.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { notify } from './notices.ts';
import { $session, endSession } from './session.ts';

/** A call group's module loader, e.g. `() => import('../lib/lms/calls/account.ts')`. */
export type CallGroup<T> = () => Promise<T>;

let transport: Promise<(config: ClientConfig) => LmsHttp> | null = null;
const loaded = new Map<CallGroup<unknown>, Promise<unknown>>();

// A chunk that failed to load (offline) must be tried again by the next action, not cached.
function once<T>(load: () => Promise<T>, forget: () => void): Promise<T> {
	return load().catch((error: unknown) => {
		forget();
		throw new LmsError({
			kind: 'network',
			call: 'client',
			message: `the LMS client could not be loaded (${String(error)})`,
		});
	});
}

function loadTransport(): Promise<(config: ClientConfig) => LmsHttp> {
	transport ??= once(
		async () => {
			const { createLmsHttp } = await import('../lib/lms/http.ts');
			return (config: ClientConfig) =>
				createLmsHttp({
					mainApiUrl: config.mainApiUrl,
					productApiUrl: config.productApiUrl,
					instituteId: config.instituteId,
					getStudent: () => {
						const { userId, studentAuth } = $session.get();
						return userId !== 0 && studentAuth ? { userId, authorization: studentAuth } : null;
					},
					onForbidden: forbidden,
				});
		},
		() => (transport = null),
	);
	return transport;
}

/**
 * A student call answered 403 (spec section 6): the session ends with the server's message, or
 * with the web-access popup when the message carries the app-link marker (spec section 4). The
 * full client calls this itself; a store using the lean transport calls it on a 403.
 */
export function forbidden(message: string): void {
	if (splitAppLink(message).link) return endSession(message);
	// Queued first: a page that leaves when the session ends (the dashboard) carries it along.
	notify('error', message);
	endSession();
}

function loadGroup<T>(group: CallGroup<T>): Promise<T> {
	let module = loaded.get(group) as Promise<T> | undefined;
	if (module === undefined) {
		module = once(group, () => loaded.delete(group));
		loaded.set(group, module);
	}
	return module;
}

/** The session-bound transport for this tenant and the call group's functions. */
export async function lms<T>(config: ClientConfig, group: CallGroup<T>): Promise<[LmsHttp, T]> {
	const [create, calls] = await Promise.all([loadTransport(), loadGroup(group)]);
	return [create(config), calls];
}

/** Starts loading the transport and a call group ahead of the first action; never rejects. */
export function preload(group: CallGroup<unknown>): void {
	Promise.all([loadTransport(), loadGroup(group)]).catch(() => {
		// Reported by the action that needs it.
	});
}
