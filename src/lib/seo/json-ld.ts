/**
 * Structured data (schema.org JSON-LD) built from site data. Pages pass the blocks they need to
 * BaseLayout's `jsonLd` prop; `jsonLdScript` serialises one safely into a <script> body.
 */
import type { SiteData } from '../site/site-data.ts';
import type { Course, Faq, Product, ProductDetail } from '../lms/types.ts';
import { productPagePath } from '../products/links.ts';

type JsonLd = Record<string, unknown>;

const origin = (site: SiteData) => `https://${site.domain}`;
const absolute = (site: SiteData, path: string) => new URL(path, origin(site)).href;
/** The text of an HTML fragment, tags dropped and white space collapsed (for descriptions). */
export const stripTags = (html: string): string =>
	html
		.replace(/<[^>]*>/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();

/** The institute as an EducationalOrganization (home and about pages). */
export function organizationJsonLd(site: SiteData): JsonLd {
	const { social } = site;
	const sameAs = [
		social.facebookUrl,
		social.instagramUrl,
		social.linkedInUrl,
		social.youtubeUrl,
		social.twitterUrl,
	].filter(Boolean);
	return {
		'@context': 'https://schema.org',
		'@type': 'EducationalOrganization',
		name: site.institute.name,
		url: origin(site) + '/',
		...(site.logoUrl ? { logo: site.logoUrl } : {}),
		...(social.email ? { email: social.email } : {}),
		...(social.phone ? { telephone: social.phone } : {}),
		...(social.address ? { address: social.address } : {}),
		...(sameAs.length ? { sameAs } : {}),
	};
}

/** One Course per course card, provided by the institute. */
export function courseJsonLd(site: SiteData, course: Course): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'Course',
		name: course.name,
		description: stripTags(course.shortDescription ?? course.descriptionHtml ?? course.name),
		provider: {
			'@type': 'EducationalOrganization',
			name: site.institute.name,
			url: origin(site) + '/',
		},
		...(course.imageUrl ? { image: course.imageUrl } : {}),
	};
}

/**
 * A Product with its Offer (price, currency, availability), pointing at the product's own page.
 * A detail's `sold_out` counts as sold out too.
 */
export function productJsonLd(
	site: SiteData,
	product: Product | ProductDetail,
	path = productPagePath(product),
): JsonLd {
	const soldOut =
		(product.remaining === 0 || ('soldOut' in product && product.soldOut)) && !product.isEnrolled;
	return {
		'@context': 'https://schema.org',
		'@type': 'Product',
		name: product.title,
		...(product.about ? { description: stripTags(product.about) } : {}),
		...(product.photoUrl ? { image: product.photoUrl } : {}),
		brand: { '@type': 'Brand', name: site.institute.name },
		offers: {
			'@type': 'Offer',
			price: product.isFree ? 0 : product.price,
			priceCurrency: product.currencyCode,
			availability: soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
			url: absolute(site, path),
		},
	};
}

/** FAQPage from question/answer pairs (HTML stripped). */
export function faqPageJsonLd(faqs: Faq[]): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		mainEntity: faqs.map((faq) => ({
			'@type': 'Question',
			name: stripTags(faq.question),
			acceptedAnswer: { '@type': 'Answer', text: stripTags(faq.answer ?? '') },
		})),
	};
}

/** BreadcrumbList from Home to the current page; `trail` excludes Home. */
export function breadcrumbJsonLd(
	site: SiteData,
	trail: Array<{ name: string; path: string }>,
): JsonLd {
	const items = [{ name: 'Home', path: '/' }, ...trail];
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: items.map((item, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: item.name,
			item: absolute(site, item.path),
		})),
	};
}

/** Serialises a block for a <script type="application/ld+json"> body; `<` is escaped so no text can close the script. */
export function jsonLdScript(block: JsonLd): string {
	return JSON.stringify(block).replace(/</g, '\\u003c');
}
