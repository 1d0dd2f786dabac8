/**
 * The dashboard's My Orders and My Profile (spec section 2 "Dashboard"): P6 (the student's
 * products), P5 (a product's item types, for the View dialog, cached per product) and M11 (the
 * profile). The islands read these stores and call these actions; the display rules are
 * src/lib/dashboard/. A 403 on any of these calls logs out through `lms()` with the server's
 * message (or the app-link popup), so it is not reported again here.
 */
import { atom, map } from 'nanostores';
import { GENERIC_ERROR_TEXT, isLmsError, LmsError } from '../lib/lms/errors.ts';
import type { ItemTypeDescription, Product, Profile } from '../lib/lms/types.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { forbidden, lms } from './lms.ts';
import { requestMyProducts } from '../lib/lms/my-products-request.ts';
import { notify } from './notices.ts';
import { $session } from './session.ts';

/** Where a panel's data is: loading, shown, or failed (with a retry). */
export type LoadStatus = 'loading' | 'ready' | 'error';

export interface OrdersState {
	status: LoadStatus;
	/** P6's products, as P6 orders them. */
	items: Product[];
}

export interface ProfileState {
	status: LoadStatus;
	profile: Profile | null;
}

/** A product's item types (P5) as the View dialog shows them. */
export type ItemTypesState =
	{ status: 'loading' } | { status: 'ready'; items: ItemTypeDescription[] } | { status: 'error' };

export const $orders = map<OrdersState>({ status: 'loading', items: [] });

/** The product whose View dialog is open, or null. */
export const $openOrder = atom<number | null>(null);

/** P5 per product id, kept for the page's life: a product's item types do not change. */
export const $itemTypes = atom<Readonly<Record<number, ItemTypesState>>>({});

export const $profile = map<ProfileState>({ status: 'loading', profile: null });

const storeCalls = () => import('../lib/lms/calls/store.ts');
const accountCalls = () => import('../lib/lms/calls/account.ts');

// The orders' config, for the dialog's P5 (the dialog opens only from a loaded list).
let config: ClientConfig | null = null;

/** Hands out turns: only the latest load of a panel may settle it (a retry overtakes a slow load). */
function turns(): () => () => boolean {
	let last = 0;
	return () => {
		const mine = ++last;
		return () => mine === last;
	};
}

const ordersTurn = turns();
const profileTurn = turns();

/**
 * Runs one load and, if no newer load overtook it, settles the panel with its value, or with null
 * when it failed. A failure is told as a toast (spec section 8), except a 403, which `lms()` has
 * already told.
 */
async function latest<T>(
	turn: () => () => boolean,
	work: () => Promise<T>,
	settle: (value: T | null) => void,
): Promise<void> {
	const isLatest = turn();
	let value: T;
	try {
		value = await work();
	} catch (error) {
		if (!isLatest()) return;
		if (!isLmsError(error)) notify('error', GENERIC_ERROR_TEXT);
		else if (error.status !== 403) notify('error', error.text);
		return settle(null);
	}
	if (isLatest()) settle(value);
}

/** My Orders: P6 for the logged-in student; nothing for a visitor (user id 0). */
export async function loadOrders(next: ClientConfig): Promise<void> {
	config = next;
	if ($session.get().userId === 0) return;
	$orders.set({ status: 'loading', items: [] });
	await latest(
		ordersTurn,
		async () => {
			// The lean P6 (my-products-request.ts): the list shows without loading the full client.
			const { userId, studentAuth } = $session.get();
			const outcome = await requestMyProducts({
				productApiUrl: next.productApiUrl,
				instituteId: next.instituteId,
				userId,
				authorization: studentAuth ?? '',
			});
			if (outcome.kind === 'ok') return outcome.items;
			if (outcome.kind === 'forbidden') forbidden(outcome.message);
			throw new LmsError({
				kind: 'http',
				call: 'P6',
				message: outcome.message,
				status: outcome.kind === 'forbidden' ? 403 : null,
				text: outcome.message,
			});
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
	} catch {
		// Shown inside the dialog with its own retry; the dialog's other content stays.
		setEntry({ status: 'error' });
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

/** My Profile: M11 for the logged-in student; an empty reply counts as a failure. */
export async function loadProfile(next: ClientConfig): Promise<void> {
	const { userId } = $session.get();
	if (userId === 0) return;
	$profile.set({ status: 'loading', profile: null });
	await latest(
		profileTurn,
		async () => {
			const [http, calls] = await lms(next, accountCalls);
			return calls.getProfile(http, userId);
		},
		(profile) => $profile.set({ status: profile ? 'ready' : 'error', profile }),
	);
}
