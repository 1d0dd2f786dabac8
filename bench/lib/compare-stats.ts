/**
 * The figures of `npm run bench:compare`: what one Lighthouse run measured, medians over runs,
 * the ratio of ours to the baseline, the report entries, the strict check and the table rows.
 */
import type { ComparePage, VisitMode } from './compare-options.ts';
import type { MarkupDifference } from './compare-markup.ts';

/** What one Lighthouse run measured of one page (null where Lighthouse gave nothing). */
export interface PageFigures {
	fcpMs: number | null;
	lcpMs: number | null;
	tbtMs: number | null;
	speedIndexMs: number | null;
	/** Bytes over the network, every request (compressed sizes, headers included). */
	transferBytes: number | null;
	/** The part of `transferBytes` that is JavaScript. */
	jsBytes: number | null;
}

const METRICS = ['fcpMs', 'lcpMs', 'tbtMs', 'speedIndexMs', 'transferBytes', 'jsBytes'] as const;

/** The parts of a Lighthouse result (LHR) read here. */
export interface LhrLike {
	audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/** The median of the finite values; the mean of the middle two for an even count; null for none. */
export function median(values: ReadonlyArray<number | null>): number | null {
	const sorted = values
		.filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
		.sort((a, b) => a - b);
	if (sorted.length === 0) return null;
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** ours / baseline, three decimals; null when either is missing or the baseline is not positive. */
export function ratio(ours: number | null, baseline: number | null): number | null {
	if (ours === null || baseline === null || !(baseline > 0)) return null;
	return Math.round((ours / baseline) * 1000) / 1000;
}

/** The figures of one Lighthouse result: four metric audits and the network requests' bytes. */
export function figuresOf(lhr: LhrLike): PageFigures {
	const metric = (id: string) => {
		const value = lhr.audits[id]?.numericValue;
		return typeof value === 'number' && Number.isFinite(value) ? value : null;
	};
	const details = lhr.audits['network-requests']?.details as
		{ items?: Array<{ transferSize?: number; resourceType?: string }> } | undefined;
	const items = Array.isArray(details?.items) ? details.items : null;
	const sum = (keep: (item: { resourceType?: string }) => boolean) =>
		items === null
			? null
			: items.filter(keep).reduce((total, item) => total + (item.transferSize ?? 0), 0);
	return {
		fcpMs: metric('first-contentful-paint'),
		lcpMs: metric('largest-contentful-paint'),
		tbtMs: metric('total-blocking-time'),
		speedIndexMs: metric('speed-index'),
		transferBytes: sum(() => true),
		jsBytes: sum((item) => item.resourceType === 'Script'),
	};
}

/** The median of each figure over the runs, independently, to a tenth (of a millisecond, a byte). */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
	const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
	return Object.fromEntries(
		METRICS.map((key) => [key, tenth(median(runs.map((run) => run[key])))]),
	) as unknown as PageFigures;
}

/** One page of one tenant in one visit mode: medians of both builds and the LCP ratio. */
export interface CompareEntry {
	page: ComparePage;
	tenant: string;
	mode: VisitMode;
	/** Runs that gave figures, per build. */
	runs: { ours: number; baseline: number };
	ours: PageFigures;
	baseline: PageFigures;
	/** ours / baseline of the median LCP. */
	lcpRatio: number | null;
	/** The distinct LCP elements Lighthouse named in the runs, per build. */
	lcpElements?: { ours: string[]; baseline: string[] };
}

/** The entry of a page from each build's runs (a failed run is left out of the medians). */
export function compareEntry(
	key: { page: ComparePage; tenant: string; mode: VisitMode },
	ours: readonly PageFigures[],
	baseline: readonly PageFigures[],
): CompareEntry {
	const oursMedian = medianFigures(ours);
	const baselineMedian = medianFigures(baseline);
	return {
		...key,
		runs: { ours: ours.length, baseline: baseline.length },
		ours: oursMedian,
		baseline: baselineMedian,
		lcpRatio: ratio(oursMedian.lcpMs, baselineMedian.lcpMs),
	};
}

/** Issue 14's target: LCP of ours at most half the baseline's on home and the products list. */
export const LCP_RATIO_TARGET = 0.5;
const TARGET_PAGES: readonly ComparePage[] = ['home', 'product'];

/**
 * The entries that miss the target: home and the products list on an empty cache (the first
 * visit the claim is about) with an LCP ratio above 0.5, or none measured.
 */
export function strictFailures(entries: readonly CompareEntry[]): CompareEntry[] {
	// From the medians, not the rounded ratio: 0.5004 misses the target too.
	const misses = ({ ours, baseline }: CompareEntry) =>
		ours.lcpMs === null ||
		baseline.lcpMs === null ||
		!(baseline.lcpMs > 0) ||
		ours.lcpMs / baseline.lcpMs > LCP_RATIO_TARGET;
	return entries.filter(
		(entry) => entry.mode === 'cold' && TARGET_PAGES.includes(entry.page) && misses(entry),
	);
}

/** The header of the printed table. */
export const TABLE_HEADER = [
	'tenant',
	'page',
	'visit',
	'build',
	'FCP ms',
	'LCP ms',
	'TBT ms',
	'SI ms',
	'transfer KB',
	'JS KB',
	'LCP ratio',
];

const cell = (value: number | null, format: (value: number) => string) =>
	value === null ? '–' : format(value);
const ms = (value: number | null) => cell(value, (v) => String(Math.round(v)));
const kb = (value: number | null) => cell(value, (v) => (v / 1024).toFixed(1));
const share = (value: number | null) => cell(value, (v) => v.toFixed(2));

/** Three rows per entry: ours, the baseline, and ours/baseline for every figure. */
export function tableRows(entries: readonly CompareEntry[]): string[][] {
	return entries.flatMap((entry) => {
		const key = [entry.tenant, entry.page, entry.mode === 'cold' ? 'empty cache' : 'repeat'];
		const figures = (build: string, f: PageFigures, lcpRatio: string) => [
			...key,
			build,
			ms(f.fcpMs),
			ms(f.lcpMs),
			ms(f.tbtMs),
			ms(f.speedIndexMs),
			kb(f.transferBytes),
			kb(f.jsBytes),
			lcpRatio,
		];
		const ratios = METRICS.map((metric) =>
			share(ratio(entry.ours[metric], entry.baseline[metric])),
		);
		return [
			figures('ours', entry.ours, share(entry.lcpRatio)),
			figures('baseline', entry.baseline, ''),
			[...key, 'ratio', ...ratios, ''],
		];
	});
}

/** What the report says about the run besides the entries. */
export interface CompareMeta {
	generatedAt: string;
	durationS: number;
	/** Logical cores of the machine (`os.availableParallelism()`). */
	cores: number;
	/** Lighthouse runs per page, build and mode. */
	runs: number;
	tenants: string[];
	/** Where each build was served, per tenant: `{ours, baseline}` origins. */
	origins: Record<string, { ours: string; baseline: string }>;
	/** How Lighthouse ran. */
	lighthouse: { version: string; formFactor: 'mobile'; throttling: 'simulated'; order: string };
	/** Per `<tenant> <page>`: the elements rendered a different number of times by the builds. */
	markup: Record<string, MarkupDifference[]>;
}

/** The report file's content: the metadata, the target and one entry per page and visit mode. */
export function compareReport(meta: CompareMeta, entries: readonly CompareEntry[]) {
	return {
		...meta,
		target: { lcpRatio: LCP_RATIO_TARGET, pages: TARGET_PAGES, mode: 'cold' },
		entries,
		failures: strictFailures(entries).map((entry) => `${entry.tenant} ${entry.page}`),
	};
}
