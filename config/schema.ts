/**
 * What the configuration schemas share: the error every source throws, the one way a zod issue
 * becomes a line (`<source>: <field>: <rule>`), and the field types more than one source uses.
 */
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
