/**
 * My Orders' P6 starts as the page runs, and its answer is painted at once with the island's own
 * views (src/views/dashboard/panel-views.ts) while React loads; the island then hydrates
 * over that markup, finding the load done (src/browser/paint-island.ts).
 */
import { $orders, ensureOrders } from '../stores/orders.ts';
import { $loggedIn } from '../stores/session.ts';
import { pageClientConfig } from './page-config.ts';
import { paintIsland } from './paint-island.ts';
import { ORDERS_STORES, paintedOrders } from './painted/orders.ts';

ensureOrders(pageClientConfig());
paintIsland(
	paintedOrders,
	ORDERS_STORES,
	() => !$loggedIn.get() || $orders.get().status !== 'loading',
);
