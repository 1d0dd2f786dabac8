/**
 * The cart page's markup below its heading (spec section 2 "Cart and checkout"), one source for
 * the island (CartPage.tsx) and the page's vanilla first paint (src/browser/start-cart.ts): the
 * offers, 'My Cart' with its items, and the summary; the empty cart; loading. A failure with no
 * items is the failure screen as it first shows (the island renders it as FailureScreen).
 */
import {
	availableOffers,
	CART_TEXTS,
	itemLabel,
	offerText,
	validityText,
} from '../../lib/cart/rules.ts';
import { formatMinor } from '../../lib/money.ts';
import { partLanguages } from '../../lib/site/locale.ts';
import { h, type ViewChild, type ViewNode } from '../node.ts';
import { firstFailureView } from '../feedback/failure-view.ts';
import { thumbnailView } from '../products/thumbnail-view.ts';
import { summaryView, type SummaryHandlers, type SummaryViewState } from './summary-view.ts';

/** Shown while the browser leaves for a payment page or /thankyou. */
const LEAVING_TEXT = 'One moment, please…';

/** What the cart page shows. */
export interface CartViewState extends SummaryViewState {
	/** On the way to a gateway or /thankyou (the cart may already be empty). */
	leaving: boolean;
	pageLanguage: string;
}

/** The island's handlers (none in the first paint). */
export interface CartHandlers extends SummaryHandlers {
	onRemove?: (productId: number) => void;
	onApplyOffer?: (code: string) => void;
}

/** Available Offers, collapsed until opened: each offer with what it gives and its Apply. */
function offersView(view: CartViewState, on: CartHandlers): ViewNode {
	const { items, couponBusy, coupon } = view.state;
	const offers = availableOffers(items);
	const currency = view.currency;
	return h(
		'details',
		{ class: 'cart-offers' },
		h('summary', null, `Available Offers (${offers.length})`),
		offers.length === 0
			? h('p', { class: 'cart-offers-none' }, CART_TEXTS.noEligibleOffers)
			: h(
					'ul',
					null,
					offers.map((offer) =>
						h(
							'li',
							{ key: offer.code },
							h('span', { class: 'cart-offer-code' }, offer.code),
							currency !== null &&
								currency !== 'mixed' &&
								h('span', { class: 'cart-offer-text' }, offerText(offer, currency)),
							h(
								'button',
								{
									type: 'button',
									class: 'button button-secondary',
									disabled: !view.live || couponBusy || coupon?.code === offer.code,
									onClick: () => on.onApplyOffer?.(offer.code),
								},
								'Apply',
								h('span', { class: 'visually-hidden' }, ` offer ${offer.code}`),
							),
						),
					),
				),
	);
}

/** The cart's items, newest first: image, title, validity, label and Remove. */
function itemsView(
	{ state: { items }, pageLanguage, live }: CartViewState,
	on: CartHandlers,
): ViewNode {
	// The cart is the spec's English (its page's main says so); the titles are the institute's.
	const { content } = partLanguages(pageLanguage);
	return h(
		'ul',
		{ class: 'cart-items' },
		items.map((item) => {
			const validity = validityText(item, pageLanguage);
			return h(
				'li',
				{ key: item.id, class: 'cart-item', 'data-cart-item': item.id },
				thumbnailView({ class: 'cart-item-image', src: item.logoUrl, width: 96, height: 72 }),
				h(
					'div',
					{ class: 'cart-item-body' },
					h('h3', { class: 'cart-item-title', lang: content }, item.title),
					validity && h('p', { class: 'cart-item-validity' }, `Validity: ${validity}`),
					h('p', { class: 'cart-item-label', 'data-cart-item-label': true }, itemLabel(item)),
				),
				h(
					'button',
					{
						type: 'button',
						class: 'button button-secondary cart-item-remove',
						disabled: !live,
						onClick: () => on.onRemove?.(item.id),
					},
					'Remove',
					h(
						'span',
						{ class: 'visually-hidden' },
						' ',
						h('span', { lang: content }, item.title),
						' from cart',
					),
				),
			);
		}),
	);
}

/** The cart page below its heading, for one state. */
export function cartView(view: CartViewState, on: CartHandlers = {}): ViewChild {
	const { state, currency, totals } = view;
	if (view.leaving) return h('p', { class: 'cart-loading', role: 'status' }, LEAVING_TEXT);
	if (state.status === 'loading' && state.items.length === 0)
		return h('p', { class: 'cart-loading', role: 'status' }, 'Loading your cart…');
	if (state.status === 'error' && state.items.length === 0) return firstFailureView();
	if (state.items.length === 0) {
		return h(
			'div',
			{ class: 'cart-empty' },
			h('p', null, CART_TEXTS.empty),
			h('a', { class: 'button', href: '/product' }, CART_TEXTS.addProducts),
		);
	}
	const count = state.items.length;
	return h(
		'div',
		{ class: 'cart-layout', 'aria-busy': state.status === 'loading' },
		h(
			'section',
			{ class: 'cart-main', 'aria-labelledby': 'cart-heading' },
			offersView(view, on),
			h(
				'h2',
				{ id: 'cart-heading', class: 'cart-heading' },
				'My Cart ',
				h('span', { class: 'cart-count' }, count === 1 ? '(1 item)' : `(${count} items)`),
				totals &&
					currency !== 'mixed' &&
					currency !== null &&
					h('span', { class: 'cart-total' }, `Total ${formatMinor(totals.amount, currency)}`),
			),
			itemsView(view, on),
		),
		summaryView(view, on),
	);
}
