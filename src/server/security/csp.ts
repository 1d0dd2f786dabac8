/**
 * The pieces of a page's Content Security Policy that are ours to compute: the hash of each inline
 * script and style we write (the policy then allows exactly those, never an inline script that
 * institute HTML might smuggle in), and the hosts of the tenant's own services.
 */
import { createHash } from 'node:crypto';
import type { AstroGlobal } from 'astro';

type PageCsp = NonNullable<AstroGlobal['csp']>;

/** A directive as Astro's CSP API takes it (`connect-src 'self' https://…`). */
export type CspDirective = Parameters<PageCsp['insertDirective']>[0];

/** A page's CSP API (`Astro.csp`): always on in this build (astro.config.mjs `security.csp`). */
export function pageCsp(csp: PageCsp | undefined): PageCsp {
	if (!csp)
		throw new Error('Content Security Policy is off: astro.config.mjs must set security.csp');
	return csp;
}

const POLICY_ENTITIES: Record<string, string> = {
	'&#39;': "'",
	'&quot;': '"',
	'&amp;': '&',
	'&#x27;': "'",
};

/** A policy meta tag's `content` as the browser reads it (the entities Astro writes decoded). */
export function decodePolicyContent(content: string): string {
	return content.replace(
		/&#39;|&quot;|&amp;|&#x27;/g,
		(entity) => POLICY_ENTITIES[entity] ?? entity,
	);
}

const hashes = new Map<string, `sha256-${string}`>();

/** The CSP source of an inline script's or style's exact text: `sha256-<base64>`. */
export function cspHash(text: string): `sha256-${string}` {
	let hash = hashes.get(text);
	if (hash === undefined) {
		hash = `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
		hashes.set(text, hash);
	}
	return hash;
}

/** What a tenant's pages may reach beyond their own origin. */
export interface CspInput {
	/** The two LMS services the islands call (and whose hosts may serve the institute's images). */
	apiUrls: readonly string[];
	/** The integrations the site loads (validated: src/lib/tracking/tag-rules.ts `loaderConfig`). */
	integrations: { ga: string | null; pixel: string | null; chat: string | null } | null;
	/** Gateway one's checkout script; null on a page that never pays (a password is typed there). */
	checkoutScriptUrl: string | null;
	/** Whether any of the theme's fonts comes from Google Fonts (one with no package installed). */
	googleFonts: boolean;
}

/** One page's sources: `script` and `style` go through Astro's own script and style API. */
export interface CspSources {
	script: string[];
	style: string[];
	/** Every other directive, complete (`connect-src 'self' https://…`). */
	directives: CspDirective[];
}

// Google's published hosts for GA4 (developers.google.com/tag-platform/security/guides/csp).
const GA_SCRIPT = ['https://*.googletagmanager.com'];
const GA_CONNECT = [
	'https://*.google-analytics.com',
	'https://*.analytics.google.com',
	'https://*.googletagmanager.com',
];
const GA_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
// Meta's pixel: its script, and the image and beacon requests it sends.
const PIXEL_SCRIPT = ['https://connect.facebook.net'];
const PIXEL_CONNECT = ['https://www.facebook.com', 'https://connect.facebook.net'];
const PIXEL_IMG = ['https://www.facebook.com'];
// Gateway one's own checkout (the provider's script opens its frame and calls home from these).
const RAZORPAY_ORIGIN = 'https://checkout.razorpay.com';
const RAZORPAY_FRAME = ['https://api.razorpay.com', RAZORPAY_ORIGIN];
const RAZORPAY_CONNECT = ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'];
// Privacy-enhanced YouTube only (src/lib/html/sanitize-rules.ts and the product media player).
const YOUTUBE_FRAME = 'https://www.youtube-nocookie.com';
const YOUTUBE_IMG = 'https://i.ytimg.com';
const FONTS_CSS = 'https://fonts.googleapis.com';
const FONTS_FILES = 'https://fonts.gstatic.com';

function originOf(url: string | null): string | null {
	if (!url) return null;
	try {
		const { origin, protocol } = new URL(url);
		return protocol === 'https:' || protocol === 'http:' ? origin : null;
	} catch {
		return null;
	}
}

const list = (...groups: Array<ReadonlyArray<string | null> | false>) => [
	...new Set(groups.flatMap((group) => (group ? group.filter((item) => item !== null) : []))),
];

/**
 * The Content Security Policy sources of a tenant's pages: its own origin, the LMS services, and
 * only the third parties it configured (analytics, pixel, chat) or needs (gateway one's checkout
 * where given, privacy-enhanced YouTube frames).
 */
export function cspSources(input: CspInput): CspSources {
	const api = input.apiUrls.map(originOf).filter((origin) => origin !== null);
	const ga = input.integrations?.ga != null;
	const pixel = input.integrations?.pixel != null;
	const chat = originOf(input.integrations?.chat ?? null);
	const checkout = originOf(input.checkoutScriptUrl);
	const razorpay = checkout === RAZORPAY_ORIGIN;
	const directive = (name: string, sources: string[]) =>
		`${name} ${sources.join(' ')}` as CspDirective;
	return {
		script: list(["'self'"], ga && GA_SCRIPT, pixel && PIXEL_SCRIPT, [chat, checkout]),
		style: list(["'self'"], input.googleFonts && [FONTS_CSS]),
		directives: [
			"default-src 'self'",
			directive(
				'connect-src',
				list(
					["'self'"],
					api,
					ga && GA_CONNECT,
					pixel && PIXEL_CONNECT,
					[chat],
					razorpay && RAZORPAY_CONNECT,
				),
			),
			// Institute images come from any https host its admins paste; the LMS hosts may serve them too.
			directive(
				'img-src',
				list(["'self'", 'data:', 'blob:', 'https:'], api, ga && GA_IMG, pixel && PIXEL_IMG, [
					YOUTUBE_IMG,
				]),
			),
			directive('media-src', list(["'self'", 'https:', 'blob:'], api)),
			directive('font-src', list(["'self'", 'data:'], input.googleFonts && [FONTS_FILES])),
			directive('frame-src', list([YOUTUBE_FRAME], razorpay ? RAZORPAY_FRAME : [checkout], [chat])),
			"worker-src 'self'",
			"manifest-src 'self'",
			"object-src 'none'",
			"base-uri 'self'",
			"form-action 'self'",
		],
	};
}
