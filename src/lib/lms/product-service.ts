/**
 * The product service's calls P1–P13 (CONTRACT.md), gathered by service for the build and the
 * tests. Islands and stores import from `calls/<group>.ts` instead, so that a bundle carries only
 * the calls it uses.
 */
export { getFaqs, getHomepage, getPage } from './calls/site.ts';
export {
	applyCoupon,
	filterProducts,
	getCart,
	getItemTypeDescriptions,
	getProductDescription,
	getProductInfo,
	updateConsumedStorage,
} from './calls/store.ts';
export { placeOrder, updateOrder } from './calls/checkout.ts';
export { getMyProducts } from './calls/dashboard.ts';
