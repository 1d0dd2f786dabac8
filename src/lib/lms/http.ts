/**
 * The HTTP layer of the LMS client: the only module that imports ky.
 *
 * One ky instance per service (CONTRACT.md conventions): `Source: WEB` on every request, JSON
 * bodies, 20 s timeouts, product-service auth headers and the student `Authorization` added per
 * request by hooks, retries only for GETs. `send` unwraps the envelope, validates the result with
 * its wire schema and turns every failure into an `LmsError`.
 */
import ky, { isHTTPError, isTimeoutError } from 'ky';
import type { BeforeErrorHook, BeforeRequestHook, KyInstance } from 'ky';
import type * as z from 'zod/mini';
import type { CallSpec, LmsClientConfig, LmsHttp, Reply } from './transport.ts';
import { productAuthHeaders } from './auth.ts';
import { LmsError, serverMessage, statusText } from './errors.ts';
import { parseWire } from './parse.ts';
import { envelopeCode, isObject, parseBody, SERVICE_TIMEOUT_MS, type Body } from './values.ts';

const isEnvelope = (body: unknown): body is Body =>
	isObject(body) && ('result' in body || 'status_code' in body || 'statusCode' in body);

const describeStatus = (status: number, fallback = ''): string => {
	const name = statusText(status) ?? fallback;
	return name === '' ? String(status) : `${status} ${name}`;
};

function httpFailure(
	spec: CallSpec,
	where: string,
	status: number,
	body: unknown,
	name = '',
): LmsError {
	const message = serverMessage(body);
	return new LmsError({
		kind: 'http',
		call: spec.call,
		status,
		body,
		message: `${where}: ${describeStatus(status, name)}${message === null ? '' : ` — ${message}`}`,
	});
}

// Node hides the useful part ("connect ECONNREFUSED ...") in the causes of "fetch failed".
function causeChain(error: unknown): string {
	const messages: string[] = [];
	// ky's NetworkError wraps the fetch error: start from what it wraps.
	let current = error instanceof Error && error.cause !== undefined ? error.cause : error;
	while (current instanceof Error && messages.length < 3) {
		messages.push(current.message);
		current = current.cause;
	}
	return messages.length === 0 ? String(current) : messages.join(': ');
}

function toLmsError(error: unknown, spec: CallSpec, where: string, timeoutMs: number): LmsError {
	if (isHTTPError(error)) {
		const { status, statusText: name } = error.response;
		return httpFailure(spec, where, status, parseBody(error.data), name);
	}
	if (isTimeoutError(error)) {
		return new LmsError({
			kind: 'timeout',
			call: spec.call,
			message: `${where}: no response within ${timeoutMs} ms`,
		});
	}
	return new LmsError({
		kind: 'network',
		call: spec.call,
		message: `${where}: network error (${causeChain(error)})`,
	});
}

/** Creates the HTTP layer for one tenant. */
export function createLmsHttp(config: LmsClientConfig): LmsHttp {
	const timeoutMs = config.timeoutMs ?? SERVICE_TIMEOUT_MS;

	const addStudentAuth: BeforeRequestHook = ({ request, options }) => {
		const student = options.context['student'] === true ? config.getStudent?.() : null;
		if (student) {
			request.headers.set('Authorization', student.authorization);
		}
	};

	const addProductAuth: BeforeRequestHook = ({ request }) => {
		const headers = productAuthHeaders(config.instituteId ?? 0, config.getStudent?.()?.userId ?? 0);
		for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
	};

	// Spec section 6: a 403 on a call carrying the student authorization logs the student out.
	const logoutOnForbidden: BeforeErrorHook = ({ error, request, options }) => {
		if (
			isHTTPError(error) &&
			error.response.status === 403 &&
			options.context['student'] === true &&
			options.context['logoutOn403'] === true &&
			request.headers.has('Authorization')
		) {
			config.onForbidden?.(serverMessage(parseBody(error.data)) ?? '');
		}
		return error;
	};

	const instance = (prefix: string, beforeRequest: BeforeRequestHook[]): KyInstance =>
		ky.create({
			prefix,
			headers: { Source: 'WEB', Accept: 'application/json' },
			timeout: timeoutMs,
			retry: {
				limit: config.retry ?? 0,
				methods: ['get'],
				statusCodes: [500, 502, 503, 504],
				afterStatusCodes: [503],
				retryOnTimeout: true,
			},
			...(config.fetch === undefined ? {} : { fetch: config.fetch }),
			hooks: { beforeRequest, beforeError: [logoutOnForbidden] },
		});

	const services = {
		main: instance(config.mainApiUrl, [addStudentAuth]),
		product: instance(config.productApiUrl, [addProductAuth, addStudentAuth]),
	};

	async function send(spec: CallSpec, schema?: z.ZodMiniType): Promise<Reply<unknown>> {
		const method = spec.method ?? 'GET';
		const where = `${spec.call} ${method} ${spec.path}`;
		let status: number;
		let body: unknown;
		try {
			const response = await services[spec.service](spec.path, {
				method,
				...(spec.json === undefined ? {} : { json: spec.json }),
				...(spec.headers === undefined ? {} : { headers: spec.headers }),
				context: { student: spec.student === true, logoutOn403: spec.logoutOn403 !== false },
			});
			status = response.status;
			body = parseBody(await response.text());
		} catch (error) {
			throw toLmsError(error, spec, where, timeoutMs);
		}
		// A success whose body is not JSON (cut short, or a proxy's page) is no reply of the service:
		// read as one, it would pass for a success that never happened (M12, M13), or its text for a
		// result (M17's address).
		if (typeof body === 'string') {
			throw new LmsError({
				kind: 'invalid-reply',
				call: spec.call,
				status,
				body,
				message: `${where}: invalid reply: the body is not JSON`,
			});
		}
		const code = envelopeCode(body);
		// Any 2xx is a success (M2 answers 202, M3 201); the envelope's own code must agree.
		if (code !== undefined && (code < 200 || code > 299))
			throw httpFailure(spec, where, code, body);
		if (spec.requireCode === true && code === undefined) {
			throw new LmsError({
				kind: 'invalid-reply',
				call: spec.call,
				status,
				body,
				message: `${where}: invalid reply: no status code in the envelope`,
			});
		}
		const envelope = isEnvelope(body) ? body : null;
		const result = envelope === null ? body : envelope['result'];
		const message = typeof envelope?.['message'] === 'string' ? envelope['message'] : null;
		return {
			result: schema === undefined ? result : parseWire(schema, result, spec.call, where, status),
			message: message === null || message.trim() === '' ? null : message,
			status,
		};
	}

	return {
		config,
		send: send,
		instituteId(call) {
			if (config.instituteId === undefined) {
				throw new TypeError(`${call}: the LMS client was created without an instituteId`);
			}
			return config.instituteId;
		},
	};
}
