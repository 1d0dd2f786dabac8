/**
 * Validation at the boundary: a reply is parsed with its wire schema, and a mismatch becomes an
 * `LmsError` whose message names the call, the field, what was expected and what arrived.
 */
import * as z from 'zod/mini';
import { LmsError } from './errors.ts';

type Issue = z.core.$ZodIssue;

const describeValue = (value: unknown): string =>
	value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
	let value = root;
	for (const key of path) {
		if (typeof value !== 'object' || value === null) return undefined;
		value = (value as Record<PropertyKey, unknown>)[key];
	}
	return value;
}

// A union reports one issue list per branch; the branch that got furthest explains best.
function deepestIssue(issue: Issue): { issue: Issue; path: PropertyKey[] } {
	if (issue.code !== 'invalid_union' || issue.errors.length === 0) {
		return { issue, path: [...issue.path] };
	}
	let best: { issue: Issue; path: PropertyKey[] } | null = null;
	for (const branch of issue.errors) {
		const first = branch[0];
		if (first === undefined) continue;
		const found = deepestIssue(first);
		if (best === null || found.path.length > best.path.length) best = found;
	}
	return best === null
		? { issue, path: [...issue.path] }
		: { issue: best.issue, path: [...issue.path, ...best.path] };
}

const formatPath = (path: readonly PropertyKey[]): string =>
	path.reduce<string>(
		(out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
		'result',
	);

function reasonOf(issue: Issue, received: unknown): string {
	if (issue.code === 'invalid_type') {
		return `expected ${issue.expected}, received ${describeValue(received)}`;
	}
	if (issue.code === 'invalid_value') {
		return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}, received ${JSON.stringify(received)}`;
	}
	return issue.message;
}

/**
 * Validates a reply's `result` against its wire schema. `where` names the request
 * (e.g. 'M1 GET /api/v1/...'); a mismatch throws an `LmsError` of kind 'invalid-reply'
 * naming the first offending field, e.g. `result.nav_links[0].page_route`.
 */
export function parseWire<S extends z.ZodMiniType>(
	schema: S,
	value: unknown,
	call: string,
	where: string = call,
	status: number | null = null,
): z.infer<S> {
	const parsed = z.safeParse(schema, value);
	if (parsed.success) return parsed.data;
	const first = parsed.error.issues[0];
	const { issue, path } =
		first === undefined ? { issue: undefined, path: [] } : deepestIssue(first);
	const reason = issue === undefined ? 'invalid' : reasonOf(issue, valueAt(value, path));
	throw new LmsError({
		kind: 'invalid-reply',
		call,
		status,
		body: value,
		message: `${where}: invalid reply at ${formatPath(path)}: ${reason}`,
	});
}
