/**
 * The cart page (spec sections 2, 4 and 5): the cart's products from P9, the coupon (P10), the
 * terms checkbox and Proceed to pay up to the hand-over to checkout. The ids live in `$cart`
 * (persisted, synced across tabs); this store holds what the page shows. The island reads
 * `$cartPage` and calls these actions; the rules are src/lib/cart/rules.ts.
 */
import { computed, map } from 'nanostores';
import { FROM_CART, loginUrl } from '../lib/auth/redirect.ts';
import { isLmsError, serverMessage } from '../lib/lms/errors.ts';
import { NETWORK_ERROR_TEXT } from '../lib/lms/error-text.ts';
import type { CartProduct } from '../lib/lms/types.ts';
import type { CheckoutSettings, ClientConfig } from '../lib/site/client-config.ts';
import {
	cartCurrency,
	couponErrorText,
	priceDetails,
	proceedStep,
	type AppliedCoupon,
	type PriceDetails,
} from '../lib/cart/rules.ts';
import { decodeKeptCoupon, type KeptCoupon } from '../lib/cart/stored.ts';
import { $cart, removeFromCart } from './cart.ts';
import { persistentJson } from './persist.ts';
import { isOffline as offline } from '../lib/offline/rules.ts';
import { lms, preload } from './lms.ts';
import { cartProductsFrom, requestCart, type CartRequestConfig } from '../lib/lms/lean/cart.ts';
import { notify } from './notices.ts';
import { $session } from './session.ts';

/** Shown when P9 left out ids of the stored cart (unknown or withdrawn products). */
export const DROPPED_TEXT = 'Products that are no longer available were removed from your cart.';

export interface CartPageState {
	status: 'loading' | 'ready' | 'error';
	/** P9's products, in the cart's order (newest first). */
	items: CartProduct[];
	coupon: AppliedCoupon | null;
	/** A P10 request is running. */
	couponBusy: boolean;
	/** Why the last code was refused (shown by the coupon field). */
	couponError: string | null;
	termsAccepted: boolean;
	/** Proceed to pay is running (its checks and the hand-over). */
	proceeding: boolean;
}

const INITIAL: CartPageState = {
	status: 'loading',
	items: [],
	coupon: null,
	couponBusy: false,
	couponError: null,
	termsAccepted: false,
	proceeding: false,
};

export const $cartPage = map<CartPageState>({ ...INITIAL });

/** The cart's currency and, for one currency, its price details: what the page shows and pays. */
export interface CartTotals {
	currency: string | 'mixed' | null;
	totals: PriceDetails | null;
}

/** The one computation of the payable, read by the island and by Proceed to pay. */
export const $cartTotals = computed($cartPage, ({ items, coupon }): CartTotals => {
	const currency = cartCurrency(items);
	const single = currency !== null && currency !== 'mixed';
	return { currency, totals: single ? priceDetails(items, coupon?.discountMinor ?? 0) : null };
});

/**
 * The applied coupon's code and the cart it was applied to, kept across pages: back from a
 * failed or abandoned payment, the cart applies it again (P10 checks it anew) before the next
 * payment. Cleared with the coupon, by a refusal, or once the cart is another.
 */
const $keptCoupon = persistentJson<KeptCoupon | null>('cart-coupon', null, decodeKeptCoupon);

const sameCart = (a: readonly number[], b: readonly number[]) => a.join(',') === b.join(',');

/**
 * The last P9 reply (public product data): offline, the cart lists the products it last knew
 * rather than a failure, and loads again by itself once the browser is back online.
 */
const $lastReply = persistentJson<unknown>('cart-products', null, (value) => value ?? null);
/** The page shows the products it last knew, not P9's answer. */
let fromLastReply = false;

// The products the last reply knew, in the cart's order; null unless it knew every one.
function lastKnown(ids: readonly number[]): CartProduct[] | null {
	const known = cartProductsFrom($lastReply.get());
	const items = known && inCartOrder(ids, known);
	return items && items.length === ids.length ? items : null;
}

// The kept coupon, applied again to the cart it was applied to; forgotten for any other cart.
function reapplyKeptCoupon(ids: readonly number[]): void {
	const kept = $keptCoupon.get();
	if (kept === null) return;
	if (!sameCart(kept.ids, ids)) return $keptCoupon.set(null);
	// Offline, P10 cannot answer: the coupon is checked again once the cart loads online.
	if ($cartPage.get().coupon === null && !offline()) void applyCoupon(kept.code);
}

const storeCalls = () => import('../lib/lms/calls/store.ts');

let config: ClientConfig | null = null;
let checkoutSettings: CheckoutSettings | null = null;
let loadId = 0;

// The checkout's code (its rules, dialogs' actions and calls) loads when the student proceeds.
const checkout = () => import('./checkout-requests.ts');

// The ids the page shows, in the cart's order: P9 may answer in any order.
function inCartOrder(ids: readonly number[], items: readonly CartProduct[]): CartProduct[] {
	const byId = new Map(items.map((item) => [item.id, item]));
	return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What P9 is asked with for the stored cart now: the service, institute, student and ids. */
function cartRequest(page: Pick<ClientConfig, 'productApiUrl' | 'instituteId'>) {
	const request: CartRequestConfig = {
		productApiUrl: page.productApiUrl,
		instituteId: page.instituteId,
		userId: $session.get().userId,
	};
	const ids = $cart.get();
	return { request, ids };
}

/** P9 for the stored ids; ids P9 leaves out are dropped from the cart with a notice. */
export async function loadCart(): Promise<void> {
	if (!config) return;
	const { request, ids } = cartRequest(config);
	const current = ++loadId;
	if (ids.length === 0) {
		$cartPage.set({ ...$cartPage.get(), status: 'ready', items: [], coupon: null });
		$keptCoupon.set(null);
		return;
	}
	$cartPage.setKey('status', 'loading');
	// The lean P9 (lean/cart.ts): the page shows its products without loading the full client.
	const outcome = await requestCart(request, ids);
	if (current !== loadId) return;
	if ('error' in outcome) {
		const known = offline() ? lastKnown(ids) : null;
		fromLastReply = known !== null;
		if (known) return $cartPage.set({ ...$cartPage.get(), status: 'ready', items: known });
		$cartPage.setKey('status', 'error');
		// Offline, notify leaves the network text to the page's offline notice.
		notify('error', outcome.error);
		return;
	}
	fromLastReply = false;
	if (outcome.reply !== undefined) $lastReply.set(outcome.reply);
	const items = inCartOrder(ids, outcome.items);
	const missing = ids.filter((id) => !items.some((item) => item.id === id));
	$cartPage.set({ ...$cartPage.get(), status: 'ready', items });
	if (missing.length > 0) {
		for (const id of missing) removeFromCart(id);
		notify('info', DROPPED_TEXT);
		return;
	}
	reapplyKeptCoupon(ids);
}

let stopFollowing: (() => void) | null = null;

/**
 * Starts the page once: loads the cart, and reloads whenever the ids change (here or in another
 * tab). The page's script starts it as the page runs (src/browser/start-cart.ts), so P9 goes out
 * and its answer is painted while React still loads; the island's {@link openCart} then finds it
 * started. Returns the function that stops following the cart.
 */
export function startCart(next: ClientConfig): () => void {
	config = next;
	if (stopFollowing) return stopFollowing;
	let previous: readonly number[] = $cart.get();
	const unsubscribe = $cart.listen((ids) => {
		if (sameCart(ids, previous)) return;
		previous = ids;
		// A changed cart invalidates the coupon (spec section 4: removing resets it).
		$cartPage.set({ ...$cartPage.get(), coupon: null, couponError: null });
		$keptCoupon.set(null);
		void loadCart();
	});
	$cartPage.set({ ...INITIAL });
	void loadCart();
	// Back online, a cart listing what it last knew asks P9 again (a failure's screen retries
	// by itself).
	const backOnline = () => {
		if (fromLastReply) void loadCart();
	};
	globalThis.addEventListener?.('online', backOnline);
	stopFollowing = () => {
		unsubscribe();
		globalThis.removeEventListener?.('online', backOnline);
		stopFollowing = null;
	};
	return stopFollowing;
}

/**
 * The island's start: the checkout's settings, and the page started ({@link startCart}) unless
 * its script did. Returns the function that stops following the cart (the effect's cleanup).
 */
export function openCart(next: ClientConfig, settings: CheckoutSettings): () => void {
	checkoutSettings = settings;
	return startCart(next);
}

/** Remove: the id leaves the cart; the page reloads and the coupon resets. */
export function removeItem(productId: number): void {
	removeFromCart(productId);
}

/** Starts loading the coupon call when the student starts on the coupon field. */
export function prepareCoupon(): void {
	preload(storeCalls);
}

/** Apply: P10 with the trimmed code for the cart's products. */
export async function applyCoupon(code: string): Promise<void> {
	const trimmed = code.trim();
	const state = $cartPage.get();
	// A coupon applies to a cart of one currency, the one its discount is in.
	const { currency } = $cartTotals.get();
	if (!config || trimmed === '' || state.couponBusy || currency === null || currency === 'mixed') {
		return;
	}
	$cartPage.set({ ...state, couponBusy: true, couponError: null });
	try {
		const [http, calls] = await lms(config, storeCalls);
		const ids = $cartPage.get().items.map((item) => item.id);
		const result = await calls.applyCoupon(http, trimmed, ids, currency);
		$cartPage.setKey('coupon', {
			code: trimmed,
			discountMinor: result.discountMinor,
			offerApplyDto: result.offerApplyDto,
		});
		$keptCoupon.set({ code: trimmed, ids: $cart.get() });
	} catch (error) {
		// A refusal's message ('Error' reads 'Coupon code invalid!'); without one, the status's
		// text (spec section 8): a 503 from a proxy says nothing about the code.
		const message = isLmsError(error) && error.kind === 'http' ? serverMessage(error.body) : null;
		const text =
			message !== null
				? couponErrorText(message)
				: isLmsError(error)
					? error.text
					: NETWORK_ERROR_TEXT;
		$cartPage.set({ ...$cartPage.get(), coupon: null, couponError: text });
		// Refused, the code is forgotten; unanswered (offline), it is tried again next time.
		if (message !== null) $keptCoupon.set(null);
	} finally {
		$cartPage.setKey('couponBusy', false);
	}
}

/** Remove coupon: the discount and Amount Payable reset at once; the items stay. */
export function removeCoupon(): void {
	$cartPage.set({ ...$cartPage.get(), coupon: null, couponError: null });
	$keptCoupon.set(null);
}

/** The terms checkbox. */
export function acceptTerms(accepted: boolean): void {
	$cartPage.setKey('termsAccepted', accepted);
}

/** Proceed to pay: the spec's checks in order, then the hand-over to checkout. */
export async function proceedToPay(): Promise<void> {
	const state = $cartPage.get();
	// While the kept coupon is checked again, the payable is not known yet.
	if (!config || !checkoutSettings || state.proceeding || state.couponBusy) return;
	const { currency, totals } = $cartTotals.get();
	if (totals === null || currency === null || currency === 'mixed') return;
	const { payable } = totals;
	const step = proceedStep({
		loggedIn: $session.get().userId !== 0,
		termsAccepted: state.termsAccepted,
		payable,
		items: state.items,
	});
	if (step.kind === 'login') {
		globalThis.location.assign(loginUrl(FROM_CART));
		return;
	}
	if (step.kind === 'refused') {
		notify('error', step.text);
		return;
	}
	$cartPage.setKey('proceeding', true);
	try {
		const { startCheckout } = await checkout();
		await startCheckout(config, checkoutSettings, {
			items: state.items,
			currency,
			payableMinor: payable,
			coupon: state.coupon,
			free: step.kind === 'free-order',
		});
	} catch {
		// The checkout's code could not be loaded (offline): the cart stays as it is.
		notify('error', NETWORK_ERROR_TEXT);
	} finally {
		$cartPage.setKey('proceeding', false);
	}
}
