/**
 * The header's live parts: logged-in state, cart count (kept in sync across tabs by the stores),
 * LOGOUT, closing open dropdowns on Escape or a click elsewhere, and the mobile menu (Escape and a
 * tap outside close it; while open, the page behind it is inert). Vanilla on purpose: every page
 * has a header, and most pages must not load React.
 */
import { $cartCount } from '../stores/cart.ts';
import { $loggedIn, $session } from '../stores/session.ts';
import type { ClientConfig } from '../lib/site/client-config.ts';
import { keepForOffline, showWhileOffline } from './offline.ts';
// Not the notices store: it belongs to the islands' chunk, which a content page never loads.
import { noticesWaiting } from '../lib/feedback/carried.ts';

const root = document.documentElement;
const header = document.querySelector<HTMLElement>('[data-site-header]');

$loggedIn.subscribe((loggedIn) => {
	root.toggleAttribute('data-logged-in', loggedIn);
});

$cartCount.subscribe((count) => {
	if (count > 0) root.dataset['cartCount'] = String(count);
	else delete root.dataset['cartCount'];
	const badge = header?.querySelector<HTMLElement>('[data-cart-count]');
	if (count > 0) badge?.setAttribute('data-count', String(count));
	else badge?.removeAttribute('data-count');
	header
		?.querySelector('[data-cart-link]')
		?.setAttribute(
			'aria-label',
			count > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart',
		);
});

// A logout whose message carried the app-link marker: web access is off until acknowledged
// (spec section 4). The popup's code loads only then: most visits never see it.
$session.subscribe(({ showWebAccessPopUp }) => {
	root.toggleAttribute('data-web-access-off', showWebAccessPopUp);
	const popup = header?.querySelector<HTMLDialogElement>('[data-web-access-popup]');
	if (popup && showWebAccessPopUp && !popup.open)
		void import('./web-access-popup.ts').then((module) => module.showWebAccessPopup(popup));
});

// What the previous page said as it left (after a login or a logout); the code loads only then.
if (noticesWaiting())
	void import('./carried-notices.ts').then((module) => module.showCarriedNotices());

// eslint-disable-next-line @typescript-eslint/no-misused-promises -- async only to await the lazily loaded logout; nothing awaits a listener
header?.querySelector('[data-logout]')?.addEventListener('click', async () => {
	const config = JSON.parse(header.dataset['clientConfig'] ?? '{}') as ClientConfig;
	// Loaded on demand: the LMS client is only needed by the few visitors who log out.
	const { logout } = await import('../stores/auth.ts');
	await logout(config);
	location.assign('/');
});

const dropdowns = () => header?.querySelectorAll<HTMLDetailsElement>('details.more[open]') ?? [];
const menu = header?.querySelector<HTMLDetailsElement>('details[data-menu]');
// The same breakpoint as the header's CSS and inline script: wider, the menu is a bar, not a panel.
const narrow = matchMedia('(max-width: 1024px)');
const menuIsPanel = () => !!menu?.open && narrow.matches;

const closeMenu = () => {
	if (!menu) return;
	menu.open = false;
	menu.querySelector('summary')?.focus();
};

// While the panel is open, the page under it leaves the focus order (WCAG 2.4.11) and stops scrolling.
menu?.addEventListener('toggle', () => {
	const covering = menuIsPanel();
	root.toggleAttribute('data-menu-open', covering);
	for (const element of document.body.children) {
		if (element !== header && !(element instanceof HTMLScriptElement)) {
			(element as HTMLElement).inert = covering;
		}
	}
});

document.addEventListener('click', (event) => {
	const target = event.target as Node;
	for (const dropdown of dropdowns()) {
		if (!dropdown.contains(target)) dropdown.open = false;
	}
	const backdrop = (target as Element).closest?.('[data-menu-backdrop]');
	if (menuIsPanel() && (backdrop || !menu!.contains(target))) closeMenu();
});
document.addEventListener('keydown', (event) => {
	if (event.key !== 'Escape') return;
	const open = [...dropdowns()];
	for (const dropdown of open) {
		dropdown.open = false;
		dropdown.querySelector('summary')?.focus();
	}
	// The first Escape closes an open MORE or MY ACCOUNT list, the next one the menu.
	if (open.length === 0 && menuIsPanel()) closeMenu();
});

keepForOffline();
showWhileOffline(document.querySelector<HTMLElement>('[data-site-offline]'));
