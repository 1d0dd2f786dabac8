/**
 * The cart page's island (spec section 2 "Cart and checkout"): the offers, 'My Cart' with its
 * items, and the summary (notes, coupon, price details, terms and Proceed to pay); the empty cart;
 * loading and failure with retry. It reads `$cartPage` and calls the cart page's actions.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { CheckoutSettings, ClientConfig } from '../../lib/site/client-config.ts';
import { CART_TEXTS } from '../../lib/cart/rules.ts';
import { formatMinor } from '../../lib/money.ts';
import { $cartPage, $cartTotals, loadCart, openCart } from '../../stores/cart-page.ts';
import { $checkout } from '../../stores/checkout.ts';
import FailureScreen from '../feedback/FailureScreen.tsx';
import { lazyPart } from '../feedback/lazy-part.tsx';
import Toaster from '../feedback/Toaster.tsx';
import CartItems from './CartItems.tsx';
import CartOffers from './CartOffers.tsx';
import CartSummary from './CartSummary.tsx';
import { useCouponReveal } from './coupon-reveal.ts';
import './cart.css';

/** Shown while the browser leaves for a payment page or /thankyou. */
const LEAVING_TEXT = 'One moment, please…';

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
	const reveal = useCouponReveal(state);
	useEffect(() => openCart(config, checkout), [config, checkout]);

	// On the way to a gateway or /thankyou (the cart may already be empty): no empty-cart flash.
	if (step.kind === 'leaving') {
		return (
			<p className="cart-loading" role="status">
				{LEAVING_TEXT}
			</p>
		);
	}
	if (state.status === 'loading' && state.items.length === 0) {
		return (
			<p className="cart-loading" role="status">
				Loading your cart…
			</p>
		);
	}
	if (state.status === 'error' && state.items.length === 0) {
		return (
			<>
				<FailureScreen onRetry={() => void loadCart()} />
				<Toaster />
			</>
		);
	}
	if (state.items.length === 0) {
		return (
			<div className="cart-empty">
				<p>{CART_TEXTS.empty}</p>
				<a className="button" href="/product">
					{CART_TEXTS.addProducts}
				</a>
				<Toaster />
			</div>
		);
	}

	const count = state.items.length;
	return (
		<div className="cart-layout" aria-busy={state.status === 'loading'}>
			<section className="cart-main" aria-labelledby="cart-heading">
				<CartOffers items={state.items} currency={currency} ask={reveal.ask} />
				<h2 id="cart-heading" className="cart-heading">
					My Cart <span className="cart-count">({count === 1 ? '1 item' : `${count} items`})</span>
					{totals && currency !== 'mixed' && currency !== null && (
						<span className="cart-total">Total {formatMinor(totals.amount, currency)}</span>
					)}
				</h2>
				<CartItems items={state.items} />
			</section>
			<CartSummary
				state={state}
				currency={currency}
				totals={totals}
				checkoutBusy={step.kind !== 'idle'}
				couponArea={reveal.target}
				ask={reveal.ask}
			/>
			{step.kind !== 'idle' && <CheckoutDialogs />}
			<Toaster />
		</div>
	);
}
