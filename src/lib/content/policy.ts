/**
 * Policy pages (spec section 2, "Content page"): their slugs and the headings shown when the
 * server sends no title. Tiny on purpose: the runtime content page imports it eagerly and loads
 * the long fallback texts (`fallbacks.ts`) only when a policy page has no body.
 */

/** Slugs of the policy pages, each also served at `/{slug}` besides `/more/{slug}`. */
export const POLICY_SLUGS = ['privacy-policy', 'refund-policy', 'terms-and-condition'] as const;

export type PolicySlug = (typeof POLICY_SLUGS)[number];

const DEFAULT_HEADINGS: Readonly<Record<PolicySlug, string>> = {
	'privacy-policy': 'Privacy Policy',
	'refund-policy': 'Refund Policy',
	'terms-and-condition': 'Terms & Conditions',
};

/** True for the three policy slugs. */
export function isPolicySlug(slug: string): slug is PolicySlug {
	return (POLICY_SLUGS as readonly string[]).includes(slug);
}

/** The heading a policy page shows when the server sends no title; null for other slugs. */
export function defaultHeading(slug: string): string | null {
	return isPolicySlug(slug) ? DEFAULT_HEADINGS[slug] : null;
}
