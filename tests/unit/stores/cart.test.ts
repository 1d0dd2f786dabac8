import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
	cleanTestStorage,
	getTestStorage,
	setTestStorageKey,
	useTestStorageEngine,
} from '@nanostores/persistent';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
	cleanTestStorage();
	vi.resetModules();
});

const load = () => import('../../../src/stores/cart.ts');

describe('cart store', () => {
	it('starts empty', async () => {
		const { $cart, $cartCount } = await load();
		expect($cart.get()).toEqual([]);
		expect($cartCount.get()).toBe(0);
	});

	it('adds at the front without duplicates, removes and empties, persisting each change', async () => {
		const { $cart, $cartCount, addToCart, removeFromCart, emptyCart, isInCart } = await load();
		addToCart(2001);
		addToCart(2002);
		addToCart(2001);
		expect($cart.get()).toEqual([2001, 2002]);
		expect($cartCount.get()).toBe(2);
		expect(getTestStorage()['cart']).toBe('[2001,2002]');
		expect(isInCart(2002)).toBe(true);
		removeFromCart(2002);
		expect($cart.get()).toEqual([2001]);
		expect(isInCart(2002)).toBe(false);
		emptyCart();
		expect($cart.get()).toEqual([]);
	});

	it('restores a stored cart', async () => {
		setTestStorageKey('cart', '[7,8]');
		const { $cart } = await load();
		expect($cart.get()).toEqual([7, 8]);
	});

	it.each(['not json', '{"a":1}', '[1,"2"]', '[0]', '[1.5]', 'null'])(
		'ignores a corrupt stored value %s',
		async (stored) => {
			setTestStorageKey('cart', stored);
			const { $cart } = await load();
			expect($cart.get()).toEqual([]);
		},
	);
});
