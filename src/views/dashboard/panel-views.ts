/**
 * My Orders' and My Profile's markup, one source for their islands (OrdersPanel.tsx,
 * ProfilePanel.tsx) and the pages' vanilla first paint (src/browser/start-orders.ts,
 * start-profile.ts): each view is the whole panel for one state of its store.
 */
import { ORDER_TEXTS, orderView, type OrderView } from '../../lib/dashboard/orders.ts';
import { PROFILE_TEXTS, profileRows } from '../../lib/dashboard/profile.ts';
import type { Product, Profile } from '../../lib/lms/types.ts';
import { partLanguages } from '../../lib/site/locale.ts';
import { h, type ViewChild, type ViewNode } from '../node.ts';
import { firstFailureView } from '../feedback/failure-view.ts';
import { thumbnailView } from '../products/thumbnail-view.ts';

/** A `role="status"` line while a panel's call runs, announced by screen readers. */
export function pendingView(text: string): ViewNode {
	return h('p', { class: 'dashboard-status', role: 'status' }, text);
}

/** An order's purchase and expiry dates, shown by its card and its dialog. */
export function orderDatesView(order: OrderView): ViewNode {
	return h(
		'dl',
		{ class: 'order-dates' },
		h('div', null, h('dt', null, ORDER_TEXTS.purchased), h('dd', null, order.purchased)),
		h('div', null, h('dt', null, ORDER_TEXTS.expires), h('dd', null, order.expires)),
	);
}

// `lang` on the institute's words (the title) inside the dashboard's English (src/lib/site/locale.ts).
function orderCard(
	order: OrderView,
	lang: string | undefined,
	live: boolean,
	onView?: (id: number) => void,
) {
	return h(
		'li',
		{ key: order.id, class: 'dashboard-card order-card', 'data-order': order.id },
		thumbnailView({ class: 'order-card-photo', src: order.photo, width: 320, height: 180 }),
		h(
			'div',
			{ class: 'dashboard-card-body' },
			h('h2', { class: 'dashboard-card-title', lang }, order.title),
			orderDatesView(order),
			h('p', { class: 'order-card-price' }, order.price),
			h(
				'button',
				{
					type: 'button',
					class: 'button button-secondary order-card-view',
					disabled: !live,
					onClick: onView && (() => onView(order.id)),
				},
				ORDER_TEXTS.view,
				h('span', { class: 'visually-hidden', lang }, ' ', order.title),
			),
		),
	);
}

/** What My Orders shows: the student (null until known), the list's state and the language. */
export interface OrdersViewState {
	student: boolean | null;
	status: 'loading' | 'ready' | 'error';
	items: readonly Product[];
	pageLanguage: string;
	/** React has hydrated: until then View is disabled (nothing would answer it). */
	live: boolean;
}

/**
 * My Orders below its heading, for one state; nothing for a visitor. A failure is the failure
 * screen as it first shows (the island renders it as FailureScreen, which then keeps its state).
 */
export function ordersView(state: OrdersViewState, onView?: (id: number) => void): ViewChild {
	if (state.student === false) return null;
	if (state.student === null || state.status === 'loading') return pendingView(ORDER_TEXTS.loading);
	if (state.status === 'error') return firstFailureView();
	if (state.items.length === 0) return h('p', { class: 'dashboard-empty' }, ORDER_TEXTS.empty);
	const { content } = partLanguages(state.pageLanguage);
	return h(
		'ul',
		{ class: 'dashboard-cards', 'aria-label': ORDER_TEXTS.listLabel },
		state.items.map((product) =>
			orderCard(orderView(product, state.pageLanguage), content, state.live, onView),
		),
	);
}

/** What My Profile shows: the student (null until known) and the profile's state. */
export interface ProfileViewState {
	student: boolean | null;
	status: 'loading' | 'ready' | 'error';
	profile: Profile | null;
	/** React has hydrated: until then Change Password is disabled. */
	live: boolean;
}

/** My Profile below its heading, for one state; nothing for a visitor. */
export function profileView(state: ProfileViewState, onChangePassword?: () => void): ViewChild {
	const { student, status, profile } = state;
	if (student === false) return null;
	if (student === null || status === 'loading') return pendingView(PROFILE_TEXTS.loading);
	if (status === 'error' || !profile) return firstFailureView(PROFILE_TEXTS.failed);
	return h(
		'div',
		{ class: 'dashboard-profile' },
		h(
			'section',
			{ class: 'dashboard-card', 'aria-labelledby': 'profile-details' },
			h(
				'div',
				{ class: 'dashboard-card-body' },
				h(
					'h2',
					{ id: 'profile-details', class: 'dashboard-card-title' },
					PROFILE_TEXTS.detailsHeading,
				),
				h(
					'dl',
					{ class: 'profile-rows' },
					profileRows(profile).map((row) =>
						h('div', { key: row.label }, h('dt', null, row.label), h('dd', null, row.value)),
					),
				),
				h(
					'button',
					{ type: 'button', class: 'button', onClick: onChangePassword, disabled: !state.live },
					PROFILE_TEXTS.changePassword,
				),
			),
		),
		h(
			'section',
			{ class: 'dashboard-card', 'aria-labelledby': 'profile-courses' },
			h(
				'div',
				{ class: 'dashboard-card-body' },
				h(
					'h2',
					{ id: 'profile-courses', class: 'dashboard-card-title' },
					PROFILE_TEXTS.coursesHeading,
				),
				profile.courses.length > 0
					? h(
							'ul',
							{ class: 'profile-courses' },
							profile.courses.map((course, index) =>
								h('li', { key: `${index}-${course}` }, course),
							),
						)
					: h('p', { class: 'dashboard-muted' }, PROFILE_TEXTS.noCourses),
			),
		),
	);
}
