/**
 * The cart pages' P9 starts as the page runs, while the cart island's code (React and the cart's
 * components) still loads: the island takes the answer (src/stores/cart-page.ts `prefetchCart`).
 */
import { prefetchCart } from '../stores/cart-page.ts';
import { pageClientConfig } from './page-config.ts';

try {
	prefetchCart(pageClientConfig());
} catch {
	// A page whose config cannot be read leaves the island to ask, as it always can.
}
