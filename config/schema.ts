/**
 * What the configuration schemas share: the error every source throws, the one way a zod issue
 * becomes a line (`<source>: <field>: <rule>`), and the field types more than one source uses.
 */
import { isIP } from 'node:net';
import * as z from 'zod/mini';

/** Configuration that cannot be used: one problem a line, each naming the source, field and rule. */
export class ConfigError extends Error {
	override name = 'ConfigError';
	/** E.g. `environment: PORT: "abc" must be a whole number from 1 to 65535`. */
	readonly problems: readonly string[];

	constructor(problems: readonly string[]) {
		super(problems.join('\n'));
		this.problems = problems;
	}
}

/** A zod path as a reader writes it: `tenants[2].domain`, `PORT`. */
function fieldPath(path: readonly PropertyKey[]): string {
	return path
		.map((key, index) =>
			typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
		)
		.join('');
}

function issueLines(source: string, issue: z.core.$ZodIssue): string[] {
	const line = (path: readonly PropertyKey[]) =>
		path.length === 0
			? `${source}: ${issue.message}`
			: `${source}: ${fieldPath(path)}: ${issue.message}`;
	// zod reports every unknown key of an object in one issue; each is its own mistake.
	if (issue.code === 'unrecognized_keys')
		return issue.keys.map((key) => line([...issue.path, key]));
	return [line(issue.path)];
}

/** Parses `input` with `schema`, or throws a ConfigError listing every problem; `source` names the file or "environment". */
export function parseConfig<S extends z.ZodMiniType>(
	source: string,
	schema: S,
	input: unknown,
): z.output<S> {
	const result = z.safeParse(schema, input);
	if (result.success) return result.data;
	throw new ConfigError(result.error.issues.flatMap((issue) => issueLines(source, issue)));
}

/** Where V8's `JSON.parse` message says it stopped in `text` (`… at position 42 (line 3 column 5)`). */
function reportedOffset(message: string, text: string): number | null {
	const at = / at position (\d+)/.exec(message);
	if (at) return Number(at[1]);
	return message === 'Unexpected end of JSON input' ? text.length : null;
}

/**
 * The offset of the first character `JSON.parse` refuses in `text`, given its `message`. A message
 * naming a token (`Unexpected token ']', …"}, ]" is not valid JSON`) gives no position: then it is
 * the end of the longest start of `text` that V8 finds wrong only for ending too soon.
 */
function jsonErrorOffset(text: string, message: string): number {
	const reported = reportedOffset(message, text);
	if (reported !== null) return reported;
	const endsTooSoon = (length: number) => {
		try {
			JSON.parse(text.slice(0, length));
			return true;
		} catch (error) {
			return (reportedOffset((error as Error).message, text.slice(0, length)) ?? -1) >= length;
		}
	};
	// endsTooSoon(low) holds and endsTooSoon(high) does not: the whole text fails.
	let [low, high] = [0, text.length];
	while (high - low > 1) {
		const middle = Math.floor((low + high) / 2);
		if (endsTooSoon(middle)) low = middle;
		else high = middle;
	}
	return low;
}

/** The 1-based line and column of `offset` in `text`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
	const lines = text.slice(0, offset).split(/\r\n|\r|\n/);
	return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/**
 * The one line for JSON `text` of `source` (a file, `TENANTS_URL`) that `JSON.parse` refused with
 * `message`, e.g. `tenants.json: invalid JSON at line 3, column 5: Unexpected token ']'`.
 */
export function invalidJsonProblem(source: string, text: string, message: string): string {
	const { line, column } = lineAndColumn(text, jsonErrorOffset(text, message));
	// The rule alone: the place is said before it, and V8's excerpt of the text adds nothing.
	const rule = message
		.replace(/( in JSON)? at position \d+.*$/s, '')
		.replace(/, (\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '');
	return `${source}: invalid JSON at line ${line}, column ${column}: ${rule}`;
}

/** Parses the JSON `text` of `source`, or throws a ConfigError saying where it goes wrong. */
export function parseJsonConfig(source: string, text: string): unknown {
	try {
		return JSON.parse(text);
	} catch (error) {
		throw new ConfigError([invalidJsonProblem(source, text, (error as Error).message)]);
	}
}

/** A value quoted for a message, as the user wrote it. */
export const quoted = (value: unknown): string => JSON.stringify(value);

/** An http(s) URL without a trailing slash, so paths can be appended. */
export const httpUrl = z.pipe(
	z.string({ error: 'expected a URL string' }).check(
		z.refine((value) => URL.canParse(value), {
			error: (issue) =>
				`${quoted(issue.input)} is not a URL (expected e.g. https://api.example.com)`,
		}),
		// No `abort` above: an aborting issue would also stop the file-wide checks (duplicate domains).
		z.refine((value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol), {
			error: (issue) => `${quoted(issue.input)} must start with http:// or https://`,
		}),
	),
	z.transform((value) => new URL(value).href.replace(/\/+$/, '')),
);

// Labels of letters, digits and inner hyphens, optionally ending with a dot (RFC 1123).
const HOST_NAME =
	/^(?=.{1,254}$)[a-z\d]([a-z\d-]{0,61}[a-z\d])?(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*\.?$/i;

/** Whether a server can be told to listen on `value`: an IP address or a host name. */
function isHostAddress(value: string): boolean {
	// Digits and dots only is an IP address or nothing: `300.1.1.1` is no host name.
	return isIP(value) !== 0 || (HOST_NAME.test(value) && !/^[\d.]+$/.test(value));
}

/** An address a server listens on (`HOST`, `OPS_HOST`, …): an IP address or a host name. */
export const hostAddress = z.string().check(
	z.refine(isHostAddress, {
		error: (issue) =>
			`${quoted(issue.input)} is not an IP address or host name, e.g. 127.0.0.1 or 0.0.0.0`,
	}),
);

/** A whole number from `min` to `max` written as text; `hint` follows the rule in the message. */
export function wholeNumber(min: number, max: number, hint = '') {
	return z.pipe(
		z.string().check(
			z.refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
				error: (issue) =>
					`${quoted(issue.input)} must be a whole number from ${min} to ${max}${hint}`,
			}),
		),
		z.transform(Number),
	);
}

// An exported-but-empty variable (`PORT=` in .env) means "use the default", as unset does.
const blankAsUnset = z.transform((value: unknown) =>
	typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined,
);

/** An environment variable read with `schema`; unset or blank gives `fallback`. */
export function variable<S extends z.ZodMiniType<unknown, string>>(
	schema: S,
	fallback: z.output<S> & {},
) {
	return z.pipe(blankAsUnset, z._default(schema, fallback as never));
}

/** An optional environment variable read with `schema`; unset or blank gives null. */
export function optionalVariable<S extends z.ZodMiniType<unknown, string>>(schema: S) {
	return z.pipe(
		blankAsUnset,
		z.pipe(
			z.optional(schema),
			z.transform((value) => value ?? null),
		),
	);
}
