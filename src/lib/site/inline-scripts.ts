/**
 * The few scripts that must run inline, before paint or right where they stand, as exact text:
 * the page's Content Security Policy allows each one by its hash (components/security/
 * InlineScript.astro), so their bytes are fixed here rather than in markup that formatting could
 * change. Values they need go in as JSON.
 */
import { earlyRequestCode, type EarlyRequest } from './early-requests.ts';
import { json } from './script-json.ts';

/**
 * Wide screens show a menu as a bar (the site menu) or open sidebar (the dashboard): keeps the
 * `<details>` just before the script open there; no-JS visitors open it themselves.
 */
export function openWhenWide(mediaQuery: string): string {
	return `(()=>{const d=document.currentScript.previousElementSibling,m=matchMedia(${json(mediaQuery)}),s=()=>(d.open=m.matches);s();m.addEventListener('change',s)})();`;
}

/**
 * `j(key)`: the stored JSON, as the stores read it (src/stores/persist.ts): this tab's
 * sessionStorage (where values go while localStorage refuses writes), else localStorage; null when
 * none or corrupt. Never `window.name`, which any other origin can write (issue 46). `u(session)`:
 * the logged-in user id, 0 for anything else.
 */
const STORED_READER = `const g=(a,k)=>{try{return window[a].getItem(k)}catch{}},j=k=>{try{return JSON.parse(g('sessionStorage',k)??g('localStorage',k))}catch{return null}},u=s=>s&&Number.isSafeInteger(s.userId)&&s.userId>0&&typeof s.studentAuth==='string'?s.userId:0`;

/** `c`: the stored cart's ids (a non-empty list of distinct positive whole numbers), else null. */
const CART_READER = `c=(c=>Array.isArray(c)&&c.length&&c.every(i=>Number.isSafeInteger(i)&&i>0)&&new Set(c).size===c.length?c:null)(j('cart'))`;

/**
 * Before paint: a stored login and cart count, so the header never flashes the wrong state. A
 * corrupt or foreign value shows nothing; the stores (src/stores/) decide after load. On the cart
 * page (`cart` given) it also starts the cart's P9 (early-requests.ts).
 */
export function headerStateScript(cart: EarlyRequest['config'] | null = null): string {
	return `(()=>{${STORED_READER},${CART_READER},v=u(j('session')),d=document.documentElement.dataset;if(v)d.loggedIn='';if(c){d.cartCount=String(c.length);const b=document.querySelector('[data-cart-count]');if(b)b.dataset.count=String(c.length)}${earlyRequestCode(cart && { page: 'cart', config: cart })}})();`;
}

/** The header state script of every page but the cart. */
export const HEADER_STATE_SCRIPT = headerStateScript();

/** Spec: a content page opens at its top (unless the address points into it), even on reload. */
export const CONTENT_TOP_SCRIPT = `if(!location.hash){history.scrollRestoration='manual';scrollTo(0,0)}`;

/** Before paint: with a product reference in the address, the list must not flash first. */
export const PRODUCT_REFERENCE_SCRIPT = `if(new URLSearchParams(location.search).has('proc'))document.documentElement.dataset.productReference='';`;

/**
 * The dashboard's guard, before paint (spec section 2, routing rules): no session, no dashboard.
 * On the cart, My Orders and My Profile (`early` given) it also starts the page's data
 * (early-requests.ts).
 */
export function dashboardGuardScript(early: EarlyRequest | null = null): string {
	const reader = early?.page === 'cart' ? `${STORED_READER},${CART_READER}` : STORED_READER;
	return `(()=>{${reader},v=u(j('session'));if(v){document.documentElement.dataset.student='';${earlyRequestCode(early)}}else location.replace('/login?from='+encodeURIComponent(location.pathname))})();`;
}

/** The dashboard guard of every dashboard page but those that start their data. */
export const DASHBOARD_GUARD_SCRIPT = dashboardGuardScript();

/** The width at which the site menu becomes a bar. */
export const SITE_MENU_WIDE = '(min-width: 1025px)';

/** The width at which the dashboard's sidebar stays open. */
export const DASHBOARD_SIDEBAR_WIDE = '(min-width: 900px)';

/**
 * The inline scripts a page's <body> may hold. The page's policy is written in its <head>, before
 * the body renders, so their hashes are added up front (src/layouts/SiteHead.astro); a script in
 * the <head> adds its own (components/security/InlineScript.astro).
 */
export const BODY_SCRIPTS: readonly string[] = [
	HEADER_STATE_SCRIPT,
	openWhenWide(SITE_MENU_WIDE),
	CONTENT_TOP_SCRIPT,
	PRODUCT_REFERENCE_SCRIPT,
	openWhenWide(DASHBOARD_SIDEBAR_WIDE),
];

/** Nothing private paints until the dashboard's guard has seen a session (no flash for a visitor). */
export const DASHBOARD_GUARD_STYLE = 'html:not([data-student]) body{visibility:hidden}';

/** With scripting off the guard never runs: the page shows, and says it needs JavaScript. */
export const NO_SCRIPT_STYLE = 'body{visibility:visible!important}';
