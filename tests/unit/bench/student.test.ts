import { describe, expect, it } from 'vitest';
import { checkoutProduct } from '../../../bench/lib/student.ts';
import { productFixture } from '../fixtures/product.ts';

const paid = (id: number, extra = {}) =>
	productFixture({ id, isFree: false, price: 49900, isEnrolled: false, remaining: null, ...extra });
const free = (id: number, extra = {}) => paid(id, { isFree: true, price: 0, ...extra });

describe('checkoutProduct: what the cart holds for the cart and checkout pages', () => {
	it.each([
		['the first paid product', [free(1), paid(2), paid(3)], 2],
		['not one the student owns', [paid(1, { isEnrolled: true }), paid(2)], 2],
		['not a sold-out one', [paid(1, { remaining: 0 }), paid(2, { remaining: 5 })], 2],
		['stock unknown counts as available', [paid(1, { remaining: null })], 1],
		['a free one when nothing paid can be bought', [paid(1, { isEnrolled: true }), free(2)], 2],
		[
			'none when nothing can be bought',
			[paid(1, { remaining: 0 }), free(2, { isEnrolled: true })],
			null,
		],
		['none for an empty catalogue', [], null],
	])('%s', (_name, products, id) => {
		expect(checkoutProduct(products)).toBe(id);
	});
});
