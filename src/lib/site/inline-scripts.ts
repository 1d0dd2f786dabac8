/**
 * The few scripts that must run inline, before paint or right where they stand, as exact text:
 * the page's Content Security Policy allows each one by its hash (components/security/
 * InlineScript.astro), so their bytes are fixed here rather than in markup that formatting could
 * change. Values they need go in as JSON.
 */

// `</script>` (or `<!--`) inside a JSON value would end or confuse the script element.
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Wide screens show a menu as a bar (the site menu) or open sidebar (the dashboard): keeps the
 * `<details>` just before the script open there; no-JS visitors open it themselves.
 */
export function openWhenWide(mediaQuery: string): string {
	return `(()=>{const d=document.currentScript.previousElementSibling,m=matchMedia(${json(mediaQuery)}),s=()=>(d.open=m.matches);s();m.addEventListener('change',s)})();`;
}

/** Before paint: a stored login and cart count, so the header never flashes the wrong state. */
export const HEADER_STATE_SCRIPT = `try{const s=JSON.parse(localStorage.getItem('session')||'null'),c=JSON.parse(localStorage.getItem('cart')||'[]');if(s&&s.userId)document.documentElement.dataset.loggedIn='';if(Array.isArray(c)&&c.length){document.documentElement.dataset.cartCount=String(c.length);document.querySelector('[data-cart-count]').dataset.count=String(c.length)}}catch{}`;

/** Spec: a content page opens at its top (unless the address points into it), even on reload. */
export const CONTENT_TOP_SCRIPT = `if(!location.hash){history.scrollRestoration='manual';scrollTo(0,0)}`;

/** Before paint: with a product reference in the address, the list must not flash first. */
export const PRODUCT_REFERENCE_SCRIPT = `if(new URLSearchParams(location.search).has('proc'))document.documentElement.dataset.productReference='';`;

/** The dashboard's guard, before paint: no session, no dashboard (spec section 2, routing rules). */
export const DASHBOARD_GUARD_SCRIPT = `(()=>{let u=0;try{u=JSON.parse(localStorage.getItem('session')||'null')?.userId||0}catch{}if(u)document.documentElement.dataset.student='';else location.replace('/login?from='+encodeURIComponent(location.pathname))})();`;

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
