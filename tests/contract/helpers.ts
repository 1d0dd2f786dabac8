/**
 * Shared plumbing of the contract tests: plain `fetch` calls against a sandbox, the headers of
 * CONTRACT.md, and logging in. No project client code is used, so the tests check the server
 * against the contract itself.
 */
import * as z from 'zod/mini';
import { loginResultSchema, type LoginResultWire } from '../../src/lib/lms/wire/index.ts';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../sandbox/server.ts';

export const SUNRISE = 101;
export const SUNRISE_JAIPUR = 1011;
export const PIXEL = 102;
export const GREENFIELD = 103;
export const APPFIRST = 104;
export const GLOBALPREP = 105;

/** Starts an in-memory sandbox on a free port. */
export function startTestSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
	return startSandbox({ port: 0, dbFile: ':memory:', ...options });
}

/** Product-service auth headers for an institute and user (0 = anonymous), with a valid r. */
export function productHeaders(
	instituteId: number,
	userId = 0,
	random = 54321,
): Record<string, string> {
	return {
		Source: 'WEB',
		'session-id': String(random),
		'x-proc-authorization': String(instituteId * random),
		'x-prod-inst-id': String(instituteId),
		'x-prod-user-id': userId === 0 ? '' : String(userId),
	};
}

/** `Basic base64(user_id:credential)`. */
export function studentAuthorization(userId: number, credential: string): string {
	return 'Basic ' + Buffer.from(`${userId}:${credential}`).toString('base64');
}

export interface CallResult {
	status: number;
	body: any;
	headers: Headers;
}

/** A JSON call; the body is parsed when possible, else left as text. */
export async function call(
	sandbox: RunningSandbox,
	method: string,
	path: string,
	options: { headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<CallResult> {
	const headers: Record<string, string> = { Source: 'WEB', ...options.headers };
	let body: string | undefined = options.rawBody;
	if (options.body !== undefined) {
		headers['Content-Type'] = 'application/json';
		body = JSON.stringify(options.body);
	}
	const response = await fetch(sandbox.url + path, {
		method,
		headers,
		body: body ?? null,
		redirect: 'manual',
	});
	const text = await response.text();
	let parsed: unknown = text;
	try {
		parsed = text === '' ? undefined : JSON.parse(text);
	} catch {
		// Left as text: HTML pages and deliberately malformed bodies.
	}
	return { status: response.status, body: parsed, headers: response.headers };
}

/** A logged-in student: ids, credential and ready-made headers. */
export interface Session {
	userId: number;
	instituteId: number;
	credential: string;
	deviceId: string;
	result: LoginResultWire;
	/** Main-service headers with the student authorization. */
	auth: Record<string, string>;
	/** Product-service headers with the student authorization. */
	product: Record<string, string>;
}

/** The M3 request body. */
export function loginBody(
	userName: string,
	password: string,
	overrides: Partial<{
		device_id: string;
		institute_id: number;
		logout_from_all_devices: boolean;
		user_id: number;
		user_type: number;
	}> = {},
) {
	return {
		device_id: 'test-device',
		institute_id: SUNRISE,
		source: 'WEB',
		logout_from_all_devices: false,
		password,
		user_id: 0,
		user_name: userName,
		user_type: 0,
		...overrides,
	};
}

/** The session of a login result (single, `login_option` 0). */
export function sessionOf(result: LoginResultWire, instituteId: number): Session {
	const credential = result.password ?? '';
	const authorization = studentAuthorization(result.user_id, credential);
	return {
		userId: result.user_id,
		instituteId,
		credential,
		deviceId: result.device_id ?? '',
		result,
		auth: { Authorization: authorization },
		product: { ...productHeaders(instituteId, result.user_id), Authorization: authorization },
	};
}

/** Logs in with M3 and expects a single successful result. */
export async function login(
	sandbox: RunningSandbox,
	userName: string,
	password: string,
	instituteId = SUNRISE,
	deviceId = 'test-device',
): Promise<Session> {
	const reply = await call(sandbox, 'POST', '/api/v2/user/v3/login', {
		body: loginBody(userName, password, { institute_id: instituteId, device_id: deviceId }),
	});
	if (reply.status !== 201)
		throw new Error(`login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
	const result = loginResultSchema.parse(reply.body.result);
	if (result.login_option) throw new Error(`login refused: login_option ${result.login_option}`);
	return sessionOf(result, instituteId);
}

/** Parses `result` of an envelope with a wire schema (throws with the zod issues when it does not fit). */
export function resultOf<T extends z.ZodMiniType>(body: any, schema: T): z.infer<T> {
	return schema.parse(body.result);
}
