/**
 * The visitor's cart as the project's cart store keeps it (product ids in localStorage `cart`),
 * read when a page renders: the header's count and the cards' Add/Remove buttons.
 */

/** The product ids in the cart; none when nothing (or nothing valid) is stored. */
export function cartIds(): number[] {
	try {
		const cart: unknown = JSON.parse(localStorage.getItem('cart') ?? '[]');
		return Array.isArray(cart) ? cart.filter((id): id is number => Number.isSafeInteger(id)) : [];
	} catch {
		return [];
	}
}
