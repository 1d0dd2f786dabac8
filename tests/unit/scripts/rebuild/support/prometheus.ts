/**
 * A small parser of the Prometheus text format (prom-client has none) for the metrics tests: it
 * throws on any line that is neither a comment nor `name{labels} value`, so a test that parses a
 * scrape also checks its syntax.
 */

/** One sample: `name{labels} value`. */
export interface Sample {
	name: string;
	labels: Record<string, string>;
	value: number;
}

/** A parsed scrape: HELP and TYPE by metric name, and every sample in order. */
export interface Scrape {
	help: Map<string, string>;
	type: Map<string, string>;
	samples: Sample[];
	/** The value of the sample with this name and exactly these labels; undefined when absent. */
	value(name: string, labels?: Record<string, string>): number | undefined;
}

const SAMPLE =
	/^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|[+-]?Inf|NaN))$/i;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
const COMMENT = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/;

function parseLabels(text: string, line: string): Record<string, string> {
	const labels: Record<string, string> = {};
	// A sticky regex resets lastIndex when it fails, so the end of the last match is kept here.
	let end = 0;
	LABEL.lastIndex = 0;
	let match: RegExpExecArray | null;
	while ((match = LABEL.exec(text))) {
		labels[match[1]!] = match[2]!;
		end = LABEL.lastIndex;
	}
	if (end !== text.length) throw new Error(`Bad labels in: ${line}`);
	return labels;
}

/** Parses `text`; throws naming the first line that is not Prometheus text. */
export function parsePrometheus(text: string): Scrape {
	const help = new Map<string, string>();
	const type = new Map<string, string>();
	const samples: Sample[] = [];
	for (const line of text.split('\n')) {
		if (line === '') continue;
		const comment = COMMENT.exec(line);
		if (comment) {
			(comment[1] === 'HELP' ? help : type).set(comment[2]!, comment[3]!);
			continue;
		}
		const sample = SAMPLE.exec(line);
		if (!sample) throw new Error(`Not a Prometheus sample line: ${JSON.stringify(line)}`);
		samples.push({
			name: sample[1]!,
			labels: parseLabels(sample[2] ?? '', line),
			// Go's ParseFloat, which Prometheus uses, reads NaN and Inf in any case (prom-client writes Nan).
			value: Number(sample[3]!.replace(/^([+-]?)inf$/i, '$1Infinity').replace(/^nan$/i, 'NaN')),
		});
	}
	const same = (a: Record<string, string>, b: Record<string, string>) =>
		Object.keys(a).length === Object.keys(b).length &&
		Object.entries(a).every(([key, value]) => b[key] === value);
	return {
		help,
		type,
		samples,
		value: (name, labels = {}) =>
			samples.find((sample) => sample.name === name && same(sample.labels, labels))?.value,
	};
}
