/**
 * The performance budgets of issue 14 per page kind (targets.ts says which page is which) and the
 * check of one measured page against them. Byte budgets are gzip bytes of JavaScript before
 * interaction; the Lighthouse budget applies only when Lighthouse ran.
 */
import type { ScriptSplit } from './scripts.ts';
import type { PageKind } from './targets.ts';

interface KindBudget {
	/** All JavaScript (files and inline), gzip bytes; null: the kind is budgeted otherwise. */
	jsGzip: number | null;
	/** Inline JavaScript beyond the header's small script, gzip bytes; null: not budgeted apart. */
	inlineJsGzip: number | null;
	/** Whether script files other than the header's may load. */
	otherFiles: boolean;
	/** Lighthouse mobile performance score at least (0–100); null: none set. */
	performance: number | null;
}

export const BUDGETS: Readonly<Record<PageKind, KindBudget>> = {
	// The page's own JavaScript is inline, apart from the header's small script (scripts.ts).
	content: { jsGzip: null, inlineJsGzip: 3 * 1024, otherFiles: false, performance: 100 },
	// The table sets no Lighthouse budget for product pages (item 4 sets LCP targets).
	product: { jsGzip: 20 * 1024, inlineJsGzip: null, otherFiles: true, performance: null },
	island: { jsGzip: 90 * 1024, inlineJsGzip: null, otherFiles: true, performance: 98 },
};

/**
 * Page types held to a smaller byte budget than their kind's (gzip bytes of all JavaScript before
 * interaction): login and register, 80 KiB (issue 32, part 3). Their forms hydrate once the
 * student starts on them (`client:engaged`), so React is not among it.
 */
export const PAGE_JS_GZIP: Readonly<Record<string, number>> = {
	login: 80 * 1024,
	register: 80 * 1024,
};

/**
 * The most script files, beyond the header's, each page type may load (issue 33): a module that
 * becomes a chunk of its own costs every page that loads it a request, so a new one fails
 * `--strict` until it joins a chunk group (src/integrations/chunk-groups.ts) or the budget is
 * raised here on purpose. The most any demo tenant loads today; content pages load none. The
 * painted pages (cart, checkout, My Orders, My Profile, dashboard cart) load one or two more than
 * before they painted without React (the painter's chunk; the dashboard islands' hooks), but
 * their first paint waits for 8 to 9 of them instead of all. Login, register and forgot password
 * load their island's code only once the student starts on the form (`client:engaged`): login
 * and register their page scripts (a school's closed register page, the redirect's timer).
 */
export const SCRIPT_FILES: Readonly<Record<string, number>> = {
	home: 7,
	product: 7,
	detail: 12,
	contact: 9,
	unknown: 8,
	login: 2,
	register: 3,
	forgot: 0,
	cart: 11,
	checkout: 11,
	thankyou: 2,
	fail: 2,
	dashboard: 6,
	orders: 13,
	profile: 13,
	'dash-courses': 5,
	'dash-product': 10,
	'dash-detail': 15,
	'dash-cart': 13,
	'dash-feature': 12,
};

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
	kind: PageKind;
	/** The page type's id (targets.ts), for its script-file budget. */
	type?: string;
	scripts: ScriptSplit;
	lighthouse: LighthouseFigures | null;
}

export interface BudgetResult {
	pass: boolean;
	/** Byte budgets that failed. */
	bytes: string[];
	/** Lighthouse budgets that failed (none when Lighthouse did not run). */
	lighthouse: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Checks one page against its kind's budgets. */
export function checkBudgets(page: PageFigures): BudgetResult {
	const budget = BUDGETS[page.kind];
	const bytes: string[] = [];
	const { scripts } = page;
	const jsGzip = (page.type === undefined ? undefined : PAGE_JS_GZIP[page.type]) ?? budget.jsGzip;
	if (jsGzip !== null && scripts.totalGzip > jsGzip)
		bytes.push(`JS ${kb(scripts.totalGzip)} > ${kb(jsGzip)} gzip`);
	if (budget.inlineJsGzip !== null && scripts.inline.gzip > budget.inlineJsGzip)
		bytes.push(`inline JS ${kb(scripts.inline.gzip)} > ${kb(budget.inlineJsGzip)} gzip`);
	if (!budget.otherFiles)
		for (const file of scripts.files.filter((entry) => !entry.header))
			bytes.push(`script file ${file.path} (${kb(file.gzip)} gzip) beyond the header's`);
	const files = page.type === undefined ? undefined : SCRIPT_FILES[page.type];
	if (budget.otherFiles && files !== undefined && scripts.otherFiles.count > files)
		bytes.push(`${scripts.otherFiles.count} script files > ${files} beyond the header's`);
	const lighthouse: string[] = [];
	const score = page.lighthouse?.performance;
	if (page.lighthouse && budget.performance !== null && (score ?? -1) < budget.performance)
		lighthouse.push(`performance ${score ?? '?'} < ${budget.performance}`);
	return { pass: bytes.length === 0 && lighthouse.length === 0, bytes, lighthouse };
}

/** The run with the median performance score (Lighthouse's advice against single-run noise). */
export function medianRun<T extends { performance: number | null }>(runs: T[]): T | null {
	const scored = runs.filter((run) => run.performance !== null);
	if (scored.length === 0) return runs[0] ?? null;
	const sorted = [...scored].sort((a, b) => a.performance! - b.performance!);
	return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
