/**
 * The dashboard's My Orders (spec section 2 "Dashboard"): P6 (the student's products) and P5 (a
 * product's item types, for the View dialog, cached per product). The island reads these stores
 * and calls these actions; the display rules are src/lib/dashboard/orders.ts. A 403 logs out with
 * the server's message (or the app-link popup) and is not reported again.
 */
import { atom, map } from 'nanostores';
import { GENERIC_ERROR_TEXT, isLmsError } from '../lib/lms/errors.ts';
import { requestMyProducts } from '../lib/lms/lean/my-products.ts';
import type { ItemTypeDescription, Product } from '../lib/lms/types.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { latest, studentValue, turns, type LoadStatus } from './latest.ts';
import { lms } from './lms.ts';
import { $session } from './session.ts';

export interface OrdersState {
	status: LoadStatus;
	/** P6's products, as P6 orders them. */
	items: Product[];
}

/** A product's item types (P5) as the View dialog shows them; a failure with its text (spec 8). */
export type ItemTypesState =
	| { status: 'loading' }
	| { status: 'ready'; items: ItemTypeDescription[] }
	| { status: 'error'; text: string };

export const $orders = map<OrdersState>({ status: 'loading', items: [] });

/** The product whose View dialog is open, or null. */
export const $openOrder = atom<number | null>(null);

/** P5 per product id, kept for the page's life: a product's item types do not change. */
export const $itemTypes = atom<Readonly<Record<number, ItemTypesState>>>({});

const storeCalls = () => import('../lib/lms/calls/store.ts');

// The orders' config, for the dialog's P5 (the dialog opens only from a loaded list).
let config: ClientConfig | null = null;
const ordersTurn = turns();
let started = false;

/**
 * My Orders' first load, unless one has started: the page's script starts it before React has
 * loaded (src/browser/start-orders.ts), and the island's mount then finds it under way.
 */
export function ensureOrders(next: ClientConfig): void {
	if (!started) void loadOrders(next);
}

/** My Orders: P6 for the logged-in student; nothing for a visitor (user id 0). */
export async function loadOrders(next: ClientConfig): Promise<void> {
	config = next;
	const { userId, studentAuth } = $session.get();
	if (userId === 0) return;
	started = true;
	$orders.set({ status: 'loading', items: [] });
	await latest(
		ordersTurn,
		async () => {
			// The lean P6 (lean/my-products.ts): the list shows without loading the full client.
			const outcome = await requestMyProducts({
				productApiUrl: next.productApiUrl,
				instituteId: next.instituteId,
				userId,
				authorization: studentAuth ?? '',
			});
			return studentValue('P6', outcome);
		},
		(items) => $orders.set(items ? { status: 'ready', items } : { status: 'error', items: [] }),
	);
}

async function loadItemTypes(productId: number): Promise<void> {
	const known = $itemTypes.get()[productId];
	if (!config || known?.status === 'loading' || known?.status === 'ready') return;
	const setEntry = (entry: ItemTypesState) =>
		$itemTypes.set({ ...$itemTypes.get(), [productId]: entry });
	setEntry({ status: 'loading' });
	try {
		const [http, calls] = await lms(config, storeCalls);
		setEntry({ status: 'ready', items: await calls.getItemTypeDescriptions(http, productId) });
	} catch (error) {
		// Shown inside the dialog with its own retry (a toast would sit behind the modal); the
		// dialog's other content stays.
		setEntry({ status: 'error', text: isLmsError(error) ? error.text : GENERIC_ERROR_TEXT });
	}
}

/** View: opens the product's dialog and loads its item types (P5) unless already loaded. */
export function openOrder(productId: number): void {
	$openOrder.set(productId);
	void loadItemTypes(productId);
}

/** The dialog's retry after a failed P5. */
export function retryItemTypes(): void {
	const productId = $openOrder.get();
	if (productId !== null) void loadItemTypes(productId);
}

/** Close (or Escape). */
export function closeOrder(): void {
	$openOrder.set(null);
}
