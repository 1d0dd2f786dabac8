/**
 * Third-party integrations of a tenant (spec section 1): site verification, Meta pixel, GA4 and a
 * chat widget. Institute data is untrusted, so every value is validated here before it reaches
 * the page, and the scripts are loaded by one small inline loader only after the window `load`
 * event and an idle period, so they never delay first render. Where the tenant asks for consent
 * (tenants.json `consentBanner`, the default), GA4 and the pixel load only once the visitor has
 * accepted (src/components/tracking/ConsentBanner.astro); the chat widget tracks nobody and
 * loads regardless.
 */
import type { Integrations } from '../lms/types.ts';
import { checkedUrl } from '../security/url.ts';
import { oncePerPair } from '../memo.ts';

/** What the loader injects; null fields are skipped. */
export interface LoaderConfig {
	ga: string | null;
	pixel: string | null;
	chat: string | null;
	/** Whether GA4 and the pixel wait for the visitor's consent (a banner asks). */
	ask: boolean;
}

const GA4_ID = /^G-[A-Z0-9]{1,30}$/;
const PIXEL_ID = /^\d{1,20}$/;
const VERIFICATION_TOKEN = /^[A-Za-z0-9_\-.=+/:]{1,200}$/;

/** A GA4 measurement id (`G-XXXXXXX`), upper-cased; null unless it is exactly that shape. */
export function ga4Id(value: string | null | undefined): string | null {
	const id = value?.trim().toUpperCase() ?? '';
	return GA4_ID.test(id) ? id : null;
}

/** A Meta pixel id (digits only); null otherwise. */
export function metaPixelId(value: string | null | undefined): string | null {
	const id = value?.trim() ?? '';
	return PIXEL_ID.test(id) ? id : null;
}

/**
 * A script URL without credentials: https, or http on a loopback host (the sandbox serves its chat
 * widget from `http://127.0.0.1:…` so that the demo's widget works locally); null for anything else.
 */
export function chatScriptUrl(value: string | null | undefined): string | null {
	return checkedUrl(value, 'secure');
}

/**
 * The google-site-verification token. Administrators sometimes paste the whole
 * `<meta name="google-site-verification" content="…">` tag, so its content is taken from it.
 */
export function siteVerificationToken(value: string | null | undefined): string | null {
	const raw = value?.trim() ?? '';
	const token = /content\s*=\s*["']([^"']*)["']/i.exec(raw)?.[1]?.trim() ?? raw;
	return VERIFICATION_TOKEN.test(token) ? token : null;
}

/** The pages where a password is typed: no third-party script loads on them (issue 28). */
export const PASSWORD_PAGES: readonly string[] = [
	'/login',
	'/register',
	'/forgot',
	'/dashboard/profile',
];

/**
 * Whether third-party scripts (chat, analytics, pixel) may load on the page at `path`: not where a
 * password is typed, since any script there can read the field.
 */
export function thirdPartyAllowed(path: string): boolean {
	const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
	return !PASSWORD_PAGES.includes(page);
}

/**
 * The room a page keeps at its foot where a chat widget loads (issue 29): launchers sit in the
 * bottom-right corner (the sandbox's badge 44 px tall, 16 px up; most are 60 px, 20 px up), so
 * the page's last lines scroll clear of them, and a control scrolled or tabbed into view stops
 * above them. Written by the build, so nothing shifts when the widget arrives.
 */
export const CHAT_ROOM_CSS = 'html{scroll-padding-bottom:88px}body{padding-bottom:88px}';

/**
 * The loader's configuration, or null when the tenant has no script to load. `consentBanner`
 * (tenants.json) makes GA4 and the pixel wait for consent; without either, there is nothing to ask.
 * Computed once per integrations object and flag (src/lib/memo.ts).
 */
export const loaderConfig = oncePerPair(
	(integrations: Integrations, consentBanner: boolean): LoaderConfig | null => {
		const ga = ga4Id(integrations.googleAnalyticsId);
		const pixel = metaPixelId(integrations.metaPixelId);
		const chat = chatScriptUrl(integrations.chatScriptUrl);
		const ask = consentBanner && (ga !== null || pixel !== null);
		return ga || pixel || chat ? { ga, pixel, chat, ask } : null;
	},
);

/**
 * One line per integration value the institute set but the site will not use, naming it and the
 * rule it breaks, for the build to print: a dropped value must not go unnoticed.
 */
export function droppedIntegrations(integrations: Integrations): string[] {
	const checks = [
		['Google Analytics id', integrations.googleAnalyticsId, ga4Id, 'is not a G- measurement id'],
		['Meta pixel id', integrations.metaPixelId, metaPixelId, 'is not all digits'],
		[
			'chat widget URL',
			integrations.chatScriptUrl,
			chatScriptUrl,
			'is not an https URL (http only on localhost)',
		],
		[
			'site verification token',
			integrations.siteVerification,
			siteVerificationToken,
			'is not a verification token',
		],
	] as const;
	return checks.flatMap(([name, value, valid, rule]) =>
		value?.trim() && valid(value) === null
			? [`${name} ${JSON.stringify(value)} ${rule}: not added to the site`]
			: [],
	);
}

/** Milliseconds the browser may wait for an idle period before the scripts load anyway. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Milliseconds after the load event before the idle wait starts. A page from the cache (a repeat
 * visit) loads before its largest paint is on screen; a third party's script fetched and run then
 * competes with that paint. Measured (bench:compare, About, repeat visit): 1 run in 5 to 20 had
 * its LCP at 1.20–1.24 s instead of about 0.72 s, the chat widget's request inside it; with this
 * wait, none in 42 repeat visits (five of each of six pages, twelve more of About).
 */
export const AFTER_LOAD_MS = 1000;

/** The localStorage key of the visitor's choice: `granted` or `denied`; anything else asks again. */
export const CONSENT_KEY = 'trackingConsent';

// ES5 on purpose: it runs as an inline script, minified but not transpiled (src/server/tracking/loader-script.ts).
// `__CONFIG__` is replaced by JSON.
// With `c.ask` it sets <html data-consent="ask|granted|denied"> before the first paint (the banner's
// CSS shows it for "ask", so showing it shifts nothing), and GA4 and the pixel load only when
// granted, with Google's consent mode (default denied, then granted) and Meta's consent API
// (revoke before init, then grant). Storage that fails keeps the choice for this page only.
/** The loader's source, before minifying (src/server/tracking/loader-script.ts). */
export const LOADER_SOURCE = `(function (c, w, d) {
var h = d.documentElement, mem = null, loaded = false, opener = null;
function add(src) { var s = d.createElement('script'); s.async = true; s.src = src; d.head.appendChild(s); }
function all(v) { return { ad_storage: v, analytics_storage: v, ad_user_data: v, ad_personalization: v }; }
function stored() {
var v = mem;
if (v === null) try { v = w.localStorage.getItem(${JSON.stringify(CONSENT_KEY)}); } catch (e) {}
return v === 'granted' || v === 'denied' ? v : null;
}
function track() {
if (loaded || (c.ask && stored() !== 'granted')) return;
loaded = true;
if (c.ga) {
w.dataLayer = w.dataLayer || [];
w.gtag = function () { w.dataLayer.push(arguments); };
if (c.ask) { w.gtag('consent', 'default', all('denied')); w.gtag('consent', 'update', all('granted')); }
w.gtag('js', new Date());
w.gtag('config', c.ga);
add('https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(c.ga));
}
if (c.pixel && !w.fbq) {
var q = (w.fbq = function () { q.callMethod ? q.callMethod.apply(q, arguments) : q.queue.push(arguments); });
w._fbq = q; q.push = q; q.loaded = true; q.version = '2.0'; q.queue = [];
add('https://connect.facebook.net/en_US/fbevents.js');
if (c.ask) { q('consent', 'revoke'); q('consent', 'grant'); }
q('init', c.pixel);
q('track', 'PageView');
}
}
function later(run) {
function idle() {
if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: ${IDLE_TIMEOUT_MS} });
else w.setTimeout(run, 1000);
}
if (d.readyState === 'complete') idle();
else w.addEventListener('load', function () { w.setTimeout(idle, ${AFTER_LOAD_MS}); }, { once: true });
}
function choose(v) {
mem = v;
try { w.localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, v); } catch (e) {}
h.setAttribute('data-consent', v);
if (!loaded) { if (v === 'granted') later(track); return; }
if (c.ga) w.gtag('consent', 'update', all(v));
if (c.pixel && w.fbq) w.fbq('consent', v === 'granted' ? 'grant' : 'revoke');
}
if (c.ask) {
h.setAttribute('data-consent', stored() || 'ask');
d.addEventListener('click', function (e) {
var b = e.target.closest && e.target.closest('[data-consent-choice],[data-consent-settings]');
if (!b) return;
var v = b.getAttribute('data-consent-choice');
if (v === 'granted' || v === 'denied') {
choose(v);
if (opener) opener.focus();
opener = null;
} else {
opener = b;
h.setAttribute('data-consent', 'ask');
var banner = d.querySelector('[data-consent-banner]');
if (banner) banner.focus();
}
});
}
later(function () {
track();
if (c.chat) add(c.chat);
});
})(__CONFIG__, window, document);`;
