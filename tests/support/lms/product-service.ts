/**
 * The product service's calls P1–P13 (CONTRACT.md), gathered by service for the tests, which check
 * them call by call. The app imports each group from `src/lib/lms/calls/<group>.ts`, so that a
 * bundle carries only the calls it uses.
 */
export { getFaqs, getHomepage, getPage } from '../../../src/lib/lms/calls/site.ts';
export {
	applyCoupon,
	filterProducts,
	getCart,
	getItemTypeDescriptions,
	getProductDescription,
	getProductInfo,
	updateConsumedStorage,
} from '../../../src/lib/lms/calls/store.ts';
export { placeOrder, updateOrder } from '../../../src/lib/lms/calls/checkout.ts';
export { getMyProducts } from '../../../src/lib/lms/calls/dashboard.ts';
