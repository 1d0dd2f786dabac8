/**
 * How a render process (a build's shard, a rebuild service's warm renderer) is started: its Node
 * flags and environment, chosen for memory. Measured on a shard of 125 bench tenants (7,250
 * pages): peak RSS 790 MB by default, 703 MB with the smaller young generation, 631 MB with both
 * settings below, for the same CPU time. Two render processes run at once on two cores, and the
 * cold build's budget is 2 GB for the whole process tree.
 */

/**
 * Node flags: V8 sizes the young generation's semi-spaces up to 64 MB each on a large machine
 * (128 MB of new space in a render process); pages are short-lived garbage that a 16 MB
 * semi-space collects as well.
 */
export const RENDER_PROCESS_FLAGS: readonly string[] = ['--max-semi-space-size=16'];

/**
 * The environment: Vite's bundler (Rolldown, native code with the mimalloc allocator) keeps freed
 * memory for later by default; purging at once returns it to the system before pages render.
 */
export function renderProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
	return { ...env, MIMALLOC_PURGE_DELAY: env['MIMALLOC_PURGE_DELAY'] ?? '0' };
}
