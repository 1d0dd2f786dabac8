/**
 * The few scripts that must run inline, before paint or right where they stand, as exact text:
 * the page's Content Security Policy allows each one by its hash (components/security/
 * InlineScript.astro), so their bytes are fixed here rather than in markup that formatting could
 * change. Values they need go in as JSON.
 */
import { VISIT_PREFIX } from '../storage/visit-storage.ts';

/** A value as JSON inside an inline script: `<` escaped, so `</script>` or `<!--` in it cannot end or confuse the element. */
export const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Wide screens show a menu as a bar (the site menu) or open sidebar (the dashboard): keeps the
 * `<details>` just before the script open there; no-JS visitors open it themselves.
 */
export function openWhenWide(mediaQuery: string): string {
	return `(()=>{const d=document.currentScript.previousElementSibling,m=matchMedia(${json(mediaQuery)}),s=()=>(d.open=m.matches);s();m.addEventListener('change',s)})();`;
}

/**
 * `r(key, visit)`: the stored text, as the stores read it (src/stores/persist.ts): this tab's
 * sessionStorage (where values go while localStorage refuses writes), else localStorage; only
 * where localStorage cannot be read at all, and only for `visit` (the cart, never a credential),
 * what the visit keeps in `window.name` for this origin (lib/storage/visit-storage.ts). null when
 * none. `j(key, visit)`: its JSON value, null when corrupt. `u(session)`: the logged-in user id,
 * 0 for anything else.
 */
const STORED_READER = `const P=${json(VISIT_PREFIX)},g=(a,k)=>{try{return window[a].getItem(k)}catch{}},r=(k,n)=>{const s=g('sessionStorage',k);if(s!=null)return s;const l=g('localStorage',k);if(l!==void 0||!n)return l??null;try{const w=window.name,o=JSON.parse(w.slice(P.length));if(w.startsWith(P)&&o.origin===location.origin&&Object.prototype.hasOwnProperty.call(o.kept,k))return o.kept[k]}catch{}return null},j=(k,n)=>{try{return JSON.parse(r(k,n))}catch{return null}},u=s=>s&&Number.isSafeInteger(s.userId)&&s.userId>0&&typeof s.studentAuth==='string'?s.userId:0`;

/**
 * Before paint: a stored login and cart count, so the header never flashes the wrong state. A
 * corrupt or foreign value shows nothing; the stores (src/stores/) decide after load.
 */
export const HEADER_STATE_SCRIPT = `(()=>{${STORED_READER},c=j('cart',1),d=document.documentElement.dataset;if(u(j('session')))d.loggedIn='';if(Array.isArray(c)&&c.length&&c.every(i=>Number.isSafeInteger(i)&&i>0)&&new Set(c).size===c.length){d.cartCount=String(c.length);const b=document.querySelector('[data-cart-count]');if(b)b.dataset.count=String(c.length)}})();`;

/** Spec: a content page opens at its top (unless the address points into it), even on reload. */
export const CONTENT_TOP_SCRIPT = `if(!location.hash){history.scrollRestoration='manual';scrollTo(0,0)}`;

/** Before paint: with a product reference in the address, the list must not flash first. */
export const PRODUCT_REFERENCE_SCRIPT = `if(new URLSearchParams(location.search).has('proc'))document.documentElement.dataset.productReference='';`;

/** The dashboard's guard, before paint: no session, no dashboard (spec section 2, routing rules). */
export const DASHBOARD_GUARD_SCRIPT = `(()=>{${STORED_READER};if(u(j('session')))document.documentElement.dataset.student='';else location.replace('/login?from='+encodeURIComponent(location.pathname))})();`;

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
