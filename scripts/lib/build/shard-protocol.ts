/** What a build's parent process and its render shards (render-shard.ts) tell each other. */
import type { SharedFile } from './shared-assets.ts';

/** Prefix of an event line on a shard's stdout; every other line is Astro's own log. */
export const SHARD_EVENT = '@@shard ';

/** The work of one shard. */
export interface ShardJob {
	root: string;
	/** Snapshot folder holding exactly this shard's tenants. */
	dataDir: string;
	/** Scratch folder of this shard (Astro output and cache). */
	workDir: string;
	distDir: string;
	/** Domain → content key of every tenant in the shard. */
	keys: Record<string, string>;
	/**
	 * Domain → its optimised images and downloaded fonts in the shared store, linked into its
	 * release at `_img/` and `_astro/`.
	 */
	images?: Record<string, SharedFile[]>;
}

/** A tenant's outcome in a shard. */
export type ShardEvent =
	| { type: 'published'; domain: string; release: string; pages: number }
	| { type: 'failed'; domain: string; reason: string }
	/** A wave's pages are all written: each of its tenants' HTML pages (before any is published). */
	| { type: 'wave'; pages: Record<string, number> }
	/** Pages rendered since the last such event (sent a few times a second, for progress). */
	| { type: 'rendered'; pages: number }
	/**
	 * How long a step of the shard took over all its waves: `import` (loading Astro), `astro` (its
	 * build and render), `assets`, `publish`; sent at the end.
	 */
	| { type: 'timing'; step: string; ms: number };
