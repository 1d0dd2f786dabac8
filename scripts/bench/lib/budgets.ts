/**
 * The performance budgets of the project (preamble rules) and the check of one page against them.
 */
import type { ByteTotals } from './bytes.ts';

export const BUDGETS = {
	/** Pages without forms: JavaScript before interaction, gzip bytes. */
	staticJsGzip: 20 * 1024,
	/** Pages with forms (login, register, contact with its form): JavaScript total, gzip bytes. */
	formJsGzip: 90 * 1024,
	/** Lighthouse mobile performance score, 0–100. */
	performance: 98,
	/** Largest Contentful Paint, milliseconds (strictly below). */
	lcpMs: 1800,
	/** Cumulative Layout Shift (strictly below). */
	cls: 0.05,
} as const;

export interface LighthouseFigures {
	/** 0–100. */
	performance: number | null;
	accessibility: number | null;
	lcpMs: number | null;
	tbtMs: number | null;
	cls: number | null;
}

/** What the budget check needs to know about one measured page. */
export interface PageFigures {
	/** A form page (login, register, or any page rendering a <form>) may ship React and more JS. */
	hasForm: boolean;
	bytes: ByteTotals;
	reactChunks: string[];
	lighthouse: LighthouseFigures | null;
}

export interface BudgetResult {
	pass: boolean;
	failures: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Checks one page against the budgets; Lighthouse budgets only apply when it ran. */
export function checkBudgets(page: PageFigures): BudgetResult {
	const failures: string[] = [];
	const js = page.bytes.js.gzip;
	if (page.hasForm) {
		if (js > BUDGETS.formJsGzip) failures.push(`JS ${kb(js)} > ${kb(BUDGETS.formJsGzip)} gzip`);
	} else {
		if (js > BUDGETS.staticJsGzip) failures.push(`JS ${kb(js)} > ${kb(BUDGETS.staticJsGzip)} gzip`);
		if (page.reactChunks.length > 0) failures.push('React loaded on a page without forms');
	}
	const lh = page.lighthouse;
	if (lh) {
		if (lh.performance === null || lh.performance < BUDGETS.performance)
			failures.push(`performance ${lh.performance ?? '?'} < ${BUDGETS.performance}`);
		if (lh.lcpMs === null || lh.lcpMs >= BUDGETS.lcpMs)
			failures.push(
				`LCP ${lh.lcpMs === null ? '?' : Math.round(lh.lcpMs)} ms ≥ ${BUDGETS.lcpMs} ms`,
			);
		if (lh.cls === null || lh.cls >= BUDGETS.cls)
			failures.push(`CLS ${lh.cls === null ? '?' : lh.cls.toFixed(3)} ≥ ${BUDGETS.cls}`);
	}
	return { pass: failures.length === 0, failures };
}

/** The run with the median performance score (Lighthouse's advice against single-run noise). */
export function medianRun<T extends { performance: number | null }>(runs: T[]): T | null {
	const scored = runs.filter((run) => run.performance !== null);
	if (scored.length === 0) return runs[0] ?? null;
	const sorted = [...scored].sort((a, b) => a.performance! - b.performance!);
	return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
