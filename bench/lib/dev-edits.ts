/**
 * What `npm run bench:dev` edits (documented at the top of bench/dev.ts): its options, the
 * component files it changes, and the one change it makes to each.
 */
import { parseArgs } from 'node:util';

/** One component edit: a visible text of `file`, shown on `page` of the tenant. */
export interface EditCase {
	/** The name the table and report use. */
	id: string;
	/** The component, relative to the project root. */
	file: string;
	/** The page (site address) that shows it. */
	page: string;
	/** Where the text sits in the file (it must occur exactly once), and the visible text itself. */
	find: string;
	text: string;
}

/** A static component on every page (so on home) and a React island hydrated on its page. */
export const EDIT_CASES: readonly EditCase[] = [
	{
		id: '.astro (footer, home)',
		file: 'src/components/layout/Footer.astro',
		page: '/',
		find: '>Important links<',
		text: 'Important links',
	},
	{
		id: '.tsx (island, /forgot)',
		file: 'src/components/auth/login/ForgotPasswordForm.tsx',
		page: '/forgot',
		find: '\t\t\t\t\tContinue\n',
		text: 'Continue',
	},
];

/** `source` with the case's text followed by `marker`; throws when its place is not there exactly once. */
export function editedSource(source: string, { find, text }: EditCase, marker: string): string {
	const at = source.indexOf(find);
	if (at === -1 || source.indexOf(find, at + 1) !== -1)
		throw new Error(
			`the text ${JSON.stringify(find)} occurs ${at === -1 ? 'nowhere' : 'more than once'}: update EDIT_CASES`,
		);
	const changed = find.replace(text, `${text} ${marker}`);
	return source.slice(0, at) + changed + source.slice(at + find.length);
}

/** The bench's options. */
export interface DevBenchOptions {
	/** Measured edits per case (after one warm-up edit); medians are reported. */
	runs: number;
	/** The tenant whose dev server is measured. */
	tenant: string;
	/** Report file, relative to the project root. */
	out: string;
}

/** Parses argv (without `node` and the script); throws on an unknown option or value. */
export function parseDevBenchOptions(argv: string[]): DevBenchOptions {
	const { values } = parseArgs({
		args: argv,
		strict: true,
		options: {
			runs: { type: 'string', default: '5' },
			tenant: { type: 'string', default: 'sunrise-academy.in' },
			out: { type: 'string', default: 'reports/bench-dev.json' },
		},
	});
	const runs = Number(values.runs);
	if (!Number.isInteger(runs) || runs < 1 || runs > 50)
		throw new Error(`--runs: '${values.runs}' is not valid; expected a whole number from 1 to 50`);
	if (!values.out.trim()) throw new Error('--out: name a report file');
	return { runs, tenant: values.tenant.trim().toLowerCase(), out: values.out };
}
