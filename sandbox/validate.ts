/**
 * Turns zod issues into short, field-naming messages shared by the fixture loader and the
 * request validation of every call (`slider_details.0.id: expected number`).
 */
import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

function describeIssue(issue: Issue): string {
	const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
	switch (issue.code) {
		case 'invalid_type':
			return `${where}: expected ${issue.expected}`;
		case 'invalid_value':
			return `${where}: expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
		case 'unrecognized_keys':
			return `${where}: unexpected field(s) ${issue.keys.join(', ')}`;
		case 'invalid_union': {
			// A union failure is clearer when it names the deepest branch issue than "Invalid input".
			const firstBranch = issue.errors[0]?.[0];
			return firstBranch
				? describeIssue({ ...firstBranch, path: [...issue.path, ...firstBranch.path] })
				: `${where}: ${issue.message}`;
		}
		default:
			return `${where}: ${issue.message}`;
	}
}

/** Describes the issues of a failed parse, one `path: problem` per issue, joined by `; `. */
export function describeIssues(error: z.core.$ZodError): string {
	return error.issues.map(describeIssue).join('; ');
}

/** Parses `value` with `schema`, returning the value or the issue description. */
export function check<T extends z.ZodMiniType>(
	schema: T,
	value: unknown,
): { ok: true; value: z.infer<T> } | { ok: false; problem: string } {
	const parsed = schema.safeParse(value);
	return parsed.success
		? { ok: true, value: parsed.data }
		: { ok: false, problem: describeIssues(parsed.error) };
}
