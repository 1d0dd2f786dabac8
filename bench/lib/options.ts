/**
 * Command-line options of `npm run bench:pages` (documented at the top of bench/pages.ts).
 */
import { parseArgs } from 'node:util';

export interface BenchOptions {
	/** Lighthouse on every tenant's pages instead of one tenant per page type. */
	all: boolean;
	/** Skip Lighthouse (bytes only). */
	lighthouse: boolean;
	/** Exit 1 when a budget fails. */
	strict: boolean;
	/** Only these tenants (domains); every tenant of tenants.json when empty. */
	tenants: string[];
	/** Only these page types; all when empty. */
	pages: string[];
	/** Pages loaded at once for the byte figures (Lighthouse always runs one page at a time). */
	concurrency: number;
	/** Lighthouse runs per page; the median run (by performance score) is reported. */
	runs: number;
	/** Report file, relative to the project root. */
	out: string;
	/** Folder for every run's full Lighthouse result (to see why a page scored as it did); none when null. */
	keepLhr: string | null;
}

/**
 * The flags npm keeps for itself: `npm run bench:pages --strict` (without `--`) passes nothing to
 * the script but sets `npm_config_strict=true`; `--no-lighthouse` sets `npm_config_lighthouse`
 * to ''. Both spellings work.
 */
function npmFlags(env: NodeJS.ProcessEnv) {
	return {
		strict: env['npm_config_strict'] === 'true',
		noLighthouse: env['npm_config_lighthouse'] === '' || env['npm_config_lighthouse'] === 'false',
	};
}

/**
 * Parses argv (without `node` and the script) and the flags npm took from it (`env`, usually
 * process.env); throws on an unknown option.
 */
export function parseBenchOptions(argv: string[], env: NodeJS.ProcessEnv = {}): BenchOptions {
	const { values } = parseArgs({
		args: argv,
		strict: true,
		options: {
			all: { type: 'boolean', default: false },
			'no-lighthouse': { type: 'boolean', default: false },
			strict: { type: 'boolean', default: false },
			tenants: { type: 'string', default: '' },
			pages: { type: 'string', default: '' },
			runs: { type: 'string', default: '1' },
			concurrency: { type: 'string', default: '3' },
			out: { type: 'string', default: 'reports/bench-pages.json' },
			'keep-lhr': { type: 'string' },
		},
	});
	const list = (value: string) =>
		value
			.split(',')
			.map((item) => item.trim())
			.filter(Boolean);
	const npm = npmFlags(env);
	const concurrency = Number(values.concurrency);
	if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 8)
		throw new Error(
			`--concurrency: '${values.concurrency}' is not valid; expected a whole number from 1 to 8`,
		);
	const runs = Number(values.runs);
	if (!Number.isInteger(runs) || runs < 1 || runs > 9)
		throw new Error(`--runs: '${values.runs}' is not valid; expected a whole number from 1 to 9`);
	return {
		all: values.all,
		lighthouse: !values['no-lighthouse'] && !npm.noLighthouse,
		strict: values.strict || npm.strict,
		tenants: list(values.tenants),
		pages: list(values.pages),
		concurrency,
		runs,
		out: values.out,
		keepLhr: values['keep-lhr'] ?? null,
	};
}
