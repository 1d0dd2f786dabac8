/**
 * Display rules of a product card (spec section 2 "Products list", section 9): price label,
 * discount, tags, purchase count, photo fallback, the product reference of its URL and the state of
 * its cart button. Pure functions of the app `Product`, shared by every page that shows products.
 */
import { formatMinor, toMinor } from '../money.ts';
import type { Product } from '../lms/types.ts';
import { formatCount } from '../site/locale.ts';
import { responsiveImage, type ImageAttributes, type SiteImages } from '../images/responsive.ts';

/** Shown when a product has no photo (a file under `public/`). */
export const PRODUCT_FALLBACK_IMAGE = '/images/product-fallback.svg';

/** The product-reference query parameter of `/product` (CONTRACT "product reference"). */
export const PRODUCT_REFERENCE_PARAM = 'proc';

/** `₹2,999` for INR (Indian digit grouping); otherwise the currency code, e.g. `USD 49.99`. */
export function formatPrice(amount: number, currencyCode: string): string {
	return formatMinor(toMinor(amount, currencyCode), currencyCode);
}

/** 'Free' for a free product (`is_paid` N), otherwise currency and price. */
export function priceLabel(product: Product): string {
	return product.isFree ? 'Free' : formatPrice(product.price, product.currencyCode);
}

/** The struck-through original price, shown only with a discount above 0. */
export function originalPriceLabel(product: Product): string | null {
	if (product.discountPercentage <= 0 || product.priceBeforeDiscount === null) return null;
	return formatPrice(product.priceBeforeDiscount, product.currencyCode);
}

/** 'N % Off' (decimals kept, at most two) when the discount is above 0. */
export function discountLabel(product: Product): string | null {
	if (product.discountPercentage <= 0) return null;
	const percent = Math.round(product.discountPercentage * 100) / 100;
	return `${percent} % Off`;
}

/** The 'Offers Available' tag. */
export function offersLabel(product: Product): string | null {
	return product.offerAvailable ? 'Offers Available' : null;
}

/** The institute's own label of the product (`tag`), trimmed; null when blank. */
export function tagLabel(product: Pick<Product, 'tag'>): string | null {
	return product.tag?.trim() || null;
}

/**
 * 'N Student(s) Purchased' when `purchase_count_status` is not 0 and the count is above 0; N in
 * the page's language `lang`.
 */
export function purchaseCountLabel(
	product: Pick<Product, 'showPurchaseCount' | 'purchaseCount'>,
	lang: string,
): string | null {
	if (!product.showPurchaseCount || product.purchaseCount <= 0) return null;
	return `${formatCount(product.purchaseCount, lang)} Student(s) Purchased`;
}

/** The product photo, or the fallback thumbnail when it is missing. */
export function productPhoto(product: Product): string {
	return product.photoUrl ?? PRODUCT_FALLBACK_IMAGE;
}

/**
 * The products list's largest image, for the head to preload: the first card's photo as the card
 * shows it (its optimised files, its original address, or the fallback thumbnail); null without
 * products.
 */
export function firstCardPhoto(
	products: readonly Product[],
	images: SiteImages | undefined,
): ImageAttributes | null {
	const first = products[0];
	return first ? cardPhoto(first, images) : null;
}

/** A product card's photo: its optimised files, its original address, or the fallback thumbnail. */
export function cardPhoto(product: Product, images: SiteImages | undefined): ImageAttributes {
	return responsiveImage(images, product.photoUrl, 'card') ?? { src: productPhoto(product) };
}

/** `{title}_{product_id}_{institute_id}` with the title URL-encoded (CONTRACT "product reference"). */
export function productReference(
	product: Pick<Product, 'id' | 'title'>,
	instituteId: number,
): string {
	return `${encodeURIComponent(product.title)}_${product.id}_${instituteId}`;
}

/** The product's own URL on the tenant site: `/product?proc=<reference>`. */
export function productHref(product: Pick<Product, 'id' | 'title'>, instituteId: number): string {
	return `/product?${PRODUCT_REFERENCE_PARAM}=${productReference(product, instituteId)}`;
}

/** A parsed product reference; `title` is decoded. */
export interface ProductReference {
	title: string;
	productId: number;
	instituteId: number;
}

/**
 * Reads a product reference: the last two `_`-separated numbers are the ids, the rest is the title
 * (URL-encoded or already decoded). Null when the value has no such shape.
 */
export function parseProductReference(value: string | null | undefined): ProductReference | null {
	const match = /^(.*)_(\d+)_(\d+)$/.exec(value?.trim() ?? '');
	if (!match) return null;
	let title = match[1] ?? '';
	try {
		title = decodeURIComponent(title);
	} catch {
		// A stray `%` in an already-decoded title: keep it as it is.
	}
	return { title, productId: Number(match[2]), instituteId: Number(match[3]) };
}

/** What the card's cart button does (spec section 2, product card buttons). */
export type CartAction = 'remove' | 'add' | 'sold-out' | 'purchased';

/** Button label of each cart action, verbatim from the spec. */
export const CART_ACTION_LABELS: Readonly<Record<CartAction, string>> = {
	remove: 'Remove from Cart',
	add: 'Add to Cart',
	'sold-out': 'Sold Out',
	purchased: 'Purchased',
};

/**
 * The cart button state: enrolled → 'purchased' (disabled); none remaining → 'sold-out'
 * (disabled); in the cart → 'remove'; otherwise 'add'.
 */
export function cartAction(
	product: Pick<Product, 'isEnrolled' | 'remaining'>,
	inCart: boolean,
): CartAction {
	if (product.isEnrolled) return 'purchased';
	if (product.remaining === 0) return 'sold-out';
	return inCart ? 'remove' : 'add';
}

/** True when the cart action's button is disabled (Sold Out, Purchased). */
export function isCartActionDisabled(action: CartAction): boolean {
	return action === 'sold-out' || action === 'purchased';
}
