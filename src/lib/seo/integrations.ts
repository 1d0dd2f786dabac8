/**
 * Third-party integrations of a tenant (spec section 1): site verification, Meta pixel, GA4 and a
 * chat widget. Institute data is untrusted, so every value is validated here before it reaches
 * the page, and the scripts are loaded by one small inline loader only after the window `load`
 * event and an idle period, so they never delay first render.
 */
import type { Integrations } from '../lms/types.ts';

/** What the loader injects; null fields are skipped. */
export interface LoaderConfig {
	ga: string | null;
	pixel: string | null;
	chat: string | null;
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

// Loopback hosts: browsers treat them as secure origins, and only the visitor's own machine can answer.
const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A script URL without credentials: https, or http on a loopback host (the sandbox serves its chat
 * widget from `http://127.0.0.1:…` so that the demo's widget works locally); null for anything else.
 */
export function chatScriptUrl(value: string | null | undefined): string | null {
	if (!value) return null;
	try {
		const url = new URL(value.trim());
		const secure =
			url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname));
		return secure && !url.username && !url.password ? url.href : null;
	} catch {
		return null;
	}
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

/** The loader's configuration, or null when the tenant has no script to load. */
export function loaderConfig(integrations: Integrations): LoaderConfig | null {
	const config: LoaderConfig = {
		ga: ga4Id(integrations.googleAnalyticsId),
		pixel: metaPixelId(integrations.metaPixelId),
		chat: chatScriptUrl(integrations.chatScriptUrl),
	};
	return config.ga || config.pixel || config.chat ? config : null;
}

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

// ES5 on purpose: it runs untranspiled as an inline script. `__CONFIG__` is replaced by JSON.
const LOADER_SOURCE = `(function (c, w, d) {
function add(src) { var s = d.createElement('script'); s.async = true; s.src = src; d.head.appendChild(s); }
function run() {
if (c.ga) {
w.dataLayer = w.dataLayer || [];
w.gtag = function () { w.dataLayer.push(arguments); };
w.gtag('js', new Date());
w.gtag('config', c.ga);
add('https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(c.ga));
}
if (c.pixel && !w.fbq) {
var q = (w.fbq = function () { q.callMethod ? q.callMethod.apply(q, arguments) : q.queue.push(arguments); });
w._fbq = q; q.push = q; q.loaded = true; q.version = '2.0'; q.queue = [];
add('https://connect.facebook.net/en_US/fbevents.js');
q('init', c.pixel);
q('track', 'PageView');
}
if (c.chat) add(c.chat);
}
function idle() {
if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: ${IDLE_TIMEOUT_MS} });
else w.setTimeout(run, 1000);
}
if (d.readyState === 'complete') idle();
else w.addEventListener('load', idle, { once: true });
})(__CONFIG__, window, document);`;

/** The inline loader script for a config; values are JSON with `<` escaped, so nothing can close the script. */
export function loaderScript(config: LoaderConfig): string {
	const json = JSON.stringify(config).replace(/</g, '\\u003c');
	return LOADER_SOURCE.replace('__CONFIG__', () => json);
}
