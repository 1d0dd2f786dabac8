/**
 * My Orders (spec section 2 "Dashboard"), below the page's h1: the student's purchased products
 * (P6) as cards with thumbnail, title, purchased and expiry dates, price or 'Free' and View, which
 * opens the order's dialog; the empty list; loading and failure with retry. It reads
 * src/stores/orders.ts and calls its actions; for a visitor (no session) it shows nothing.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { ORDER_TEXTS as TEXTS, orderView, type OrderView } from '../../lib/dashboard/orders.ts';
import type { ClientConfig } from '../../lib/site/client-config.ts';
import { $openOrder, $orders, ensureOrders, loadOrders, openOrder } from '../../stores/orders.ts';
import FailureScreen from '../feedback/FailureScreen.tsx';
import { lazyPart } from '../feedback/lazy-part.tsx';
import Toaster from '../feedback/Toaster.tsx';
import ProductThumbnail from '../products/ProductThumbnail.tsx';
import { useOpenedOnce, useStudent } from './hooks.ts';
import OrderDates from './OrderDates.tsx';
import Pending from './Pending.tsx';
import { $pageLanguage } from '../../stores/page-language.ts';
import { partLanguages } from '../../lib/site/locale.ts';
import './dashboard.css';

// The dialog (and the HTML sanitiser it needs) loads with the first View.
const OrderDialog = lazyPart(() => import('./OrderDialog.tsx'));

interface Props {
	config: ClientConfig;
}

// `lang` on the institute's words (the title) inside the dashboard's English (src/lib/site/locale.ts).
function OrderCard({ order, lang }: { order: OrderView; lang: string | undefined }) {
	return (
		<li className="dashboard-card order-card" data-order={order.id}>
			<ProductThumbnail className="order-card-photo" src={order.photo} width={320} height={180} />
			<div className="dashboard-card-body">
				<h2 className="dashboard-card-title" lang={lang}>
					{order.title}
				</h2>
				<OrderDates order={order} />
				<p className="order-card-price">{order.price}</p>
				<button
					type="button"
					className="button button-secondary order-card-view"
					onClick={() => openOrder(order.id)}
				>
					{TEXTS.view}
					<span className="visually-hidden" lang={lang}>
						{' '}
						{order.title}
					</span>
				</button>
			</div>
		</li>
	);
}

/** The whole My Orders page below its heading. */
export default function OrdersPanel({ config }: Props) {
	const student = useStudent();
	const orders = useStore($orders);
	const dialogWanted = useOpenedOnce(useStore($openOrder) !== null);
	const pageLanguage = useStore($pageLanguage);
	const { content } = partLanguages(pageLanguage);
	useEffect(() => {
		if (student) ensureOrders(config);
	}, [config, student]);

	// A 403 logs out with a toast: the toast area stays while the guard takes over.
	if (student === false) return <Toaster />;
	if (student === null || orders.status === 'loading') {
		return <Pending text={TEXTS.loading} />;
	}
	if (orders.status === 'error') {
		return (
			<>
				<FailureScreen onRetry={() => void loadOrders(config)} />
				<Toaster />
			</>
		);
	}
	if (orders.items.length === 0) {
		return (
			<>
				<p className="dashboard-empty">{TEXTS.empty}</p>
				<Toaster />
			</>
		);
	}
	return (
		<>
			<ul className="dashboard-cards" aria-label={TEXTS.listLabel}>
				{orders.items.map((product) => (
					<OrderCard key={product.id} order={orderView(product, pageLanguage)} lang={content} />
				))}
			</ul>
			{dialogWanted && <OrderDialog />}
			<Toaster />
		</>
	);
}
