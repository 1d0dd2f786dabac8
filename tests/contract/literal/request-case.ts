/**
 * One client-request case: how to drive a client function and the exact request CONTRACT.md
 * expects from it, plus the checker that compares what the recording `fetch` saw.
 */
import { expect } from 'vitest';
import type { LmsHttp } from '../../../src/lib/lms/transport.ts';
import {
	expectFiveDigits,
	INSTITUTE,
	type CannedReply,
	type Recorded,
	recordingHttp,
	STUDENT_AUTHORIZATION,
} from './helpers.ts';

/** A literal success envelope `{status_code: 200, message, result?}`. */
export const okReply = (result?: unknown, message = 'Success'): CannedReply => ({
	body: { status_code: 200, message, ...(result === undefined ? {} : { result }) },
});

/** Which authorization headers the contract requires. */
export type Auth =
	/** None: no `Authorization` header at all. */
	| 'none'
	/** *student*: `Authorization: Basic base64(user_id:server_credential)`. */
	| 'student'
	/** M2: `session_id: r`, `institute_id`, `Authorization: institute_id × r`. */
	| 'web-access';

/** A call, the client function that makes it, and the literal request it must send. */
export interface RequestCase {
	id: string;
	title: string;
	service: 'main' | 'product';
	/** Someone is logged in (student 501); product calls then send `x-prod-user-id: 501`. */
	loggedIn: boolean;
	auth: Auth;
	/** A literal success reply written from the contract, so the call resolves. */
	reply: CannedReply;
	send: (http: LmsHttp) => Promise<unknown>;
	method: 'GET' | 'POST' | 'PUT';
	/** The full URL: base URL + path + query. */
	url: string;
	/** The literal JSON body; absent for calls without one. */
	body?: unknown;
	/** Set (with a `// CONTRACT MISMATCH:` comment) when the client disagrees with the contract. */
	mismatch?: string;
}

function expectAuth(auth: Auth, headers: Record<string, string>): void {
	switch (auth) {
		case 'none':
			expect(headers['authorization']).toBeUndefined();
			return;
		case 'student':
			expect(headers['authorization']).toBe(STUDENT_AUTHORIZATION);
			return;
		case 'web-access': {
			const random = expectFiveDigits(headers['session_id']);
			expect(headers['institute_id']).toBe(String(INSTITUTE));
			expect(headers['authorization']).toBe(String(INSTITUTE * random));
			return;
		}
	}
}

function expectProductHeaders(loggedIn: boolean, headers: Record<string, string>): void {
	const random = expectFiveDigits(headers['session-id']);
	expect(headers['x-proc-authorization']).toBe(String(INSTITUTE * random));
	expect(headers['x-prod-inst-id']).toBe('101');
	expect(headers['x-prod-user-id']).toBe(loggedIn ? '501' : '');
}

/** Compares one recorded request with its case. */
export function expectRequest(item: RequestCase, request: Recorded): void {
	expect(request.method).toBe(item.method);
	expect(request.url).toBe(item.url);
	expect(request.headers['source']).toBe('WEB');
	if (item.body === undefined) {
		expect(request.text).toBe('');
		expect(request.headers['content-type']).toBeUndefined();
	} else {
		expect(request.headers['content-type']).toBe('application/json');
		expect(JSON.parse(request.text)).toStrictEqual(item.body);
	}
	expectAuth(item.auth, request.headers);
	if (item.service === 'product') expectProductHeaders(item.loggedIn, request.headers);
}

/** Drives the case's client function against a recording `fetch` and checks the one request. */
export async function runRequestCase(item: RequestCase): Promise<void> {
	const { http, requests } = recordingHttp({ loggedIn: item.loggedIn, reply: item.reply });
	await item.send(http);
	expect(requests).toHaveLength(1);
	expectRequest(item, requests[0]!);
}
