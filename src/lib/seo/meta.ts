/**
 * The search and sharing tags of a page's <head>: title, description, canonical URL, OpenGraph
 * and Twitter card. Pure, so every page gets the same rules and they are tested once.
 */
import type { SiteData } from '../site/site-data.ts';
import { showsCourses, showsProducts } from '../site/navigation.ts';
import { absoluteUrl } from './url.ts';

/** What a page says about itself (BaseLayout's props). */
export interface PageMetaInput {
	/** Page title; the institute name is appended. */
	title?: string | undefined;
	description?: string | undefined;
	/** Root-relative path on the tenant's host, e.g. `/courses`. */
	path: string;
	/** A large sharing image (banner, product photo); the institute logo otherwise. */
	image?: string | null | undefined;
	/** OpenGraph type; `website` unless the page says otherwise. */
	type?: 'website' | 'article' | 'product' | undefined;
}

export interface MetaTag {
	/** `property` for OpenGraph, `name` for everything else. */
	attribute: 'property' | 'name';
	key: string;
	content: string;
}

export interface PageMeta {
	title: string;
	description: string;
	canonical: string;
	/** OpenGraph and Twitter tags, in document order. */
	tags: MetaTag[];
}

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX = 160;

/** Collapses whitespace and cuts at a word boundary so the description fits a result snippet. */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
	const flat = text.replace(/\s+/g, ' ').trim();
	if (flat.length <= max) return flat;
	const cut = flat.slice(0, max - 1);
	const space = cut.lastIndexOf(' ');
	return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The description of pages that bring none: what this institute's site offers. */
export function defaultDescription(site: SiteData): string {
	const offers = [
		...(showsCourses(site) ? ['courses'] : []),
		...(showsProducts(site) ? ['products'] : []),
		'FAQs',
		'about us',
	];
	return `${site.institute.name}: ${offers.join(', ')} and contact details.`;
}

/** `Page | Institute`, or the institute name alone for the home page. */
export function pageTitle(site: SiteData, title?: string): string {
	const own = title?.replace(/\s+/g, ' ').trim();
	return own && own !== site.institute.name
		? `${own} | ${site.institute.name}`
		: site.institute.name;
}

/** Resolves an image to an absolute URL (crawlers ignore relative ones); null when unusable. */
function absoluteImage(site: SiteData, image: string | null | undefined): string | null {
	if (!image) return null;
	try {
		const url = new URL(image, `https://${site.domain}`);
		return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
	} catch {
		return null;
	}
}

/** Every search and sharing value of one page. */
export function pageMeta(site: SiteData, input: PageMetaInput): PageMeta {
	const title = pageTitle(site, input.title);
	const description = clampDescription(input.description?.trim() || defaultDescription(site));
	const canonical = absoluteUrl(site, input.path);
	const large = absoluteImage(site, input.image);
	const image = large ?? absoluteImage(site, site.logoUrl ?? site.institute.logoUrl);
	const og = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });
	const tw = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
	const tags: MetaTag[] = [
		og('og:type', input.type ?? 'website'),
		og('og:site_name', site.institute.name),
		og('og:title', title),
		og('og:description', description),
		og('og:url', canonical),
		og('og:locale', 'en_IN'),
		...(image
			? [og('og:image', image), og('og:image:alt', large ? title : `${site.institute.name} logo`)]
			: []),
		tw('twitter:card', large ? 'summary_large_image' : 'summary'),
		tw('twitter:title', title),
		tw('twitter:description', description),
		...(image ? [tw('twitter:image', image)] : []),
	];
	return { title, description, canonical, tags };
}
