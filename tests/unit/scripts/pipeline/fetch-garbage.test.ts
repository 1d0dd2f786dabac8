/**
 * scripts/lib/pipeline/fetch-garbage.ts: a full collection after every 50 tenants fetched, where the
 * process exposes one (`npm run build` runs with --expose-gc); nothing elsewhere.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fetchGarbage } from '../../../../scripts/lib/pipeline/fetch-garbage.ts';

describe('fetchGarbage', () => {
	it.each([
		[1, 0],
		[49, 0],
		[50, 1],
		[99, 1],
		[100, 2],
		[1000, 20],
	])('after %i tenants fetched, has collected %i times', (tenants, collections) => {
		let collected = 0;
		const fetched = fetchGarbage(undefined, () => collected++);
		for (let i = 0; i < tenants; i++) fetched();
		expect(collected).toBe(collections);
	});

	it('takes another interval', () => {
		let collected = 0;
		const fetched = fetchGarbage(3, () => collected++);
		for (let i = 0; i < 10; i++) fetched();
		expect(collected).toBe(3);
	});

	it('does nothing where the process has no collector to call', () => {
		const fetched = fetchGarbage(1, undefined);
		expect(() => {
			for (let i = 0; i < 5; i++) fetched();
		}).not.toThrow();
	});

	it('finds the collector of a process started as npm run build starts it', () => {
		const script = readFileSync('package.json', 'utf8');
		const build = (JSON.parse(script) as { scripts: Record<string, string> }).scripts['build'];
		expect(build).toBe('node --max-semi-space-size=16 --expose-gc scripts/build.ts');
		const found = spawnSync(
			process.execPath,
			['--expose-gc', '--input-type=module', '-e', 'process.stdout.write(typeof globalThis.gc)'],
			{ encoding: 'utf8' },
		).stdout;
		expect(found).toBe('function');
	});
});
