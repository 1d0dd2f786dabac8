/**
 * Live product cards (spec section 2 "Products list"): each prerendered card's cart button follows
 * the cart store at once (so another tab's change flips it too), and one P4 request brings the
 * cards' stock, enrolment and purchase count up to date (a 403 to a logged-in student ends the
 * session, with the server's message). Vanilla on purpose: the products list and home ship no
 * React (20 KB budget).
 *
 * A card is an element with `data-product-id` and `data-live-state` (its build-time `LiveState`
 * as JSON) holding a `[data-cart-button]` with a `[data-cart-label]`, and optionally a
 * `[data-purchase-count]` item inside its tags list, and a `[data-buy-now]` button (the detail
 * page's Buy Now: adds the product unless it is in the cart, then opens the cart; hidden while the
 * product is sold out or purchased). The cart button is rendered with the build's state but kept
 * invisible (its space reserved) until this module shows the right one.
 */
import { $cart, addToCart, removeFromCart } from '../stores/cart.ts';
import { $session } from '../stores/session.ts';
import { documentLanguage } from '../lib/site/locale.ts';
import { endRefusedSession } from './refused-session.ts';
import { applyLive, requestLiveProducts, type LiveState } from '../lib/lms/lean/live-products.ts';
import type { LiveProductsConfig } from '../lib/lms/lean/live-products.ts';
import {
	CART_ACTION_LABELS,
	cartAction,
	isCartActionDisabled,
	purchaseCountLabel,
} from '../lib/products/display.ts';

interface Card {
	id: number;
	state: LiveState;
	article: HTMLElement;
	button: HTMLButtonElement;
	buyNow: HTMLButtonElement | null;
}

/** Where Buy Now goes (spec section 2, "Product detail") unless the card names its own `data-cart-path`. */
const CART_PATH = '/cart';

function cardFrom(article: HTMLElement): Card | null {
	const id = Number(article.dataset['productId']);
	const button = article.querySelector<HTMLButtonElement>('[data-cart-button]');
	if (!Number.isInteger(id) || button === null) return null;
	try {
		const state = JSON.parse(article.dataset['liveState'] ?? '') as LiveState;
		const buyNow = article.querySelector<HTMLButtonElement>('[data-buy-now]');
		return { id, state, article, button, buyNow };
	} catch {
		return null;
	}
}

function showButton({ state, button, buyNow }: Card, inCart: boolean): void {
	const action = cartAction(state, inCart);
	button.dataset['action'] = action;
	button.disabled = isCartActionDisabled(action);
	const label = button.querySelector('[data-cart-label]') ?? button;
	label.textContent = CART_ACTION_LABELS[action];
	button.toggleAttribute('data-live', true);
	if (buyNow) {
		buyNow.hidden = isCartActionDisabled(action);
		buyNow.toggleAttribute('data-live', true);
	}
}

function showPurchaseCount({ state, article }: Card): void {
	const item = article.querySelector<HTMLElement>('[data-purchase-count]');
	if (item === null) return;
	const label = purchaseCountLabel(state, documentLanguage());
	item.textContent = label ?? '';
	item.hidden = label === null;
	// The tags list hides when none of its tags is shown (no gap left in the card).
	const tags = item.parentElement;
	if (tags) tags.hidden = [...tags.children].every((tag) => (tag as HTMLElement).hidden);
}

/** The product API and institute of the page (the header's `data-client-config`), if readable. */
export function pageConfig(root: ParentNode): LiveProductsConfig | null {
	const holder = root.querySelector<HTMLElement>('[data-client-config]');
	try {
		const config = JSON.parse(holder?.dataset['clientConfig'] ?? '') as Partial<LiveProductsConfig>;
		const { productApiUrl, instituteId } = config;
		return typeof productApiUrl === 'string' && typeof instituteId === 'number'
			? { productApiUrl, instituteId }
			: null;
	} catch {
		return null;
	}
}

/**
 * Takes over every card under `root`: shows its cart button for the current cart, follows the
 * cart, then applies the P4 reply. Resolves once the refresh is done; a failed refresh (or an
 * unreadable config) leaves the cards on their build-time state, still usable.
 */
export async function startProductCards(
	root: ParentNode,
	config: LiveProductsConfig | null = pageConfig(root),
): Promise<void> {
	const cards = [...root.querySelectorAll<HTMLElement>('[data-product-id][data-live-state]')]
		// A page may start this from several components (cards and a detail); each card once.
		.filter((article) => !article.hasAttribute('data-live-bound'))
		.map(cardFrom)
		.filter((card) => card !== null);
	if (cards.length === 0) return;
	for (const card of cards) {
		card.article.toggleAttribute('data-live-bound', true);
		card.button.addEventListener('click', () => {
			const action = card.button.dataset['action'];
			if (action === 'add') addToCart(card.id);
			else if (action === 'remove') removeFromCart(card.id);
		});
		card.buyNow?.addEventListener('click', () => {
			if (card.button.dataset['action'] === 'add') addToCart(card.id);
			location.assign(card.article.dataset['cartPath'] ?? CART_PATH);
		});
	}
	const showButtons = (ids: readonly number[]) => {
		for (const card of cards) showButton(card, ids.includes(card.id));
	};
	$cart.subscribe(showButtons);
	if (config === null) return;

	const live = await requestLiveProducts(config, $session.get(), endRefusedSession);
	if (live === null) return;
	const byId = new Map(live.map((entry) => [entry.id, entry]));
	for (const card of cards) {
		const entry = byId.get(card.id);
		if (entry === undefined) continue;
		card.state = applyLive(card.state, entry);
		showPurchaseCount(card);
	}
	showButtons($cart.get());
}
