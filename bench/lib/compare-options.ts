/**
 * Command-line options of `npm run bench:compare` (documented at the top of bench/compare.ts).
 */
import { parseArgs } from 'node:util';

/** The pages compared, by the names the report uses. */
export const COMPARE_PAGES = ['home', 'courses', 'product', 'faqs', 'about', 'content'] as const;
export type ComparePage = (typeof COMPARE_PAGES)[number];

/** Empty cache (a first visit, Lighthouse's default) and repeat visit (warm HTTP cache). */
export const VISIT_MODES = ['cold', 'warm'] as const;
export type VisitMode = (typeof VISIT_MODES)[number];

export interface CompareOptions {
	/** Lighthouse runs per page, build and mode; medians are reported. */
	runs: number;
	/** Tenant domains to compare. */
	tenants: string[];
	pages: ComparePage[];
	modes: VisitMode[];
	/** Report file, relative to the project root. */
	out: string;
	/** Exit 1 when home or the products list misses the LCP ratio target. */
	strict: boolean;
}

const DEFAULT_TENANT = 'sunrise-academy.in';

function listOf<T extends string>(
	option: string,
	value: string,
	allowed: readonly T[],
	fallback: readonly T[],
): T[] {
	const items = value
		.split(',')
		.map((item) => item.trim())
		.filter(Boolean);
	if (items.length === 0) return [...fallback];
	for (const item of items)
		if (!allowed.includes(item as T))
			throw new Error(`--${option}: '${item}' is not one of ${allowed.join(', ')}`);
	return [...new Set(items)] as T[];
}

/** Parses argv (without `node` and the script); throws on an unknown option or value. */
export function parseCompareOptions(argv: string[]): CompareOptions {
	const { values } = parseArgs({
		args: argv,
		strict: true,
		options: {
			runs: { type: 'string', default: '5' },
			tenants: { type: 'string', default: DEFAULT_TENANT },
			pages: { type: 'string', default: '' },
			modes: { type: 'string', default: '' },
			out: { type: 'string', default: 'reports/bench-compare.json' },
			strict: { type: 'boolean', default: false },
		},
	});
	const runs = Number(values.runs);
	if (!Number.isInteger(runs) || runs < 1 || runs > 15)
		throw new Error(`--runs: '${values.runs}' is not valid; expected a whole number from 1 to 15`);
	const tenants = values.tenants
		.split(',')
		.map((item) => item.trim().toLowerCase())
		.filter(Boolean);
	if (tenants.length === 0) throw new Error('--tenants: name at least one tenant domain');
	if (!values.out.trim()) throw new Error('--out: name a report file');
	return {
		runs,
		tenants: [...new Set(tenants)],
		pages: listOf('pages', values.pages, COMPARE_PAGES, COMPARE_PAGES),
		modes: listOf('modes', values.modes, VISIT_MODES, VISIT_MODES),
		out: values.out,
		strict: values.strict,
	};
}
