/**
 * The size of the machine's render pool (`RENDER_PROCESSES`): one render process per core the
 * process may use, but no more than the memory holds at about 600 MB each. In a container without
 * a CPU limit the core count is the host's, so the memory limit (the cgroup's when there is one)
 * is what keeps the pool from running out of memory. Every build, rebuild server and worker on a
 * machine shares one pool through lock files (build/render-slots.ts), so all compute it alike.
 */
import { availableParallelism, totalmem } from 'node:os';

/** Memory one render process (an Astro build of a shard) takes at its peak, about 600 MB. */
export const RENDER_PROCESS_BYTES = 600 * 1024 * 1024;

/** What the pool size is worked out from. */
export interface RenderPoolFigures {
	/** `RENDER_PROCESSES`; null: worked out from the machine. */
	configured: number | null;
	/** Cores the process may use (`os.availableParallelism()`). */
	cores: number;
	/** Memory the process may use, in bytes (the cgroup limit, else the machine's). */
	memoryBytes: number;
}

/** Render processes at once: the setting when given, else cores capped by memory; at least 1. */
export function renderProcesses({ configured, cores, memoryBytes }: RenderPoolFigures): number {
	if (configured !== null) return Math.max(1, configured);
	return Math.max(1, Math.min(cores, Math.floor(memoryBytes / RENDER_PROCESS_BYTES)));
}

/**
 * Memory this process may use: the cgroup limit (v1 or v2, which `process.constrainedMemory()`
 * reads) when it is below the machine's memory, else the machine's.
 */
export function memoryLimit(): number {
	const total = totalmem();
	// 0 when unknown; "no limit" reads as a huge figure (2^64 or v1's page-rounded 2^63).
	const constrained = process.constrainedMemory();
	return constrained > 0 ? Math.min(constrained, total) : total;
}

/** This machine's render pool size, with `RENDER_PROCESSES` (`env.renderProcesses`) when set. */
export function machineRenderProcesses(configured: number | null): number {
	return renderProcesses({ configured, cores: availableParallelism(), memoryBytes: memoryLimit() });
}
