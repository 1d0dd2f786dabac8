/**
 * The registration-denied redirect (spec sections 8 and 9): the site root after 5 seconds, not
 * before, and not at all once cancelled.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectAfterDenial } from '../../../src/stores/denied-redirect.ts';

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

describe('redirectAfterDenial', () => {
	it.each([
		[0, []],
		[4999, []],
		[5000, ['/']],
		[60_000, ['/']],
	])('after %i ms it has gone to %j', (elapsed, visited) => {
		const go = vi.fn();
		redirectAfterDenial(go);
		vi.advanceTimersByTime(elapsed);
		expect(go.mock.calls.map(([path]) => path)).toEqual(visited);
	});

	it('a cancelled redirect never fires', () => {
		const go = vi.fn();
		const cancel = redirectAfterDenial(go);
		vi.advanceTimersByTime(4000);
		cancel();
		vi.advanceTimersByTime(10_000);
		expect(go).not.toHaveBeenCalled();
	});
});
