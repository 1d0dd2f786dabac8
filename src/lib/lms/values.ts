/**
 * The LMS client's import-free basics: reply parsing, value normalising and the page mapping.
 * No ky and no zod here, so a browser module that needs only these (the runtime content page,
 * which must stay under 20 KB) does not pull the full client's chunk.
 */
import type { ContentPage } from './types.ts';

/** Timeout for calls that name a service kind: all of CONTRACT.md (spec section 9). */
export const SERVICE_TIMEOUT_MS = 20_000;

export type Body = Record<string, unknown>;

/** A JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Body =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a body as JSON when possible; '' → undefined, non-JSON → the text itself. */
export function parseBody(text: unknown): unknown {
	if (typeof text !== 'string') return text;
	if (text.trim() === '') return undefined;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return text;
	}
}

/** The envelope's status code under either spelling (`status_code`, `statusCode`), if any. */
export function envelopeCode(body: unknown): number | undefined {
	if (!isObject(body)) return undefined;
	const code = body['status_code'] ?? body['statusCode'];
	return typeof code === 'number' ? code : undefined;
}

/** The `result` of a 200 envelope (either spelling of its code); undefined for anything else. */
export function okResult(body: unknown): unknown {
	return envelopeCode(body) === 200 && isObject(body) ? body['result'] : undefined;
}

/** Empty strings and null both mean absent (CONTRACT.md, value types). */
export function textOrNull(value: unknown): string | null {
	return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A flag that may come as boolean, 0/1 or "Y"/"N". */
export function isOn(value: unknown): boolean {
	return value === true || value === 1 || value === 'Y';
}

/** A nav route or slug without leading or trailing `/` (CONTRACT.md, field details). */
export function normaliseRoute(route: string): string {
	return route.trim().replace(/^\/+|\/+$/g, '');
}

/** A P3 page record as a ContentPage, checking each field's type; null when it is not a record. */
export function pageFrom(result: unknown): ContentPage | null {
	if (!isObject(result)) return null;
	const route = textOrNull(result['page_route']);
	return {
		id: typeof result['id'] === 'number' ? result['id'] : null,
		title: textOrNull(result['page_title']),
		route: route === null ? null : normaliseRoute(route),
		bannerImageUrl: textOrNull(result['banner_image_url']),
		html: textOrNull(result['page_data']),
		status: textOrNull(result['page_status']),
		inNavbar: isOn(result['in_navbar']),
	};
}

/**
 * `value` as an absolute URL whose scheme is one of `protocols` (default http and https), in its
 * normalised form; null for anything else (`javascript:`, a bare host, a relative path).
 */
export function webUrlOrNull(
	value: unknown,
	protocols: readonly string[] = ['http:', 'https:'],
): string | null {
	const text = textOrNull(value)?.trim();
	if (!text) return null;
	try {
		const url = new URL(text);
		return protocols.includes(url.protocol) ? url.href : null;
	} catch {
		return null;
	}
}
