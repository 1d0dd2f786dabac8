/**
 * The fallback of a downloaded family: Capsize's metrics of its regular style, when its
 * collection knows the family (most Google Fonts families, e.g. Noto Sans Devanagari), and the
 * generic family (serif or sans-serif) its local stand-in is drawn from. Unknown: no metric
 * overrides, the theme's plain fallback.
 */
import type { FontMetrics } from '../../../src/lib/fonts/faces.ts';

/** What Capsize's collection holds of a family (the fields used here). */
export interface CapsizeEntry extends FontMetrics {
	familyName: string;
	category: string;
}

/** A family's fallback: its generic family and metrics (null when unknown). */
export interface FallbackChoice {
	generic: 'sans-serif' | 'serif';
	metrics: FontMetrics | null;
}

/** The fallback for `family` from a collection of Capsize entries (matched by family name, any case). */
export function fallbackFor(family: string, collection: Iterable<CapsizeEntry>): FallbackChoice {
	const wanted = family.toLowerCase();
	for (const entry of collection) {
		if (entry.familyName.toLowerCase() !== wanted) continue;
		const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = entry;
		return {
			generic: entry.category === 'serif' ? 'serif' : 'sans-serif',
			metrics: { ascent, descent, lineGap, unitsPerEm, xWidthAvg },
		};
	}
	return { generic: 'sans-serif', metrics: null };
}

let collection: Promise<CapsizeEntry[]> | undefined;

// About 2,000 families: loaded once, and only by a build that downloads a family.
/** Capsize's whole collection. */
export function capsizeCollection(): Promise<CapsizeEntry[]> {
	collection ??= import('@capsizecss/metrics/entireMetricsCollection').then(
		(module) => Object.values(module.entireMetricsCollection) as CapsizeEntry[],
	);
	return collection;
}
