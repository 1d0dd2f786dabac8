/**
 * Contact and social links of an institute (footer and Contact us): one place decides which exist
 * and how each links out.
 */
import { checkedUrl } from '../security/url.ts';
import type { SocialLinks } from '../lms/types.ts';
import { oncePer } from '../memo.ts';

export type SocialNetwork =
	'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'twitter' | 'whatsapp' | 'blog';

export interface SocialLink {
	network: SocialNetwork;
	label: string;
	href: string;
}

/**
 * The institute's social links that exist, in a fixed order. WhatsApp is digits with country code.
 * Computed once per `social` object (src/lib/memo.ts).
 */
export const socialLinks = oncePer((social: SocialLinks): SocialLink[] => {
	const candidates: Array<[SocialNetwork, string, string | null]> = [
		['facebook', 'Facebook', social.facebookUrl],
		['instagram', 'Instagram', social.instagramUrl],
		['linkedin', 'LinkedIn', social.linkedInUrl],
		['youtube', 'YouTube', social.youtubeUrl],
		['twitter', 'Twitter', social.twitterUrl],
		['whatsapp', 'WhatsApp', social.whatsapp ? whatsappUrl(social.whatsapp) : null],
		['blog', 'Blog', social.blogUrl],
	];
	return candidates.flatMap(([network, label, href]) =>
		href && isWebUrl(href) ? [{ network, label, href }] : [],
	);
});

/** An app-store badge link: its visible label and the store page. */
export interface AppStoreLink {
	label: string;
	href: string;
}

/** The institute's app-store links that exist (Android first), each an http(s) URL. */
export function appStoreLinks(social: SocialLinks): AppStoreLink[] {
	const candidates: Array<[string, string | null]> = [
		['Get it on Google Play', social.androidAppUrl],
		['Download on the App Store', social.iosAppUrl],
	];
	return candidates.flatMap(([label, href]) => (href && isWebUrl(href) ? [{ label, href }] : []));
}

/**
 * Only http(s) links leave the site from institute data (no `javascript:` or `data:`), and only
 * ones a browser can follow (`http://javascript:alert(1)` is no address): the one check of
 * lib/security/url.ts.
 */
export function isWebUrl(href: string): boolean {
	return checkedUrl(href, 'web') !== null;
}

/** A WhatsApp chat link from digits with the country code. */
export function whatsappUrl(digits: string): string | null {
	const number = digits.replace(/\D/g, '');
	return number ? `https://wa.me/${number}` : null;
}

/** A map search for the address. */
export function mapUrl(address: string): string {
	return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A `tel:` link keeping only digits and a leading +. */
export function telHref(phone: string): string {
	const trimmed = phone.trim();
	return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
