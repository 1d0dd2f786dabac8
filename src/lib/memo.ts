/**
 * Values a build computes from a tenant's data on every one of its pages (the theme's font CSS,
 * the integrations' loader configuration, a product's address, the footer's links): computed once
 * per data object instead, and kept only as long as that object lives (a render wave's snapshot).
 * The data is never changed once loaded, and callers never change what they get back.
 */

/** `compute`, run once per `key` object; later calls with the same object answer the first result. */
export function oncePer<K extends object, V>(compute: (key: K) => V): (key: K) => V {
	const results = new WeakMap<K, { value: V }>();
	return (key) => {
		let result = results.get(key);
		if (result === undefined) {
			result = { value: compute(key) };
			results.set(key, result);
		}
		return result.value;
	};
}

/**
 * `compute`, run once per `key` object and `arg` (a flag, or another object compared by identity,
 * or undefined).
 */
export function oncePerPair<K extends object, A, V>(
	compute: (key: K, arg: A) => V,
): (key: K, arg: A) => V {
	const results = new WeakMap<K, Map<A, V>>();
	return (key, arg) => {
		let byArg = results.get(key);
		if (byArg === undefined) {
			byArg = new Map();
			results.set(key, byArg);
		}
		if (byArg.has(arg)) return byArg.get(arg) as V;
		const value = compute(key, arg);
		byArg.set(arg, value);
		return value;
	};
}
