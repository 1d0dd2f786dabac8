/**
 * The cart: a persisted list of product ids (spec section 3, "Cart (client state)"), shared by the
 * header badge and every island, synchronised across tabs. Newest first: 'Add to Cart' puts the
 * id at the front of the list (spec section 2).
 */
import { computed } from 'nanostores';
import { decodeCartIds } from '../lib/cart/stored.ts';
import { persistentJson } from './persist.ts';

export const $cart = persistentJson<number[]>('cart', [], decodeCartIds);

export const $cartCount = computed($cart, (ids) => ids.length);

/** Adds a product at the front of the cart (no duplicates). */
export function addToCart(productId: number): void {
	$cart.set([productId, ...$cart.get().filter((id) => id !== productId)]);
}

/** Removes a product from the cart. */
export function removeFromCart(productId: number): void {
	$cart.set($cart.get().filter((id) => id !== productId));
}

/** Empties the cart (after an order is placed). */
export function emptyCart(): void {
	$cart.set([]);
}

/** Whether a product is in the cart. */
export function isInCart(productId: number): boolean {
	return $cart.get().includes(productId);
}
