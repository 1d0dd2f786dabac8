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
	for (const id of value as unknown[]) {
		if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || ids.has(id)) return null;
		ids.add(id);
	}
	return [...ids];
}

/** The applied coupon the cart keeps across pages: its code and the cart it was applied to. */
export interface KeptCoupon {
	code: string;
	ids: number[];
}

/** The stored value as a kept coupon, or null: a code of 1 to 64 characters and a cart. */
export function decodeKeptCoupon(value: unknown): KeptCoupon | null {
	if (typeof value !== 'object' || value === null) return null;
	const { code, ids } = value as { code?: unknown; ids?: unknown };
	if (typeof code !== 'string' || code.trim() === '' || code.length > 64) return null;
	const cart = decodeCartIds(ids);
	return cart && cart.length > 0 ? { code, ids: cart } : null;
}
