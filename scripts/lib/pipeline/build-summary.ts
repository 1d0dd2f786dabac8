/**
 * The table a build prints when it ends: how many tenants were built, skipped and failed, why
 * each failed one failed, and how long each phase took. Plain text, aligned for a monospace
 * terminal or a CI log; no colour, so it reads the same in both.
 */
import { formatCount, formatSeconds } from './progress-text.ts';

/** What the build reports at its end; times in ms. */
export interface BuildSummary {
	built: string[];
	skipped: string[];
	failed: { domain: string; reason: string }[];
	/** Each phase's time, in the order to print them: `{ fetch: 1234, render: 56789 }`. */
	phases: Record<string, number>;
	totalMs: number;
	/** Pages rendered, when the build counted them. */
	pages?: number;
}

// A build where the API is down fails every tenant; past this the reasons repeat themselves.
const FAILED_SHOWN = 20;

/** A titled block of two-column rows: labels padded to the widest, values right-aligned if asked. */
function section(title: string, rows: [string, string][], alignRight: boolean): string[] {
	const left = Math.max(...rows.map(([label]) => label.length));
	const right = Math.max(...rows.map(([, value]) => value.length));
	const lines = rows.map(([label, value]) =>
		`  ${label.padEnd(left)}  ${alignRight ? value.padStart(right) : value}`.trimEnd(),
	);
	return [title, ...lines];
}

/** The end-of-build table, lines joined with `\n` (no trailing newline). */
export function summaryTable(summary: BuildSummary): string {
	const { built, skipped, failed } = summary;
	const counts: [string, string][] = [
		['Tenants built', formatCount(built.length)],
		['Tenants skipped', formatCount(skipped.length)],
		['Tenants failed', formatCount(failed.length)],
	];
	if (summary.pages !== undefined) counts.push(['Pages rendered', formatCount(summary.pages)]);
	const lines = section('Build summary', counts, true);
	if (failed.length > 0) {
		const shown = failed.slice(0, FAILED_SHOWN).map((f): [string, string] => [
			f.domain,
			// A reason over several lines would break the table's columns.
			f.reason.replace(/\s+/g, ' '),
		]);
		lines.push('', ...section('Failed', shown, false));
		if (failed.length > FAILED_SHOWN)
			lines.push(`  … and ${formatCount(failed.length - FAILED_SHOWN)} more`);
	}
	const times = Object.entries(summary.phases).map(([phase, ms]): [string, string] => [
		phase,
		formatSeconds(ms),
	]);
	lines.push('', ...section('Time', [...times, ['total', formatSeconds(summary.totalMs)]], true));
	return lines.join('\n');
}

/** The build's line about institute images: how many were optimised, encoded, unchanged and kept. */
export function imagesLine(images: {
	optimised: number;
	encoded: number;
	unchanged: number;
	failed: readonly unknown[];
}): string {
	const kept = images.failed.length;
	return (
		`Images: ${formatCount(images.optimised)} optimised (${formatCount(images.encoded)} files encoded, ` +
		`${formatCount(images.unchanged)} unchanged since the last build)` +
		(kept > 0 ? `, ${formatCount(kept)} kept their original address (reasons above)` : '')
	);
}

/**
 * The line naming the tenants whose page language the build read from their text, or null when
 * there are none (every other tenant is English or has `lang` in the tenants file).
 */
export function languagesLine(
	detected: ReadonlyArray<{ domain: string; tag: string }>,
): string | null {
	if (detected.length === 0) return null;
	const list = [...detected]
		.sort((a, b) => (a.domain < b.domain ? -1 : 1))
		.map(({ domain, tag }) => `${domain} ${tag}`)
		.join(', ');
	return `Page language read from the institute's text: ${list} (set "lang" in the tenants file to choose it)`;
}

/**
 * The build's lines about theme fonts without a package: how many families the sites serve
 * themselves and how many files were downloaded, then one line per family left on Google Fonts,
 * with the reason. None when no theme has such a family.
 */
export function fontsLines(fonts: {
	selfHosted: readonly string[];
	downloaded: number;
	failed: ReadonlyArray<{ family: string; reason: string }>;
}): string[] {
	if (fonts.selfHosted.length === 0 && fonts.failed.length === 0) return [];
	const families = (count: number) =>
		`${formatCount(count)} ${count === 1 ? 'family' : 'families'}`;
	return [
		`Fonts: ${families(fonts.selfHosted.length)} served by the sites (${formatCount(fonts.downloaded)} files downloaded, ` +
			`none when cached), ${families(fonts.failed.length)} left on Google Fonts`,
		...fonts.failed.map(
			({ family, reason }) =>
				`  ${family}: not downloaded (${reason.replace(/\s+/g, ' ')}); its pages load it from Google Fonts`,
		),
	];
}
