/**
 * The cart page's island (spec section 2 "Cart and checkout"): the offers, 'My Cart' with its
 * items, and the summary (notes, coupon, price details, terms and Proceed to pay); the empty cart;
 * loading and failure with retry. It reads `$cartPage` and calls the cart page's actions; its
 * markup is `cartView` (cart-view.ts), which the page's script paints first
 * (src/browser/start-cart.ts), so React hydrates over what is already on the screen.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { CheckoutSettings, ClientConfig } from '../../lib/site/client-config.ts';
import { toReact } from '../../views/react.ts';
import {
	$cartPage,
	$cartTotals,
	applyCoupon,
	loadCart,
	openCart,
	removeItem,
} from '../../stores/cart-page.ts';
import { $checkout } from '../../stores/checkout.ts';
import { $pageLanguage } from '../../stores/page-language.ts';
import { $loggedIn, $session } from '../../stores/session.ts';
import FailureScreen from '../feedback/FailureScreen.tsx';
import { lazyPart } from '../feedback/lazy-part.tsx';
import Toaster from '../feedback/Toaster.tsx';
import { useHydrated } from '../feedback/use-hydrated.ts';
import { cartView } from '../../views/cart/cart-view.ts';
import { useSummaryHandlers } from './coupon-reveal.ts';
import './cart.css';

// The checkout's dialogs load with the checkout, when the student proceeds.
const CheckoutDialogs = lazyPart(() => import('../checkout/CheckoutDialogs.tsx'));

interface Props {
	config: ClientConfig;
	checkout: CheckoutSettings;
}

/** The whole cart page below its heading. */
export default function CartPage({ config, checkout }: Props) {
	const state = useStore($cartPage);
	const { currency, totals } = useStore($cartTotals);
	const step = useStore($checkout);
	const loggedIn = useStore($loggedIn);
	const { enableOnlinePaymentFeature } = useStore($session);
	const pageLanguage = useStore($pageLanguage);
	const summary = useSummaryHandlers(state);
	const live = useHydrated();
	useEffect(() => openCart(config, checkout), [config, checkout]);

	// On the way to a gateway or /thankyou (the cart may already be empty): no empty-cart flash.
	const leaving = step.kind === 'leaving';
	if (!leaving && state.status === 'error' && state.items.length === 0) {
		// The failure keeps its own state (Reload's lock, offline), its markup that of the view.
		return (
			<>
				<FailureScreen onRetry={() => void loadCart()} />
				<Toaster />
			</>
		);
	}
	const view = cartView(
		{
			state,
			currency,
			totals,
			leaving,
			checkoutBusy: step.kind !== 'idle',
			loggedIn,
			onlinePaymentEnabled: enableOnlinePaymentFeature,
			couponCode: summary.couponCode,
			live,
			pageLanguage,
		},
		{
			...summary.handlers,
			onRemove: removeItem,
			onApplyOffer: (code) => summary.ask(() => applyCoupon(code)),
		},
	);
	return (
		<>
			{toReact(view)}
			{!leaving && step.kind !== 'idle' && <CheckoutDialogs />}
			{!leaving && <Toaster />}
		</>
	);
}
