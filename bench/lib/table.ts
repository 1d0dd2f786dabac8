/**
 * Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned.
 */

/** Formats rows under a header; a cell that looks numeric is right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
	const widths = header.map((title, column) =>
		Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
	);
	const numeric = /^-?[\d.,]+( ?(KB|ms|s|%))?$/;
	const line = (cells: string[]) =>
		cells
			.map((cell, column) =>
				numeric.test(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
			)
			.join('  ')
			.trimEnd();
	return [
		line(header),
		widths.map((width) => '-'.repeat(width)).join('  '),
		...rows.map(line),
	].join('\n');
}

/** Bytes as kilobytes with one decimal, e.g. `12.3`. */
export const kilobytes = (bytes: number): string => (bytes / 1024).toFixed(1);
