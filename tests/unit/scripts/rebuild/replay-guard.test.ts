/**
 * The replay memory on its own: in memory on an injected clock (refused until the time given,
 * forgotten after, memory released), and in a real redis-server (the same answers, a key that
 * expires by itself, one answer of "new" when two servers race).
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
	memoryReplayGuard,
	redisReplayGuard,
	type ReplayGuard,
} from '../../../../scripts/lib/rebuild/replay-guard.ts';
import { redisForTests } from './support/redis.ts';

describe('memoryReplayGuard', () => {
	it('refuses a key until its time is up, then takes it again', async () => {
		let now = 1_000_000;
		const guard = memoryReplayGuard(() => now);

		expect(await guard.remember('1767225600.abc', 5000)).toBe(true);
		expect(await guard.remember('1767225600.abc', 5000)).toBe(false);
		expect(await guard.remember('1767225600.def', 5000)).toBe(true);
		now += 4999;
		expect(await guard.remember('1767225600.abc', 5000)).toBe(false);
		now += 1;
		expect(await guard.remember('1767225600.abc', 5000)).toBe(true);
	});

	it('drops every entry whose time is up, so memory stays bounded', async () => {
		let now = 0;
		const guard = memoryReplayGuard(() => now);
		for (let i = 0; i < 1000; i += 1) await guard.remember(`key-${i}`, 301_000 + i);
		expect(guard.size()).toBe(1000);

		// Up at 301,000 + i ms: entries 0 to 500 are gone at 301,500.
		now = 301_500;
		expect(guard.size()).toBe(499);
		now = 302_000;
		expect(guard.size()).toBe(0);
	});

	it('takes a forgotten key again', async () => {
		const guard = memoryReplayGuard(() => 0);
		await guard.remember('k', 1000);
		await guard.forget('k');
		expect(await guard.remember('k', 1000)).toBe(true);
	});
});

describe('redisReplayGuard', () => {
	const server = redisForTests();

	function open(prefix: string): { guard: ReplayGuard; client: Redis } {
		const client = new Redis(server.url);
		onTestFinished(() => client.quit().then(() => {}));
		return { guard: redisReplayGuard(client, prefix), client };
	}

	it('answers as the memory one, with the time rounded up to whole seconds', async () => {
		const prefix = `t${randomUUID().slice(0, 8)}`;
		const { guard, client } = open(prefix);

		expect(await guard.remember('1767225600.abc', 1500)).toBe(true);
		expect(await guard.remember('1767225600.abc', 1500)).toBe(false);
		expect(await client.ttl(`${prefix}:1767225600.abc`)).toBe(2);
		await guard.forget('1767225600.abc');
		expect(await guard.remember('1767225600.abc', 1500)).toBe(true);
	});

	it('forgets a key once Redis expires it', async () => {
		const { guard } = open(`t${randomUUID().slice(0, 8)}`);

		expect(await guard.remember('k', 1000)).toBe(true);
		await new Promise((resolve) => setTimeout(resolve, 1100));
		expect(await guard.remember('k', 1000)).toBe(true);
	});

	it('says "new" to one of two servers racing with the same key', async () => {
		const prefix = `t${randomUUID().slice(0, 8)}`;
		const answers = await Promise.all(
			Array.from({ length: 8 }, () => open(prefix).guard.remember('k', 300_000)),
		);
		expect(answers.filter(Boolean)).toEqual([true]);
	});
});
