/**
 * Build-time product detail pages: one per product of each tenant's catalogue, at
 * `/product/{slug}`. Imported only by .astro frontmatter (it sanitises with jsdom).
 */
import { siteLanguages } from '../../lib/site/locale.ts';
import type { SiteData } from '../../lib/site/site-data.ts';
import { sanitizeHtml } from '../html/sanitize.ts';
import type { ProductDetail } from '../../lib/lms/types.ts';
import { stripTags } from '../../lib/seo/json-ld.ts';
import { detailView, type ProductDetailView } from '../../lib/products/detail-view.ts';
import { productPagePath, productSlug } from '../../lib/products/links.ts';

/** What a prerendered detail page renders. */
export interface ProductDetailRouteProps {
	site: SiteData;
	detail: ProductDetail;
	/** The page's own address, e.g. `/product/neet-biology-2001`. */
	path: string;
	view: ProductDetailView;
	/** The meta description: the About text, or the product and the institute. */
	description: string;
}

/** `getStaticPaths` of `/product/{slug}`: every product of every tenant. */
export function productDetailPaths(sites: SiteData[]) {
	return sites.flatMap((site) => {
		// The address comes from the listed product, as the cards' View links do, even if P7 spells
		// the title differently.
		const listed = new Map(site.products.map((product) => [product.id, product]));
		return site.productDetails.map((p7) => {
			const product = listed.get(p7.id) ?? p7;
			// P7 need not carry the tag (spec section 3 lists it for P4 only) nor the link: P4's then.
			const detail: ProductDetail = {
				...p7,
				tag: p7.tag ?? product.tag,
				shareLink: p7.shareLink ?? product.shareLink,
			};
			return {
				params: { tenant: site.domain, slug: productSlug(product) },
				props: {
					site,
					detail,
					path: productPagePath(product),
					view: detailView(detail, sanitizeHtml, siteLanguages(site).page),
					description:
						stripTags(detail.about ?? '') || `${detail.title} from ${site.institute.name}.`,
				} satisfies ProductDetailRouteProps,
			};
		});
	});
}
