/**
 * src/lib/memo.ts: a value computed from a tenant's data once per data object (and argument), the
 * same answer for the same object, a new one for another object with the same content.
 */
import { describe, expect, it } from 'vitest';
import { oncePer, oncePerPair } from '../../../src/lib/memo.ts';

describe('oncePer', () => {
	it('computes once per object and answers the first result after', () => {
		const calls: string[] = [];
		const name = oncePer((site: { domain: string }) => {
			calls.push(site.domain);
			return site.domain.toUpperCase();
		});
		const sunrise = { domain: 'sunrise.in' };
		expect([name(sunrise), name(sunrise), name(sunrise)]).toEqual([
			'SUNRISE.IN',
			'SUNRISE.IN',
			'SUNRISE.IN',
		]);
		expect(calls).toEqual(['sunrise.in']);
		// Another wave's copy of the same tenant is another object: computed again.
		expect(name({ domain: 'sunrise.in' })).toBe('SUNRISE.IN');
		expect(calls).toEqual(['sunrise.in', 'sunrise.in']);
	});

	it('keeps a null or undefined result instead of computing it again', () => {
		let calls = 0;
		const nothing = oncePer((_site: object) => {
			calls++;
			return calls === 1 ? null : 'second';
		});
		const site = {};
		expect(nothing(site)).toBeNull();
		expect(nothing(site)).toBeNull();
		expect(calls).toBe(1);
	});
});

describe('oncePerPair', () => {
	it.each([
		[true, 'with third parties'],
		[false, 'without'],
	])('computes once per object and argument (%s → %s)', (flag, expected) => {
		let calls = 0;
		const sources = oncePerPair((_site: object, thirdParty: boolean) => {
			calls++;
			return thirdParty ? 'with third parties' : 'without';
		});
		const site = {};
		expect(sources(site, flag)).toBe(expected);
		expect(sources(site, flag)).toBe(expected);
		expect(calls).toBe(1);
		expect(sources(site, !flag)).not.toBe(expected);
		expect(calls).toBe(2);
	});

	it('tells an omitted argument from an object argument', () => {
		const count = oncePerPair((_theme: object, fonts?: readonly string[]) => fonts?.length ?? -1);
		const theme = {};
		expect(count(theme, undefined)).toBe(-1);
		expect(count(theme, ['Inter', 'Lato'])).toBe(2);
		expect(count(theme, undefined)).toBe(-1);
	});
});
