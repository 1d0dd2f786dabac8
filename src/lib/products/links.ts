/**
 * Where a product lives on a tenant site. A product known at build time has its own prerendered
 * detail page at `/product/{title-slug}-{id}`: readable in the title's own script
 * (`/product/गणित-कक्षा-10-503`, percent-encoded in links), and stable because the id ends it. Any
 * other product is opened by reference, `/product?proc=...` (spec section 2, route table).
 */
import type { Product } from '../lms/types.ts';
import { productHref } from './display.ts';
import { oncePer } from '../memo.ts';

/** At most this many characters of the title go into the address. */
const SLUG_TITLE_LENGTH = 60;

// Latin letters that Unicode does not decompose into a base letter and an accent.
const LETTERS: Readonly<Record<string, string>> = {
	ß: 'ss',
	æ: 'ae',
	œ: 'oe',
	ø: 'o',
	ł: 'l',
	đ: 'd',
	ð: 'd',
	þ: 'th',
	ı: 'i',
};

// Whole user-perceived characters, so a cut never leaves a vowel sign or virama without its letter.
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The first `max` characters of `text`, cut between graphemes. */
function clip(text: string, max: number): string {
	let out = '';
	for (const { segment } of graphemes.segment(text)) {
		if (out.length + segment.length > max) break;
		out += segment;
	}
	return out;
}

/**
 * The last segment of a detail page's address, unencoded: the title's words in lower case joined
 * by `-`, in whatever script it is written (Devanagari keeps its letters and vowel signs; Latin
 * accents are dropped, ß → ss and the like), then the id; a title with no letter or digit gives
 * `product-{id}`.
 * Computed once per product (src/lib/memo.ts).
 */
export const productSlug = oncePer((product: Pick<Product, 'id' | 'title'>): string => {
	const words = product.title
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? '')
		.replace(/&/g, ' and ')
		.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
		.replace(/^-+/, '')
		.normalize('NFC');
	const clipped = clip(words, SLUG_TITLE_LENGTH).replace(/-+$/, '');
	return `${clipped || 'product'}-${product.id}`;
});

/** The root-relative address of a product's prerendered detail page, percent-encoded (an href). */
export function productPagePath(product: Pick<Product, 'id' | 'title'>): string {
	return `/product/${encodeURIComponent(productSlug(product))}`;
}

/** The products that have a prerendered page, by id: what `/product?proc=` can redirect to. */
export type ProductPages = Readonly<Record<number, string>>;

/** The detail page addresses of `products`, by product id. */
export function productPages(products: ReadonlyArray<Pick<Product, 'id' | 'title'>>): ProductPages {
	return Object.fromEntries(products.map((product) => [product.id, productPagePath(product)]));
}

/**
 * The View link of a product: its prerendered page when it has one, otherwise its reference
 * address, which the products page resolves at run time (P8).
 */
export function productLink(
	product: Pick<Product, 'id' | 'title'>,
	instituteId: number,
	pages: ProductPages,
): string {
	return pages[product.id] ?? productHref(product, instituteId);
}
