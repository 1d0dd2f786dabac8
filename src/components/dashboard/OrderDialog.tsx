/**
 * An order's View dialog (spec section 2 "Dashboard"): the product's about text (institute HTML,
 * sanitised), its purchase and expiry dates, and its item types with descriptions (P5, loaded on
 * opening; a failure shows a short message and the error's text with Retry, the rest stays). A native <dialog>: the
 * page behind is inert, Escape and Close close it, focus returns to View. Loaded on first View.
 */
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { ORDER_TEXTS as TEXTS, orderView } from '../../lib/dashboard/orders.ts';
import { sanitizeHtml } from '../../lib/html/sanitize.client.ts';
import {
	$itemTypes,
	$openOrder,
	$orders,
	closeOrder,
	retryItemTypes,
	type ItemTypesState,
} from '../../stores/orders.ts';
import { useModalDialog } from '../feedback/use-modal-dialog.ts';
import OrderDates from './OrderDates.tsx';
import { $pageLanguage } from '../../stores/page-language.ts';
import { partLanguages } from '../../lib/site/locale.ts';
import Pending from './Pending.tsx';
import '../feedback/feedback.css';

function ItemTypes({ state }: { state: ItemTypesState | undefined }) {
	if (state === undefined || state.status === 'loading') {
		return <Pending text={TEXTS.itemsLoading} />;
	}
	if (state.status === 'error') {
		return (
			<div className="order-items-failed" role="alert">
				<p>{TEXTS.itemsFailed}</p>
				<p>{state.text}</p>
				<button type="button" className="button button-secondary" onClick={retryItemTypes}>
					{TEXTS.retry}
				</button>
			</div>
		);
	}
	if (state.items.length === 0) return <p>{TEXTS.itemsEmpty}</p>;
	return (
		<ul className="order-items">
			{state.items.map((item, index) => (
				<li key={`${index}-${item.itemType}`}>
					<strong>{item.itemType}</strong>
					{item.description && <span> {item.description}</span>}
				</li>
			))}
		</ul>
	);
}

/** The open order's dialog; mounted from the first View on, `$openOrder` opens and closes it. */
export default function OrderDialog() {
	const openId = useStore($openOrder);
	const { items } = useStore($orders);
	const itemTypes = useStore($itemTypes);
	const product = items.find((item) => item.id === openId) ?? null;
	const { dialogProps } = useModalDialog(product !== null, closeOrder);
	const headingId = useId();
	const pageLanguage = useStore($pageLanguage);
	const { content } = partLanguages(pageLanguage);
	const order = product && orderView(product, pageLanguage);
	const about = product ? sanitizeHtml(product.about) : '';
	return (
		<dialog
			{...dialogProps}
			className="dialog alert-dialog order-dialog"
			aria-labelledby={headingId}
		>
			{product && order && (
				<>
					<h2 id={headingId} lang={content}>
						{order.title}
					</h2>
					{about && (
						<div
							className="order-about"
							lang={content}
							dangerouslySetInnerHTML={{ __html: about }}
						/>
					)}
					<OrderDates order={order} />
					<h3 className="order-items-heading">{TEXTS.itemsHeading}</h3>
					<ItemTypes state={itemTypes[product.id]} />
				</>
			)}
			<div className="alert-actions">
				<button type="button" className="button" onClick={closeOrder}>
					{TEXTS.close}
				</button>
			</div>
		</dialog>
	);
}
