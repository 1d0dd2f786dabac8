/**
 * The stored cart (spec section 3, "Cart (client state)"): a list of product ids, newest first.
 */

/**
 * The stored value as a cart, or null when it is not one: anything but a list of distinct
 * positive whole numbers (a product id can be nothing else, and the cart never holds one twice).
 */
export function decodeCartIds(value: unknown): number[] | null {
	if (!Array.isArray(value)) return null;
	const ids = new Set<number>();
	for (const id of value) {
		if (!Number.isSafeInteger(id) || id <= 0 || ids.has(id)) return null;
		ids.add(id);
	}
	return [...ids];
}
