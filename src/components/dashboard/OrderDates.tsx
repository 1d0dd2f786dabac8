/**
 * An order's purchase and expiry dates as a description list, shown by its card and its dialog.
 */
import { ORDER_TEXTS as TEXTS, type OrderView } from '../../lib/dashboard/orders.ts';

/** 'Purchased on' and 'Expires on' with their labels. */
export default function OrderDates({ order }: { order: OrderView }) {
	return (
		<dl className="order-dates">
			<div>
				<dt>{TEXTS.purchased}</dt>
				<dd>{order.purchased}</dd>
			</div>
			<div>
				<dt>{TEXTS.expires}</dt>
				<dd>{order.expires}</dd>
			</div>
		</dl>
	);
}
