/**
 * A Playwright reporter for the fault matrix (tests/e2e/fault-matrix.spec.ts): the cells (tests
 * annotated `fault-cell` with "<call> <fault>") as a table of calls by faults, with cells passing
 * out of cells run. Written to reports/fault-matrix.md and reports/fault-matrix.json and printed
 * at the end of a run that ran any cell; silent otherwise.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from 'playwright/types/testReporter';
import { FAULT_IDS } from './faults.ts';

type Outcome = 'passed' | 'flaky' | 'failed';

interface Cell {
	call: string;
	fault: string;
	outcome: Outcome;
	/** The first line of the last failure, for the report. */
	error?: string;
}

// M1…M20 before P1…P13, each in number order.
const byCallId = (a: string, b: string) =>
	a.charAt(0).localeCompare(b.charAt(0)) || Number(a.slice(1)) - Number(b.slice(1));

const MARK: Record<Outcome, string> = { passed: 'pass', flaky: 'pass (on retry)', failed: 'FAIL' };

/** The table and totals as Markdown. */
export function matrixMarkdown(cells: readonly Cell[]): string {
	const calls = [...new Set(cells.map((cell) => cell.call))].sort(byCallId);
	const faults = FAULT_IDS.filter((fault) => cells.some((cell) => cell.fault === fault));
	const passing = cells.filter((cell) => cell.outcome !== 'failed').length;
	const lines = [
		'# Fault matrix',
		'',
		`${passing} of ${cells.length} cells passing.`,
		'',
		`| Call | ${faults.join(' | ')} |`,
		`| --- | ${faults.map(() => '---').join(' | ')} |`,
		...calls.map((call) => {
			const row = faults.map((fault) => {
				const cell = cells.find((entry) => entry.call === call && entry.fault === fault);
				return cell ? MARK[cell.outcome] : '–';
			});
			return `| ${call} | ${row.join(' | ')} |`;
		}),
	];
	const failed = cells.filter((cell) => cell.outcome === 'failed');
	if (failed.length > 0) {
		lines.push('', '## Failing cells', '');
		for (const cell of failed) lines.push(`- ${cell.call} × ${cell.fault}: ${cell.error ?? ''}`);
	}
	return `${lines.join('\n')}\n`;
}

const firstLine = (text: string | undefined) =>
	// Playwright's messages carry terminal colours.
	text
		?.replace(/\u001b\[[0-9;]*m/g, '')
		.split('\n')
		.find((line) => line.trim() !== '')
		?.trim();

export default class FaultMatrixReporter implements Reporter {
	private readonly cells = new Map<string, Cell>();
	private outputDir = 'reports';

	onBegin(config: FullConfig): void {
		// Next to the config, at the checkout's root, as the other reports (README.md).
		this.outputDir = join(
			config.configFile ? dirname(config.configFile) : process.cwd(),
			'reports',
		);
	}

	onTestEnd(test: TestCase, result: TestResult): void {
		const note = test.annotations.find((annotation) => annotation.type === 'fault-cell');
		if (!note?.description || result.status === 'skipped') return;
		const [call = '', fault = ''] = note.description.split(' ');
		const passed = result.status === 'passed';
		const cell: Cell = {
			call,
			fault,
			outcome: passed ? (result.retry > 0 ? 'flaky' : 'passed') : 'failed',
		};
		const error = firstLine(result.error?.message);
		if (!passed && error) cell.error = error;
		// Keyed by test and project: a retry replaces the attempt before it.
		this.cells.set(`${test.parent.project()?.name ?? ''} ${test.id}`, cell);
	}

	onEnd(): void {
		if (this.cells.size === 0) return;
		const cells = [...this.cells.values()];
		const markdown = matrixMarkdown(cells);
		mkdirSync(this.outputDir, { recursive: true });
		writeFileSync(join(this.outputDir, 'fault-matrix.md'), markdown);
		const passing = cells.filter((cell) => cell.outcome !== 'failed').length;
		const json = { passing, run: cells.length, cells };
		writeFileSync(
			join(this.outputDir, 'fault-matrix.json'),
			`${JSON.stringify(json, null, '\t')}\n`,
		);
		console.log(`\n${markdown}`);
	}

	printsToStdio(): boolean {
		return false;
	}
}
