/** What a build's parent process and its render processes (warm-render-process.ts) tell each other. */
import type { SharedFile } from './shared-assets.ts';
import type { ReleaseTrigger } from '../releases/history.ts';

/**
 * Tenants a wave holds: their data and pages are all a render process keeps at once, and a
 * build's job for a render process is one wave.
 */
export const WAVE_TENANTS = 20;

/** The work of one shard: tenants whose data is on disk, to render and publish. */
export interface ShardJob {
	/** Folder holding each tenant's snapshot (`<domain>.json`). */
	dataDir: string;
	distDir: string;
	/** Domain → content key of every tenant in the shard. */
	keys: Record<string, string>;
	/**
	 * Domain → its optimised images and downloaded fonts in the shared store, linked into its
	 * release at `_img/` and `_astro/`.
	 */
	images?: Record<string, SharedFile[]>;
	/** HSTS max-age of the releases' `_headers`, in s (0: none; default: a year). */
	hstsMaxAge?: number;
	/** The code revision the releases are built with (system/code-revision.ts). */
	revision?: string;
	/** Domain → what started its release (releases/history.ts). */
	triggers?: Record<string, ReleaseTrigger>;
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
