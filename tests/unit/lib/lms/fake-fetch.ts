/** A fake `fetch` for the LMS client tests: records every request and answers from a handler. */

export interface RecordedRequest {
	method: string;
	url: URL;
	headers: Headers;
	/** Parsed JSON body, or undefined for bodiless requests. */
	body: unknown;
	signal: AbortSignal;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** Builds a fake fetch; `requests` grows with every call. */
export function fakeFetch(handler: Handler) {
	const requests: RecordedRequest[] = [];
	const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
		const request = input instanceof Request ? input : new Request(input, init);
		const text = await request.text();
		const recorded: RecordedRequest = {
			method: request.method,
			url: new URL(request.url),
			headers: request.headers,
			body: text === '' ? undefined : (JSON.parse(text) as unknown),
			signal: request.signal,
		};
		requests.push(recorded);
		return handler(recorded);
	};
	return { fetch: fetch, requests };
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
	return new Response(JSON.stringify(body), {
		status,
		headers: { 'content-type': 'application/json' },
	});
}

/** A fetch that never answers until aborted (for timeouts). */
export function hangingFetch(): typeof globalThis.fetch {
	return (input: RequestInfo | URL) =>
		new Promise<Response>((_, reject) => {
			const signal = input instanceof Request ? input.signal : undefined;
			signal?.addEventListener('abort', () => reject(signal.reason as Error));
		});
}
