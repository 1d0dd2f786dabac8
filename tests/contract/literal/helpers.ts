/**
 * Plumbing of the literal contract tests: a recording `fetch` for the client, plain `fetch` calls
 * to a sandbox, and a tiny shape checker. Nothing here comes from `src/lib/lms/wire/index.ts`: every
 * expected value is written from CONTRACT.md and spec sections 3 and 8.
 */
import { expect } from 'vitest';
import { studentAuthorization } from '../../../src/lib/lms/auth.ts';
import { createLmsHttp } from '../../../src/lib/lms/http.ts';
import type { LmsHttp } from '../../../src/lib/lms/transport.ts';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.ts';

/** The 33 call ids of CONTRACT.md. */
export const CALL_IDS = [
	...Array.from({ length: 20 }, (_, index) => `M${index + 1}`),
	...Array.from({ length: 13 }, (_, index) => `P${index + 1}`),
] as const;

/** Base URLs of the recording client; the main one has a path to prove paths are appended. */
export const MAIN_URL = 'https://main.example.test/lms';
export const PRODUCT_URL = 'https://product.example.test';
/** Institute of the recording client. */
export const INSTITUTE = 101;
/** Logged-in student of the recording client and its server-issued credential. */
export const STUDENT_ID = 501;
const SERVER_CREDENTIAL = 'srv-cred-9';
/** `Basic ` + base64('501:srv-cred-9'), worked out by hand. */
export const STUDENT_AUTHORIZATION = 'Basic NTAxOnNydi1jcmVkLTk=';

/** One request as the fake `fetch` saw it; header names are lower case. */
export interface Recorded {
	method: string;
	url: string;
	headers: Record<string, string>;
	text: string;
}

/** A canned reply of the fake `fetch`. */
export interface CannedReply {
	status?: number;
	/** JSON-encoded unless `raw`. */
	body?: unknown;
	raw?: string;
	statusText?: string;
}

/** A client whose `fetch` records each request and answers `reply`. */
export function recordingHttp(
	options: {
		loggedIn?: boolean;
		reply?: CannedReply;
		onForbidden?: (message: string) => void;
		fetchError?: Error;
	} = {},
): { http: LmsHttp; requests: Recorded[] } {
	const requests: Recorded[] = [];
	const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
		const request = input instanceof Request ? input : new Request(input, init);
		requests.push({
			method: request.method,
			url: request.url,
			headers: Object.fromEntries(request.headers),
			text: await request.text(),
		});
		if (options.fetchError) throw options.fetchError;
		const reply = options.reply ?? { body: { status_code: 200, message: 'ok' } };
		const raw = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
		return new Response(raw === '' ? null : raw, {
			status: reply.status ?? 200,
			statusText: reply.statusText ?? '',
			headers: { 'Content-Type': 'application/json' },
		});
	};
	const student = {
		userId: STUDENT_ID,
		authorization: studentAuthorization(STUDENT_ID, SERVER_CREDENTIAL),
	};
	const http = createLmsHttp({
		mainApiUrl: MAIN_URL,
		productApiUrl: PRODUCT_URL,
		instituteId: INSTITUTE,
		getStudent: () => (options.loggedIn === true ? student : null),
		...(options.onForbidden ? { onForbidden: options.onForbidden } : {}),
		fetch: fakeFetch,
	});
	return { http, requests };
}

/** Checks the five-digit `r` rule and returns r. */
export function expectFiveDigits(value: string | undefined): number {
	expect(value).toMatch(/^[1-9]\d{4}$/);
	const random = Number(value);
	expect(random).toBeGreaterThanOrEqual(10_000);
	expect(random).toBeLessThanOrEqual(99_999);
	return random;
}

// ---- shapes ----

/**
 * JSON type names or literal JSON values, `|`-separated: 'string|null', '"Y"|"N"', '0|1'.
 */
export type Kind = string;
/** Expected keys of an object; a key missing from the value is an error unless `optional`. */
export interface Shape {
	[key: string]: Expected;
}
/** A kind, a nested object shape, a list whose (non-empty) entries all match, or a modifier. */
export type Expected = Kind | Shape | [Expected] | Modified;

class Modified {
	readonly inner: Expected;
	readonly optional: boolean;
	readonly nullable: boolean;

	constructor(inner: Expected, isOptional: boolean, isNullable: boolean) {
		this.inner = inner;
		this.optional = isOptional;
		this.nullable = isNullable;
	}
}

/** The key may be absent. */
export const optional = (inner: Expected): Modified => new Modified(inner, true, false);
/** The value may be null. */
export const nullable = (inner: Expected): Modified => new Modified(inner, false, true);

const TYPE_NAMES = new Set(['string', 'number', 'boolean', 'object', 'array', 'null']);

const jsonType = (value: unknown): string =>
	value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Differences between a value and its expected shape, as readable paths; [] when it fits. */
export function shapeErrors(value: unknown, expected: Expected, path = 'result'): string[] {
	if (expected instanceof Modified) {
		if (expected.nullable && value === null) return [];
		return shapeErrors(value, expected.inner, path);
	}
	if (typeof expected === 'string') {
		const fits = (kind: string): boolean =>
			TYPE_NAMES.has(kind) ? kind === jsonType(value) : kind === JSON.stringify(value);
		return expected.split('|').some(fits)
			? []
			: [`${path}: expected ${expected}, got ${jsonType(value)} ${JSON.stringify(value)}`];
	}
	if (Array.isArray(expected)) {
		if (!Array.isArray(value)) return [`${path}: expected a list, got ${jsonType(value)}`];
		// An empty list would make the check vacuous: the tests pick data that fills it.
		if (value.length === 0) return [`${path}: expected a non-empty list`];
		return value.flatMap((entry, index) => shapeErrors(entry, expected[0], `${path}[${index}]`));
	}
	if (jsonType(value) !== 'object') return [`${path}: expected an object, got ${jsonType(value)}`];
	const object = value as Record<string, unknown>;
	const errors = Object.keys(object)
		.filter((key) => !(key in expected))
		.map((key) => `${path}.${key}: not in the contract`);
	for (const [key, entry] of Object.entries(expected)) {
		if (!(key in object)) {
			if (!(entry instanceof Modified && entry.optional)) errors.push(`${path}.${key}: missing`);
			continue;
		}
		errors.push(...shapeErrors(object[key], entry, `${path}.${key}`));
	}
	return errors;
}

/** Asserts a value has exactly the expected keys and JSON types. */
export function expectShape(value: unknown, expected: Expected, path = 'result'): void {
	expect(shapeErrors(value, expected, path)).toEqual([]);
}

// ---- sandbox ----

/** An in-memory sandbox on a free port. */
export function startMemorySandbox(): Promise<RunningSandbox> {
	return startSandbox({ port: 0, dbFile: ':memory:' });
}

/** A sandbox answer: status and parsed JSON body (text when not JSON). */
export interface SandboxReply {
	status: number;
	body: any;
}

/** Calls a sandbox with plain `fetch`, sending `Source: WEB` and JSON bodies as the contract says. */
export async function sandboxCall(
	sandbox: RunningSandbox,
	method: string,
	path: string,
	options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<SandboxReply> {
	const headers: Record<string, string> = { Source: 'WEB', ...options.headers };
	if (options.body !== undefined) headers['Content-Type'] = 'application/json';
	const response = await fetch(sandbox.url + path, {
		method,
		headers,
		body: options.body === undefined ? null : JSON.stringify(options.body),
		redirect: 'manual',
	});
	const text = await response.text();
	let body: unknown = text;
	try {
		body = text === '' ? undefined : JSON.parse(text);
	} catch {
		// Left as text, so a test can show what came back.
	}
	return { status: response.status, body };
}

/** Product-service auth headers with r = 54321 (`x-prod-user-id` empty when logged out). */
export function productHeaders(instituteId: number, userId = 0): Record<string, string> {
	return {
		'session-id': '54321',
		'x-proc-authorization': String(instituteId * 54321),
		'x-prod-inst-id': String(instituteId),
		'x-prod-user-id': userId === 0 ? '' : String(userId),
	};
}

/** A student logged in on a sandbox, with the headers its calls need. */
export interface LoggedIn {
	userId: number;
	instituteId: number;
	deviceId: string;
	/** `{Authorization: 'Basic base64(user_id:credential)'}`. */
	auth: Record<string, string>;
	/** Product-service headers plus the student authorization. */
	product: Record<string, string>;
}

/** The M3 body of a first login (user_id and user_type 0). */
export const loginBody = (
	userName: string,
	password: string,
	instituteId: number,
	deviceId: string,
) => ({
	device_id: deviceId,
	institute_id: instituteId,
	source: 'WEB',
	logout_from_all_devices: false,
	password,
	user_id: 0,
	user_name: userName,
	user_type: 0,
});

/** The M7 body of a student with password 'kabir@123' (sent as base64) and course 21. */
export const registerBody = (instituteId: number, mobile: string, email: string) => ({
	name: 'Kabir Rao',
	email_id: email,
	password: 'a2FiaXJAMTIz',
	mobile_no: mobile,
	eCourseIdArray: [21],
	login_source: 'WEB',
	device_id: 'literal-register',
	country_id: 1,
	institute_id: instituteId,
});

let devices = 0;

/** Logs in with M3 (a fresh device id each time) and expects a single, accepted result. */
export async function logIn(
	sandbox: RunningSandbox,
	userName: string,
	password: string,
	instituteId: number,
): Promise<LoggedIn> {
	devices += 1;
	const deviceId = `literal-device-${devices}`;
	const reply = await sandboxCall(sandbox, 'POST', '/api/v2/user/v3/login', {
		body: loginBody(userName, password, instituteId, deviceId),
	});
	const result = reply.body?.result;
	if (reply.status !== 201 || Array.isArray(result) || result?.login_option) {
		throw new Error(`login of ${userName} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
	}
	const basic = 'Basic ' + Buffer.from(`${result.user_id}:${result.password}`).toString('base64');
	return {
		userId: result.user_id,
		instituteId,
		deviceId,
		auth: { Authorization: basic },
		product: { ...productHeaders(instituteId, result.user_id), Authorization: basic },
	};
}

/** Aarav of Sunrise (101): a normal student who owns product 2003. */
export const logInAarav = (sandbox: RunningSandbox): Promise<LoggedIn> =>
	logIn(sandbox, '9876543210', 'aarav@123', 101);
