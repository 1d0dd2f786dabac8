/**
 * The page benchmark's report: one entry per tenant and page type, and its terminal table.
 */
import type { BudgetResult } from './budgets.ts';
import type { ByteTotals } from './bytes.ts';
import type { LighthouseRun } from './lighthouse-run.ts';
import type { ScriptSplit } from './scripts.ts';
import { formatTable, kilobytes } from './table.ts';
import type { PageKind } from './targets.ts';

export interface PageReport {
	tenant: string;
	type: string;
	path: string | null;
	url: string | null;
	present: boolean;
	status: number | null;
	note?: string;
	/** The budget kind the page was checked as (targets.ts). */
	kind?: PageKind;
	hasForm?: boolean;
	islands?: number;
	bytes?: ByteTotals;
	scripts?: ScriptSplit;
	reactChunks?: string[];
	lighthouse?: LighthouseRun | null;
	budget?: BudgetResult;
}

const DASH = '–';

const fixed = (value: number | null | undefined, digits: number) =>
	value === null || value === undefined ? DASH : value.toFixed(digits);

function row(report: PageReport): string[] {
	if (!report.present || !report.scripts || !report.bytes)
		return [
			report.tenant,
			report.type,
			report.kind ?? DASH,
			String(report.status ?? DASH),
			'absent',
		];
	const { scripts, bytes } = report;
	const lh = report.lighthouse;
	return [
		report.tenant,
		report.type,
		report.kind ?? DASH,
		String(report.status),
		kilobytes(bytes.html.gzip),
		kilobytes(bytes.css.gzip),
		kilobytes(scripts.totalGzip),
		kilobytes(scripts.header.gzip + scripts.header.inline.gzip),
		`${scripts.otherFiles.count}`,
		kilobytes(scripts.otherFiles.gzip),
		kilobytes(scripts.inline.gzip),
		report.reactChunks?.length ? 'yes' : 'no',
		lh ? String(lh.performance ?? DASH) : DASH,
		lh ? fixed(lh.lcpMs, 0) : DASH,
		lh ? fixed(lh.tbtMs, 0) : DASH,
		lh ? fixed(lh.cls, 3) : DASH,
		lh ? String(lh.accessibility ?? DASH) : DASH,
		report.budget?.pass ? 'PASS' : 'FAIL',
	];
}

/**
 * The table: JS is every script before interaction (files and inline, gzip); header is the
 * header's small script (files and inline); files and files KB the other script files; inline the
 * page's own inline scripts.
 */
export function printTable(reports: readonly PageReport[]): string {
	return formatTable(
		[
			'tenant',
			'page',
			'kind',
			'status',
			'HTML KB',
			'CSS KB',
			'JS KB',
			'header KB',
			'files',
			'files KB',
			'inline KB',
			'React',
			'perf',
			'LCP ms',
			'TBT ms',
			'CLS',
			'a11y',
			'budget',
		],
		reports.map(row),
	);
}

/** One line per failing page with its failures, then the script files of each. */
export function printFailures(reports: readonly PageReport[]): string {
	const lines: string[] = [];
	for (const report of reports) {
		const budget = report.budget;
		if (!budget || budget.pass) continue;
		lines.push(
			`  FAIL ${report.tenant} ${report.type} (${report.kind}): ${[...budget.bytes, ...budget.lighthouse].join('; ')}`,
		);
		for (const file of report.scripts?.files ?? [])
			lines.push(
				`       ${file.header ? 'header' : 'page  '} ${kilobytes(file.gzip).padStart(5)} KB  ${file.path}`,
			);
		const inline = report.scripts?.inline;
		if (inline && inline.count > 0)
			lines.push(
				`       inline ${kilobytes(inline.gzip).padStart(5)} KB  ${inline.count} script(s)`,
			);
	}
	return lines.join('\n');
}
