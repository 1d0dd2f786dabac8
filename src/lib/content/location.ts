/**
 * Which page the runtime content page shows (spec section 2, "Content page"; both readings): the
 * slug from navigation state (`history.state.slug`, with `hideBanner`), else the last segment of
 * the address.
 */

export interface RuntimeTarget {
	slug: string;
	hideBanner: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null;

function decode(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}

/** The slug and banner flag for an address path and the history state. */
export function runtimeTarget(pathname: string, state: unknown): RuntimeTarget {
	const hideBanner = isObject(state) && state['hideBanner'] === true;
	const stateSlug = isObject(state) && typeof state['slug'] === 'string' ? state['slug'] : '';
	const fromState = stateSlug.trim().replace(/^\/+|\/+$/g, '');
	if (fromState !== '') return { slug: fromState, hideBanner };
	const segments = pathname.split('/').filter((segment) => segment !== '');
	return { slug: decode(segments.at(-1) ?? '').trim(), hideBanner };
}
