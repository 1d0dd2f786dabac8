/**
 * Reading Lighthouse results (v13: the LCP element is in the `lcp-breakdown-insight` audit).
 */

/** The LCP element as `selector: text`, from the first DOM node in the LCP insight's details. */
export function lcpElement(details: unknown): string | null {
	const stack = [details];
	while (stack.length > 0) {
		const value = stack.shift();
		if (Array.isArray(value)) stack.push(...value);
		else if (value && typeof value === 'object') {
			const node = value as { type?: unknown; selector?: unknown; nodeLabel?: unknown };
			if (node.type === 'node' && typeof node.selector === 'string')
				return `${node.selector}: ${String(node.nodeLabel ?? '').slice(0, 80)}`;
			stack.push(...Object.values(value));
		}
	}
	return null;
}
