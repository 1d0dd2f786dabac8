import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { batchingRebuild } from '../../../../scripts/lib/rebuild/batching.ts';
import type { RebuildOptions } from '../../../../scripts/lib/rebuild/queue.ts';

/** A batching rebuild over recording stand-ins; `many` fails the tenants named in `fails`. */
function recorder(options: {
	maxBatch: number;
	maxRunning?: number;
	fails?: string[];
	buildMs?: number;
}) {
	const ones: Array<{ domain: string; force: boolean }> = [];
	const batches: Array<{ domains: string[]; force: boolean }> = [];
	let running = 0;
	let mostRunning = 0;
	const rebuild = batchingRebuild({
		maxBatch: options.maxBatch,
		windowMs: 30,
		...(options.maxRunning ? { maxRunning: options.maxRunning } : {}),
		one: async (domain, rebuildOptions?: RebuildOptions) => {
			ones.push({ domain, force: rebuildOptions?.force ?? false });
			if (options.fails?.includes(domain)) throw new Error(`${domain}: HTTP 500`);
		},
		many: async (domains, rebuildOptions) => {
			running++;
			mostRunning = Math.max(mostRunning, running);
			batches.push({ domains, force: rebuildOptions.force ?? false });
			await sleep(options.buildMs ?? 10);
			running--;
			return new Map(
				domains.map((domain) => [
					domain,
					options.fails?.includes(domain) ? `${domain}: render failed` : null,
				]),
			);
		},
	});
	return { rebuild, ones, batches, mostRunning: () => mostRunning };
}

const settle = (promises: Array<Promise<void>>) =>
	Promise.allSettled(promises).then((results) =>
		results.map((result) =>
			result.status === 'fulfilled' ? 'ok' : (result.reason as Error).message,
		),
	);

describe('batching rebuilds', () => {
	it('builds a lone call alone, in the warm path', async () => {
		const { rebuild, ones, batches } = recorder({ maxBatch: 10 });
		await rebuild('a.in');
		expect(ones).toEqual([{ domain: 'a.in', force: false }]);
		expect(batches).toEqual([]);
	});

	it('builds calls that arrive within the window together', async () => {
		const { rebuild, batches } = recorder({ maxBatch: 10 });
		const calls = ['a.in', 'b.in', 'c.in'].map((domain) => rebuild(domain));
		expect(await settle(calls)).toEqual(['ok', 'ok', 'ok']);
		expect(batches).toEqual([{ domains: ['a.in', 'b.in', 'c.in'], force: false }]);
	});

	it("hands a batch each tenant's own trigger: an edit and a code release build together", async () => {
		let given: RebuildOptions | undefined;
		const rebuild = batchingRebuild({
			maxBatch: 10,
			windowMs: 30,
			one: async () => {},
			many: async (domains, rebuildOptions) => {
				given = rebuildOptions;
				return new Map(domains.map((domain) => [domain, null]));
			},
		});
		const edit = { kind: 'edit', eventId: 'evt-1' } as const;
		await Promise.all([
			rebuild('a.in', { trigger: edit }),
			rebuild('b.in', { trigger: { kind: 'code' } }),
			rebuild('c.in'),
		]);
		expect(given).toEqual({
			force: false,
			triggers: { 'a.in': edit, 'b.in': { kind: 'code' } },
		});
	});

	it('starts a batch as soon as it is full, and never more than maxRunning at once', async () => {
		const { rebuild, batches, mostRunning } = recorder({ maxBatch: 2, maxRunning: 2, buildMs: 40 });
		const domains = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `${name}.in`);
		expect(await settle(domains.map((domain) => rebuild(domain)))).toEqual(domains.map(() => 'ok'));
		expect(batches.map((batch) => batch.domains.length)).toEqual([2, 2, 2]);
		expect(batches.flatMap((batch) => batch.domains).sort()).toEqual(domains.slice(0, 6));
		expect(mostRunning()).toBe(2);
	});

	it('fails only the tenants the batch names, with their reasons', async () => {
		const { rebuild } = recorder({ maxBatch: 10, fails: ['b.in'] });
		expect(await settle(['a.in', 'b.in', 'c.in'].map((domain) => rebuild(domain)))).toEqual([
			'ok',
			'b.in: render failed',
			'ok',
		]);
	});

	it('keeps forced and ordinary rebuilds in batches of their own', async () => {
		const { rebuild, batches, ones } = recorder({ maxBatch: 10 });
		await settle([
			rebuild('a.in', { force: true }),
			rebuild('b.in'),
			rebuild('c.in', { force: true }),
		]);
		expect(batches).toEqual([{ domains: ['a.in', 'c.in'], force: true }]);
		expect(ones).toEqual([{ domain: 'b.in', force: false }]);
	});

	it('hands a lone call its job id and force, as its job asked', async () => {
		const seen: RebuildOptions[] = [];
		const rebuild = batchingRebuild({
			maxBatch: 10,
			windowMs: 10,
			one: async (_domain, options = {}) => {
				seen.push(options);
			},
			many: async () => new Map(),
		});
		await rebuild('a.in', { jobId: 'job-7', force: true });
		await rebuild('a.in', { jobId: 'job-8' });
		expect(seen).toEqual([
			{ jobId: 'job-7', force: true },
			{ jobId: 'job-8', force: false },
		]);
	});

	it('fails every tenant of a batch whose build threw, naming why', async () => {
		const rebuild = batchingRebuild({
			maxBatch: 10,
			windowMs: 10,
			one: async () => {},
			many: async () => {
				throw new Error('render process failed: out of memory');
			},
		});
		expect(await settle([rebuild('a.in'), rebuild('b.in')])).toEqual([
			'render process failed: out of memory',
			'render process failed: out of memory',
		]);
	});

	it('fails a tenant the batch reported nothing for, rather than calling it live', async () => {
		const rebuild = batchingRebuild({
			maxBatch: 10,
			windowMs: 10,
			one: async () => {},
			many: async () => new Map([['a.in', null]]),
		});
		expect(await settle([rebuild('a.in'), rebuild('b.in')])).toEqual([
			'ok',
			'the batch reported no outcome for it',
		]);
	});
});
