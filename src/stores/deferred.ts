/**
 * Work a store defers until the visitor acts: its `<store>-requests.ts` module, with the LMS calls
 * behind it, loaded on a form's first focus instead of with the page (src/stores/README.md, rule
 * 5). One helper for every such store: `prepare` starts the load and the module's own preloading;
 * `run` hands the module to an action, and a load that fails (offline) is a notice (the network
 * text unless the store names its own) and the action's `fallback` result.
 */
import { NETWORK_ERROR_TEXT } from '../lib/lms/error-text.ts';
import { notify } from './notices.ts';

/** A store's deferred module, loaded by `load` (e.g. `() => import('./login-requests.ts')`). */
export interface Deferred<M> {
	/** The module itself; rejects when it cannot load (for callers with their own failure state). */
	load(): Promise<M>;
	prepare(): void;
	run<T>(fallback: T, work: (module: M) => Promise<T>): Promise<T>;
}

/**
 * Wraps the loader of a module that exports its own `prepare` (the calls it preloads);
 * `offlineText` is the notice when it cannot load.
 */
export function deferred<M extends { prepare(): void }>(
	load: () => Promise<M>,
	offlineText: string = NETWORK_ERROR_TEXT,
): Deferred<M> {
	return {
		load,
		prepare() {
			load().then(
				(module) => module.prepare(),
				() => {
					// Reported by the action that needs it.
				},
			);
		},
		async run(fallback, work) {
			let module: M;
			try {
				module = await load();
			} catch {
				notify('error', offlineText);
				return fallback;
			}
			return work(module);
		},
	};
}
