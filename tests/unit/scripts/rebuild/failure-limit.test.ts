/**
 * The per-source limit on bad signatures: 10 failures in a 60 s window, then the seconds left for
 * `Retry-After`; in memory on an injected clock (at most 10,000 sources kept) and in a real
 * redis-server shared by two limiters.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
	memoryFailureLimiter,
	redisFailureLimiter,
	type FailureLimiter,
} from '../../../../scripts/lib/rebuild/failure-limit.ts';
import { redisForTests } from './support/redis.ts';

/** The answers of `count` failures from `source`. */
async function failures(limiter: FailureLimiter, source: string, count: number) {
	const answers: (number | null)[] = [];
	for (let i = 0; i < count; i += 1) answers.push(await limiter.fail(source));
	return answers;
}

describe('memoryFailureLimiter', () => {
	it('lets 10 failures by, then answers the seconds left of the 60 s window', async () => {
		let now = 5_000_000;
		const limiter = memoryFailureLimiter(() => now);

		expect(await failures(limiter, '203.0.113.7', 10)).toEqual(Array(10).fill(null));
		expect(await limiter.fail('203.0.113.7')).toBe(60);
		now += 30_000;
		expect(await limiter.fail('203.0.113.7')).toBe(30);
		now += 29_500;
		expect(await limiter.fail('203.0.113.7')).toBe(1);
		// The window has ended: a new one starts with this failure.
		now += 500;
		expect(await failures(limiter, '203.0.113.7', 10)).toEqual(Array(10).fill(null));
		expect(await limiter.fail('203.0.113.7')).toBe(60);
	});

	it('counts each source apart', async () => {
		const limiter = memoryFailureLimiter(() => 0);
		await failures(limiter, '203.0.113.7', 11);
		expect(await limiter.fail('2001:db8::1')).toBeNull();
		expect(await limiter.fail('203.0.113.7')).toBe(60);
	});

	it('keeps at most 10,000 sources, dropping the oldest window first', async () => {
		let now = 0;
		const limiter = memoryFailureLimiter(() => now);
		await failures(limiter, 'first', 11);
		for (let i = 0; i < 10_000; i += 1) {
			now += 1;
			await limiter.fail(`10.0.${i >> 8}.${i & 255}`);
		}
		expect(limiter.size()).toBe(10_000);
		// "first" was dropped, so it starts over.
		expect(await limiter.fail('first')).toBeNull();
	});

	it('forgets sources whose window has ended', async () => {
		let now = 0;
		const limiter = memoryFailureLimiter(() => now);
		await limiter.fail('a');
		now = 30_000;
		await limiter.fail('b');
		now = 60_000;
		expect(limiter.size()).toBe(1);
		now = 90_000;
		expect(limiter.size()).toBe(0);
	});
});

describe('redisFailureLimiter', () => {
	const server = redisForTests();

	let client: Redis;
	function open(prefix: string): FailureLimiter {
		client = new Redis(server.url);
		const own = client;
		onTestFinished(() => own.quit().then(() => {}));
		return redisFailureLimiter(own, prefix);
	}

	it('counts the failures two limiters see together, per source', async () => {
		const prefix = `t${randomUUID().slice(0, 8)}`;
		const one = open(prefix);
		const other = open(prefix);

		expect(await failures(one, '203.0.113.7', 6)).toEqual(Array(6).fill(null));
		expect(await failures(other, '203.0.113.7', 4)).toEqual(Array(4).fill(null));
		expect(await one.fail('2001:db8::1')).toBeNull();
		const wait = await other.fail('203.0.113.7');
		// 60 s less the moments this test took.
		expect(wait).toBeGreaterThanOrEqual(59);
		expect(wait).toBeLessThanOrEqual(60);
		// The counter goes with its window: nothing stays in Redis.
		expect(await client.pttl(`${prefix}:203.0.113.7`)).toBeGreaterThan(58_000);
	});
});
