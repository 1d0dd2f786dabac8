/**
 * Running and reading Lighthouse (v13: the LCP element is in the `lcp-breakdown-insight` audit).
 */

/**
 * Lighthouse settings for a first visit: clear all of the origin's storage. Lighthouse's default
 * clears the HTTP cache, service workers and cache storage but keeps localStorage, so after the
 * first run on an origin every later run was a visitor with an empty cache yet our "fonts are
 * cached" flag set: its pages asked for their web fonts before the first paint, which a first
 * visit never does.
 */
export function firstVisitStorage(): { clearStorageTypes: ['all'] } {
	return { clearStorageTypes: ['all'] };
}

/** The LCP element as `selector: text`, from the first DOM node in the LCP insight's details. */
export function lcpElement(details: unknown): string | null {
	const stack = [details];
	while (stack.length > 0) {
		const value = stack.shift();
		if (Array.isArray(value)) stack.push(...(value as unknown[]));
		else if (value && typeof value === 'object') {
			const node = value as { type?: unknown; selector?: unknown; nodeLabel?: unknown };
			if (node.type === 'node' && typeof node.selector === 'string')
				// eslint-disable-next-line @typescript-eslint/no-base-to-string -- Lighthouse's nodeLabel is a string when present
				return `${node.selector}: ${String(node.nodeLabel ?? '').slice(0, 80)}`;
			stack.push(...(Object.values(value) as unknown[]));
		}
	}
	return null;
}
