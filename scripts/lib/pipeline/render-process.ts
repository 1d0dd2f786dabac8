/**
 * How a render process (a build's shard, a rebuild service's warm renderer) is started: its Node
 * flags and environment, chosen for memory. Measured on a shard of 125 bench tenants (7,250
 * pages): peak RSS 790 MB by default, 703 MB with the smaller young generation, 631 MB with both
 * settings below, for the same CPU time. Two render processes run at once on two cores, and the
 * cold build's budget is 1.5 GB for the whole process tree.
 */

/**
 * Node flags: V8 sizes the young generation's semi-spaces up to 64 MB each on a large machine
 * (128 MB of new space in a render process); pages are short-lived garbage that a 16 MB
 * semi-space collects as well.
 */
export const RENDER_PROCESS_FLAGS: readonly string[] = ['--max-semi-space-size=16'];

/**
 * The environment: Vite's bundler (Rolldown, native code with the mimalloc allocator) keeps freed
 * memory for later by default; purging at once returns it to the system before pages render. Its
 * thread pools (rayon, tokio) get one thread each: every idle thread kept its own heap of freed
 * pages for the rest of the build (a render process of a 1,000-tenant build: 610-650 → 565-575
 * MB; it bundles once, so one thread costs about 1 CPU-s). Two malloc arenas would save another
 * 30 MB, for 3-4 CPU-s of lock contention per process: not worth it.
 */
export function renderProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
	return {
		...env,
		MIMALLOC_PURGE_DELAY: env['MIMALLOC_PURGE_DELAY'] ?? '0',
		RAYON_NUM_THREADS: env['RAYON_NUM_THREADS'] ?? '1',
		TOKIO_WORKER_THREADS: env['TOKIO_WORKER_THREADS'] ?? '1',
	};
}
