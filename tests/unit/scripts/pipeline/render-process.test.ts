/**
 * scripts/lib/pipeline/render-process.ts: a render process starts with a 16 MB young generation, the
 * bundler's allocator returning freed memory at once (peak RSS 790 → 631 MB on 125 tenants), and
 * one bundler thread (a build's render process 610-650 → 565-575 MB).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
	RENDER_PROCESS_FLAGS,
	renderProcessEnv,
} from '../../../../scripts/lib/pipeline/render-process.ts';

describe('render process settings', () => {
	it('sets the purge delay and one bundler thread, keeping the rest of the environment', () => {
		const env = renderProcessEnv({ PATH: '/bin', LMS_API_URL: 'http://127.0.0.1:1' });
		expect(env).toEqual({
			PATH: '/bin',
			LMS_API_URL: 'http://127.0.0.1:1',
			MIMALLOC_PURGE_DELAY: '0',
			RAYON_NUM_THREADS: '1',
			TOKIO_WORKER_THREADS: '1',
		});
	});

	it.each([
		['MIMALLOC_PURGE_DELAY', '250'],
		['RAYON_NUM_THREADS', '4'],
		['TOKIO_WORKER_THREADS', '2'],
	])('leaves %s=%s as the operator chose', (name, value) => {
		expect(renderProcessEnv({ [name]: value })[name]).toBe(value);
	});

	it('gives Node a young generation of 16 MB semi-spaces (at most 32 MB of new space; 128 MB without on a 24 GB machine)', () => {
		// Keeps 200,000 young objects alive at a time, as rendering pages does, then reads the new space's size.
		const script = `const v8 = require('v8'); let keep = [];
			for (let i = 0; i < 3e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 2e5) keep = []; }
			process.stdout.write(String(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size >> 20));`;
		const newSpaceMb = (flags: readonly string[]) =>
			Number(spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' }).stdout);
		expect(RENDER_PROCESS_FLAGS).toEqual(['--max-semi-space-size=16']);
		expect(newSpaceMb(RENDER_PROCESS_FLAGS)).toBeGreaterThan(0);
		expect(newSpaceMb(RENDER_PROCESS_FLAGS)).toBeLessThanOrEqual(32);
	});
});
