/**
 * The W3C Nu HTML Checker's JSON output (`vnu.jar --format json`) read into errors, and the lines
 * `npm run check:html` prints: each distinct message once with its count, then where it occurs.
 */

/** One error of the checker. */
export interface NuError {
	/** The page, relative to the dist folder. */
	page: string;
	line: number | null;
	message: string;
	extract: string;
}

interface NuMessage {
	type?: string;
	subType?: string;
	url?: string;
	lastLine?: number;
	message?: string;
	extract?: string;
}

/** The errors of the checker's JSON (fatal ones included); `base` is stripped from page URLs. */
export function nuErrors(json: string, base: string): NuError[] {
	const parsed = JSON.parse(json) as { messages?: NuMessage[] };
	const prefix = `file:${base.endsWith('/') ? base : `${base}/`}`;
	return (parsed.messages ?? [])
		.filter((message) => message.type === 'error' || message.subType === 'fatal')
		.map((message) => ({
			page: (message.url ?? '').replace(prefix, ''),
			line: message.lastLine ?? null,
			message: message.message ?? '(no message)',
			extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
		}));
}

/** The report: a count line, then each message with its count and up to `shown` places. */
export function nuReport(errors: readonly NuError[], pages: number, shown = 3): string[] {
	if (errors.length === 0) return [`Nu HTML Checker: 0 errors on ${pages} page(s).`];
	const byMessage = new Map<string, NuError[]>();
	for (const error of errors)
		byMessage.set(error.message, [...(byMessage.get(error.message) ?? []), error]);
	const failing = new Set(errors.map((error) => error.page)).size;
	const lines = [`Nu HTML Checker: ${errors.length} error(s) on ${failing} of ${pages} page(s).`];
	const groups = [...byMessage].sort((a, b) => b[1].length - a[1].length);
	for (const [message, places] of groups) {
		lines.push(`${places.length} × ${message}`);
		for (const place of places.slice(0, shown))
			lines.push(
				`    ${place.page}${place.line === null ? '' : `:${place.line}`}  ${place.extract.slice(0, 120)}`,
			);
		if (places.length > shown) lines.push(`    … and ${places.length - shown} more`);
	}
	return lines;
}
