import { describe, expect, it } from 'vitest';
import { contrastRatio, legibleOn } from '../../../../src/lib/site/contrast.ts';

describe('contrastRatio', () => {
	it.each([
		['#000000', '#FFFFFF', 21],
		['#FFFFFF', '#FFFFFF', 1],
		['#767676', '#FFFFFF', 4.54],
	])('%s on %s ≈ %f', (a, b, expected) => {
		expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
	});
});

describe('legibleOn', () => {
	it('keeps a colour that is already legible', () => {
		expect(legibleOn('#7c2d12', '#FFFBF5')).toBe('#7C2D12');
	});

	it.each([
		['#EA580C', '#FFFBF5'],
		['#FACC15', '#FFFFFF'],
		['#2563EB', '#1E293B'],
	])('moves %s just far enough to read on %s', (colour, background) => {
		const legible = legibleOn(colour, background);
		expect(legible).not.toBe(colour);
		expect(contrastRatio(legible, background)).toBeGreaterThanOrEqual(4.5);
		// Just enough: one step less would not do.
		expect(contrastRatio(legible, background)).toBeLessThan(6);
	});
});
