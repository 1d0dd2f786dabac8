/**
 * An order's purchase and expiry dates as a description list, shown by its card and its dialog
 * (its markup: src/views/dashboard/panel-views.ts).
 */
import type { OrderView } from '../../lib/dashboard/orders.ts';
import { toReact } from '../../views/react.ts';
import { orderDatesView } from '../../views/dashboard/panel-views.ts';

/** 'Purchased on' and 'Expires on' with their labels. */
export default function OrderDates({ order }: { order: OrderView }) {
	return toReact(orderDatesView(order));
}
