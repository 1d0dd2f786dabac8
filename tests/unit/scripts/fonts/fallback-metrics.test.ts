import { describe, expect, it } from 'vitest';
import {
	capsizeCollection,
	fallbackFor,
	type CapsizeEntry,
} from '../../../../scripts/lib/fonts/fallback-metrics.ts';

const entry = (familyName: string, category: string, xWidthAvg: number): CapsizeEntry => ({
	familyName,
	category,
	ascent: 900,
	descent: -300,
	lineGap: 10,
	unitsPerEm: 1000,
	xWidthAvg,
});

const COLLECTION = [
	entry('Karla', 'sans-serif', 450),
	entry('Lora', 'serif', 480),
	entry('Caveat', 'handwriting', 350),
];

describe('fallbackFor', () => {
	it.each([
		['Karla', 'sans-serif', 450],
		['lora', 'serif', 480],
		// Neither serif nor sans-serif: drawn from the sans-serif stand-in.
		['Caveat', 'sans-serif', 350],
	])('%s: a %s fallback at its metrics', (family, generic, xWidthAvg) => {
		expect(fallbackFor(family, COLLECTION)).toEqual({
			generic,
			metrics: { ascent: 900, descent: -300, lineGap: 10, unitsPerEm: 1000, xWidthAvg },
		});
	});

	it('an unknown family: no metrics, the sans-serif stand-in', () => {
		expect(fallbackFor('Unknown Face', COLLECTION)).toEqual({
			generic: 'sans-serif',
			metrics: null,
		});
	});

	it("finds Noto Sans Devanagari in Capsize's collection", async () => {
		expect(fallbackFor('Noto Sans Devanagari', await capsizeCollection())).toEqual({
			generic: 'sans-serif',
			metrics: { ascent: 896, descent: -408, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 474 },
		});
	});
});
