/**
 * The cart pages start as the page runs: P9 goes out at once, and its answer is painted with the
 * island's own views (src/views/cart/cart-view.ts) while React loads; the island then
 * hydrates over that markup, finding the cart started (src/browser/paint-island.ts).
 */
import { $cartPage, startCart } from '../stores/cart-page.ts';
import { pageClientConfig } from './page-config.ts';
import { paintIsland } from './paint-island.ts';
import { CART_STORES, paintedCart } from './painted/cart.ts';

startCart(pageClientConfig());
paintIsland(paintedCart, CART_STORES, () => $cartPage.get().status !== 'loading');
