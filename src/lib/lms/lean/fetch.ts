/**
 * The LMS client's lean transport, for the few calls a page makes before the visitor acts: P3 on
 * the runtime content page, P4 for the live product cards, P9 for the cart. Plain `fetch` with the
 * contract's headers (`Source`, the product-service auth headers, the student authorization when
 * given) and its 20 s timeout; no ky and no zod, which those pages' budgets cannot carry. Each
 * call's module checks the reply by hand. The full client (`http.ts`) serves everything else. P13
 * (a video's first play) uses it too, from the product detail page, and the dashboard's P6 and
 * M11 (`student-request.ts`).
 */
import { productAuthHeaders } from '../auth.ts';
import { parseBody, SERVICE_TIMEOUT_MS } from '../values.ts';
import { earlyKey, takeEarlyReply } from './early.ts';

/** The tenant's product service. */
export interface LeanConfig {
	productApiUrl: string;
	instituteId: number;
	fetch?: typeof fetch;
	timeoutMs?: number;
}

/** A request to the product service: its path, who asks, and a JSON body for a POST. */
export interface LeanRequest {
	path: string;
	/** PUT (P13, bodiless); by default POST when `json` is given, else GET. */
	method?: 'PUT';
	/** The viewer's user id for `x-prod-user-id` (0 when logged out). */
	userId?: number;
	/** The student authorization, sent when logged in. */
	authorization?: string | null;
	json?: unknown;
}

/** The HTTP status and parsed body; `status` null when no response arrived (offline, timeout). */
export interface LeanReply {
	status: number | null;
	body: unknown;
}

/** The tenant's main service (the student calls M11 reads the profile with). */
export interface LeanMainConfig {
	mainApiUrl: string;
	fetch?: typeof fetch;
	timeoutMs?: number;
}

/** Sends one product-service request; never throws. */
export function leanProductRequest(config: LeanConfig, request: LeanRequest): Promise<LeanReply> {
	return send(
		config,
		config.productApiUrl,
		request,
		productAuthHeaders(config.instituteId, request.userId ?? 0),
	);
}

/** Sends one main-service GET with the student authorization; never throws. */
export function leanMainRequest(
	config: LeanMainConfig,
	request: Pick<LeanRequest, 'path' | 'authorization'>,
): Promise<LeanReply> {
	return send(config, config.mainApiUrl, request, {});
}

/** A request's address on a service: the base without its trailing slashes, then the path. */
export const serviceUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

async function send(
	config: Pick<LeanConfig, 'fetch' | 'timeoutMs'>,
	base: string,
	request: LeanRequest,
	serviceHeaders: Record<string, string>,
): Promise<LeanReply> {
	const fetchFn = config.fetch ?? fetch;
	const post = request.json !== undefined;
	const url = serviceUrl(base, request.path);
	const method = request.method ?? (post ? 'POST' : 'GET');
	const body = post ? JSON.stringify(request.json) : '';
	const early = takeEarlyReply(
		earlyKey(
			method,
			url,
			serviceHeaders['x-prod-user-id'] ?? '',
			request.authorization ?? '',
			body,
		),
	);
	try {
		// The page's inline script sent this very request: its answer, or its failure, is this one's
		// (sent again, a timeout would keep the student waiting twice as long).
		const response = early
			? await early
			: await fetchFn(url, {
					method,
					headers: {
						Source: 'WEB',
						Accept: 'application/json',
						...(post ? { 'Content-Type': 'application/json' } : {}),
						...serviceHeaders,
						...(request.authorization ? { Authorization: request.authorization } : {}),
					},
					...(post ? { body } : {}),
					signal: AbortSignal.timeout(config.timeoutMs ?? SERVICE_TIMEOUT_MS),
				});
		if (response === null) return { status: null, body: undefined };
		return { status: response.status, body: parseBody(await response.text()) };
	} catch {
		return { status: null, body: undefined };
	}
}
