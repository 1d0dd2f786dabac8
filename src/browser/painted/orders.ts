/**
 * What My Orders' page script paints (src/browser/paint-island.ts): the island's own view of the
 * stores' state now, read the way the island reads it on its first render. Apart from the start
 * script, which runs on import, so a test can compare both renders.
 */
import { ordersView } from '../../views/dashboard/panel-views.ts';
import type { ViewChild } from '../../views/node.ts';
import { $orders } from '../../stores/orders.ts';
import { $pageLanguage } from '../../stores/page-language.ts';
import { $loggedIn } from '../../stores/session.ts';

/** My Orders below its heading (OrdersPanel.tsx). */
export function paintedOrders(): ViewChild {
	const state = { student: $loggedIn.get(), pageLanguage: $pageLanguage.get(), live: false };
	return ordersView({ ...state, ...$orders.get() });
}

/** The stores {@link paintedOrders} reads. */
export const ORDERS_STORES = [$orders, $loggedIn, $pageLanguage];
