/**
 * The LMS client's transport, as the call functions of `calls/` see it: a request described by its
 * CONTRACT.md id (`CallSpec`) goes in, an unwrapped and validated reply comes out. Types and two
 * spec builders only, no ky: a call group imports this, and the ky transport (`http.ts`) is
 * created by whoever holds the configuration (the build, or `src/stores/lms.ts` in the browser).
 */
import type * as z from 'zod/mini';

/** The logged-in student: the user id and the `Authorization` value built from the server's credential. */
export interface StudentCredential {
	userId: number;
	/** `studentAuthorization(userId, serverCredential)`, as the session keeps it. */
	authorization: string;
}

/** Configuration of an LMS client; nothing is read from the environment. */
export interface LmsClientConfig {
	mainApiUrl: string;
	productApiUrl: string;
	/** Required by every call that names the institute (all product calls, most main calls). */
	instituteId?: number;
	/** The logged-in student, read per request; null when logged out. */
	getStudent?: () => StudentCredential | null;
	/** Called with the server message (or '') when a call carrying the student authorization answers 403. */
	onForbidden?: (message: string) => void;
	fetch?: typeof fetch;
	/** Per-attempt timeout; defaults to SERVICE_TIMEOUT_MS. */
	timeoutMs?: number;
	/** Retries for GETs on network errors, timeouts and 5xx (never 4xx, never POST/PUT); default 0. */
	retry?: number;
}

/** One request, described with its CONTRACT.md id. */
export interface CallSpec {
	call: string;
	service: 'main' | 'product';
	method?: 'GET' | 'POST' | 'PUT';
	/** Path and query, appended to the service base URL. */
	path: string;
	json?: unknown;
	headers?: Record<string, string>;
	/** Sends the student authorization when someone is logged in. */
	student?: boolean;
	/** False for calls whose 403 must not log out (logout itself). */
	logoutOn403?: boolean;
	/** Success requires a status code in the envelope (M4). */
	requireCode?: boolean;
}

/** An unwrapped success. */
export interface Reply<T> {
	result: T;
	message: string | null;
	status: number;
}

/** Sends calls to both services. */
export interface LmsHttp {
	readonly config: LmsClientConfig;
	send<S extends z.ZodMiniType>(spec: CallSpec, schema: S): Promise<Reply<z.infer<S>>>;
	send(spec: CallSpec): Promise<Reply<unknown>>;
	/** The configured institute id; throws when a call that needs it is made without one. */
	instituteId(call: string): number;
}

/** A main-service POST of `json`; `student` sends the student authorization. */
export function mainPost(call: string, path: string, json: unknown, student = false): CallSpec {
	return { call, service: 'main', method: 'POST', path, json, student };
}

/** A product-service call (every one carries the product-service auth headers). */
export function productCall(
	call: string,
	path: string,
	extra: Partial<Pick<CallSpec, 'method' | 'json' | 'student'>> = {},
): CallSpec {
	return { call, service: 'product', path, ...extra };
}
