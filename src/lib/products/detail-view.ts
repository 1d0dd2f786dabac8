/**
 * What the product detail screen shows (spec section 2 "Product detail"), as plain values: the
 * prerendered page renders it at build time and `/product?proc=` fills the same component with
 * it at run time, so both show a product alike. Pure; the caller sanitises About with the
 * sanitiser of its side (jsdom at build time, the browser's DOM at run time).
 */
import type { LiveState } from '../lms/lean/live-products.ts';
import type { ItemTypeDescription, ProductDetail } from '../lms/types.ts';
import {
	discountLabel,
	offersLabel,
	originalPriceLabel,
	priceLabel,
	productPhoto,
	purchaseCountLabel,
	tagLabel,
} from './display.ts';
import { productMedia, type ProductMedia } from './media.ts';

/** Section headings and the extra action of the detail screen, verbatim from the spec. */
export const DETAIL_TEXTS = {
	about: 'About',
	items: 'Product Details',
	buyNow: 'Buy Now',
} as const;

/** The detail screen of one product. */
export interface ProductDetailView {
	id: number;
	title: string;
	/** 'Free' or currency and price. */
	price: string;
	originalPrice: string | null;
	discount: string | null;
	offers: string | null;
	purchased: string | null;
	/** The institute's label for the product (e.g. 'Bestseller'), shown as is. */
	tag: string | null;
	/** The http(s) link the Share action shares or copies; null: no Share action. */
	shareUrl: string | null;
	/** Sanitised institute HTML; '' when there is none (the section is then left out). */
	aboutHtml: string;
	/** The Product Details list; empty leaves the section out. */
	items: ItemTypeDescription[];
	/** The state the cart button starts from (the page brings it up to date). */
	live: LiveState;
	/** The image and videos of the media carousel. */
	media: ProductMedia;
}

/**
 * The live state of a detail: `remaining_products` 0, or `sold_out` (direct-URL products), is
 * Sold Out (spec section 4, product detail actions).
 */
export function detailLiveState(detail: ProductDetail): LiveState {
	return {
		remaining: detail.soldOut ? 0 : detail.remaining,
		isEnrolled: detail.isEnrolled,
		showPurchaseCount: detail.showPurchaseCount,
		purchaseCount: detail.purchaseCount,
	};
}

/** The view of a product detail; `sanitize` cleans the About HTML; counts in the page's `lang`. */
export function detailView(
	detail: ProductDetail,
	sanitize: (html: string | null) => string,
	lang: string,
): ProductDetailView {
	return {
		id: detail.id,
		title: detail.title,
		price: priceLabel(detail),
		originalPrice: originalPriceLabel(detail),
		discount: discountLabel(detail),
		offers: offersLabel(detail),
		purchased: purchaseCountLabel(detail, lang),
		tag: tagLabel(detail),
		shareUrl: detail.shareLink,
		aboutHtml: sanitize(detail.about).trim(),
		items: detail.items.filter((item) => item.itemType.trim() !== ''),
		live: detailLiveState(detail),
		media: productMedia({
			photo: productPhoto(detail),
			videoLinks: detail.videoLinks,
			videoUrl: detail.videoUrl,
		}),
	};
}
