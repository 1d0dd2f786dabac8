/**
 * My Orders (spec section 2 "Dashboard"), below the page's h1: the student's purchased products
 * (P6) as cards with thumbnail, title, purchased and expiry dates, price or 'Free' and View, which
 * opens the order's dialog; the empty list; loading and failure with retry. It reads
 * src/stores/orders.ts and calls its actions; for a visitor (no session) it shows nothing.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { ClientConfig } from '../../lib/site/client-config.ts';
import { toReact } from '../../views/react.ts';
import { $openOrder, $orders, ensureOrders, loadOrders, openOrder } from '../../stores/orders.ts';
import { $pageLanguage } from '../../stores/page-language.ts';
import FailureScreen from '../feedback/FailureScreen.tsx';
import { lazyPart } from '../feedback/lazy-part.tsx';
import Toaster from '../feedback/Toaster.tsx';
import { useHydrated } from '../feedback/use-hydrated.ts';
import { useOpenedOnce, useStudent } from './hooks.ts';
import { ordersView } from '../../views/dashboard/panel-views.ts';
import './dashboard.css';

// The dialog (and the HTML sanitiser it needs) loads with the first View.
const OrderDialog = lazyPart(() => import('./OrderDialog.tsx'));

interface Props {
	config: ClientConfig;
}

/**
 * The whole My Orders page below its heading: the markup of each state is `ordersView`, which the
 * page's script paints first (src/browser/start-orders.ts).
 */
export default function OrdersPanel({ config }: Props) {
	const student = useStudent();
	const orders = useStore($orders);
	const dialogWanted = useOpenedOnce(useStore($openOrder) !== null);
	const pageLanguage = useStore($pageLanguage);
	const live = useHydrated();
	useEffect(() => {
		if (student) ensureOrders(config);
	}, [config, student]);

	// A failure keeps its own state (Reload's lock, offline), its markup that of the view.
	if (student && orders.status === 'error') {
		return (
			<>
				<FailureScreen onRetry={() => void loadOrders(config)} />
				<Toaster />
			</>
		);
	}
	// A 403 logs out with a toast: the toast area stays while the guard takes over.
	return (
		<>
			{toReact(ordersView({ student, pageLanguage, live, ...orders }, openOrder))}
			{dialogWanted && <OrderDialog />}
			<Toaster />
		</>
	);
}
