/**
 * One sandbox-reply case: a call (with whatever state it needs) and the status, envelope key,
 * message and result shape CONTRACT.md promises for it.
 */
import { expect } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { type Expected, expectShape, type SandboxReply, shapeErrors } from './helpers.ts';

/** A call made on a sandbox and what its answer must look like. */
export interface ReplyCase {
	id: string;
	title: string;
	run: (sandbox: RunningSandbox) => Promise<SandboxReply>;
	status: number;
	/** Success envelope key, or a bare list (M11); absent for error replies. */
	envelope?: 'status_code' | 'statusCode' | 'bare-list';
	/** A literal message the contract fixes. */
	message?: string;
	/** Shape of `result` (of the whole body for a bare list). */
	result?: Expected;
	/** The contract's envelope has no `result` (M4, M12, M19). */
	noResult?: boolean;
	/** Further literal checks on the body. */
	check?: (body: any) => void;
	/** Set (with a `// CONTRACT MISMATCH:` comment) when the sandbox disagrees with the contract. */
	mismatch?: string;
}

const OTHER_KEY = { status_code: 'statusCode', statusCode: 'status_code' } as const;

/** The three error bodies of CONTRACT.md (conventions, Errors). */
const ERROR_BODIES: Expected[] = [
	{ status_code: 'number', message: 'string', error: [{ error_message: 'string' }] },
	{ statusCode: 'number', message: 'string' },
	[{ errorMessage: 'string' }],
];

/** Asserts an error body is one of the three spellings and returns the message it carries. */
export function expectErrorBody(body: unknown): string {
	const fits = ERROR_BODIES.filter((shape) => shapeErrors(body, shape).length === 0);
	expect(fits, JSON.stringify(body)).toHaveLength(1);
	const value = body as any;
	return Array.isArray(value)
		? value[0].errorMessage
		: (value.error?.[0]?.error_message ?? value.message);
}

/** Runs a case on a sandbox and checks its answer. */
export async function runReplyCase(item: ReplyCase, sandbox: RunningSandbox): Promise<void> {
	const { status, body } = await item.run(sandbox);
	expect(status, JSON.stringify(body)).toBe(item.status);
	if (item.envelope === 'bare-list') {
		expect(Array.isArray(body)).toBe(true);
	} else if (item.envelope !== undefined) {
		expect(body[item.envelope]).toBe(200);
		expect(body).not.toHaveProperty(OTHER_KEY[item.envelope]);
		if (item.noResult === true) expect(body).not.toHaveProperty('result');
	}
	if (item.message !== undefined) expect(body.message).toBe(item.message);
	if (item.result !== undefined) {
		expectShape(item.envelope === 'bare-list' ? body : body.result, item.result);
	}
	item.check?.(body);
}
