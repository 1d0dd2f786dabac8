/**
 * HTTP plumbing shared by every sandbox route: replies, the three error spellings of
 * CONTRACT.md, the headers CORS allows, body reading and HTML escaping.
 */
import type { IncomingMessage } from 'node:http';

/** Which envelope key a call uses; `list` is the bare `[{"errorMessage": ...}]` error body. */
export type Spelling = 'status_code' | 'statusCode' | 'list';

/** A refusal a handler throws; the router renders it in the call's error spelling. */
export class HttpError extends Error {
	readonly status: number;
	readonly spelling: Spelling | undefined;
	/** Extra response headers, e.g. `Retry-After` on a 429. */
	readonly headers: Readonly<Record<string, string>> | undefined;

	constructor(
		status: number,
		message: string,
		spelling?: Spelling,
		headers?: Readonly<Record<string, string>>,
	) {
		super(message);
		this.status = status;
		this.spelling = spelling;
		this.headers = headers;
	}
}

export type Reply =
	| { kind: 'json'; status: number; body: unknown; headers?: Readonly<Record<string, string>> }
	| { kind: 'text'; status: number; contentType: string; body: string | Uint8Array<ArrayBuffer> }
	| { kind: 'redirect'; location: string }
	| { kind: 'malformed'; status: number };

/** A JSON reply with a raw body (no envelope). */
export function jsonReply(status: number, body: unknown): Reply {
	return { kind: 'json', status, body };
}

/** The success envelope `{<spelling>: 200, message, result}`; `result` is left out when undefined. */
export function okReply(
	spelling: Spelling,
	result: unknown,
	message = 'Success',
	httpStatus = 200,
): Reply {
	const key = spelling === 'statusCode' ? 'statusCode' : 'status_code';
	const body: Record<string, unknown> = { [key]: 200, message };
	if (result !== undefined) body['result'] = result;
	return jsonReply(httpStatus, body);
}

/** The error body of CONTRACT.md in the given spelling. */
export function errorBody(status: number, message: string, spelling: Spelling): unknown {
	switch (spelling) {
		case 'status_code':
			return { status_code: status, message, error: [{ error_message: message }] };
		case 'statusCode':
			return { statusCode: status, message };
		case 'list':
			return [{ errorMessage: message }];
	}
}

/** An error reply: `status` with the error body in `spelling` (and any extra `headers`). */
export function errorReply(
	status: number,
	message: string,
	spelling: Spelling,
	headers?: Readonly<Record<string, string>>,
): Reply {
	const body = errorBody(status, message, spelling);
	return headers === undefined ? jsonReply(status, body) : { kind: 'json', status, body, headers };
}

/** An HTML page reply. */
export function htmlReply(status: number, html: string): Reply {
	return { kind: 'text', status, contentType: 'text/html; charset=utf-8', body: html };
}

/** Headers a browser needs to call the sandbox from a tenant site on another origin. */
export const ALLOWED_REQUEST_HEADERS = [
	'Source',
	'Content-Type',
	'Authorization',
	'session-id',
	'x-proc-authorization',
	'x-prod-inst-id',
	'x-prod-user-id',
	'session_id',
	'institute_id',
	'x-sandbox-fault',
	'x-sandbox-scenario',
];

/** The web Response of a reply; every sandbox answer is uncacheable. */
export function toResponse(reply: Reply): Response {
	const noStore = { 'Cache-Control': 'no-store' };
	const json = { ...noStore, 'Content-Type': 'application/json' };
	switch (reply.kind) {
		case 'json':
			return new Response(JSON.stringify(reply.body), {
				status: reply.status,
				headers: { ...json, ...reply.headers },
			});
		case 'text': {
			const headers = { ...noStore, 'Content-Type': reply.contentType };
			return new Response(reply.body, { status: reply.status, headers });
		}
		case 'redirect':
			return new Response(null, { status: 302, headers: { ...noStore, Location: reply.location } });
		case 'malformed':
			if (reply.status !== 200) {
				// An error status as a proxy or load balancer sends it: an HTML page, no JSON.
				const page = `<html><body><h1>${reply.status} Error</h1><p>upstream unavailable</p></body></html>`;
				const headers = { ...noStore, 'Content-Type': 'text/html' };
				return new Response(page, { status: reply.status, headers });
			}
			// Deliberately truncated JSON, so clients exercise their parse-failure path.
			return new Response('{"status_code": 200, "message": "Success", "result": {"trunc', {
				status: reply.status,
				headers: json,
			});
	}
}

const MAX_BODY_BYTES = 1_000_000;

/** Reads the request body as text (at most 1 MB). */
export async function readBodyText(req: IncomingMessage): Promise<string> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req) {
		const buffer = chunk as Buffer;
		size += buffer.length;
		if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
		chunks.push(buffer);
	}
	return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON body; empty means `undefined`, malformed JSON is a 400. */
export function parseJsonBody(text: string): unknown {
	if (text.trim() === '') return undefined;
	try {
		return JSON.parse(text) as unknown;
	} catch (error) {
		throw new HttpError(400, `Malformed JSON body: ${(error as Error).message}`);
	}
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
	return value
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;')
		.replaceAll("'", '&#39;');
}
