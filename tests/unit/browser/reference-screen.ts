/**
 * The `/product?proc=` screen as ProductReference.astro renders it around the empty
 * ProductDetail template, for the jsdom tests of src/browser/product-detail.ts.
 */
import { SITE_HEADER } from './support.ts';

// ProductDetail.astro without a view: ProductMedia, ProductTag, ProductPrice, ProductTags, CartButton,
// Buy Now, Share.
const TEMPLATE = `
	<article class="product-detail" data-product-detail>
		<section class="product-media" data-product-media data-media='{"image":"/images/product-fallback.svg","videos":[]}' data-title="" aria-label=": image and videos">
			<div class="media-stage" data-media-stage>
				<img class="media-image" data-media-image src="/images/product-fallback.svg"
					data-fallback="/images/product-fallback.svg" alt="" width="1280" height="720" />
			</div>
		</section>
		<div class="summary">
			<span class="product-tag" data-product-tag hidden></span>
			<h1 class="title" data-detail-title tabindex="-1"></h1>
			<p class="product-price large">
				<span class="current" data-price></span>
				<s class="original" hidden><span class="visually-hidden">Original price </span><span data-original-price></span></s>
				<span class="discount" data-discount hidden></span>
			</p>
			<ul class="product-tags" hidden>
				<li class="offer" data-offers hidden></li>
				<li class="purchased" data-purchase-count hidden></li>
			</ul>
			<div class="actions">
				<button type="button" class="product-action" data-cart-button data-action="add">
					<span data-cart-label>Add to Cart</span>
					<span class="visually-hidden" data-cart-title></span>
				</button>
				<button type="button" class="buy-now" data-buy-now>Buy Now<span class="visually-hidden" data-cart-title></span></button>
			</div>
			<button type="button" class="share" data-share data-share-url="" hidden><svg aria-hidden="true"></svg>Share</button>
		</div>
		<section class="about" data-detail-about hidden>
			<h2>About</h2>
			<div class="rich-text" data-detail-about-html></div>
		</section>
		<section class="items" data-detail-items hidden>
			<h2>Product Details</h2>
			<ul data-detail-item-list></ul>
		</section>
	</article>`;

/**
 * Renders ProductReference.astro's screen (the four states, the template inside 'found') under the
 * site header, titles the document as the products page does, and returns the screen.
 */
export function renderReferenceScreen(): HTMLElement {
	document.title = 'Products | Sunrise Academy';
	document.body.innerHTML = `
		${SITE_HEADER}
		<main>
			<section class="reference" data-product-reference-screen data-pages='{}' data-institute-id="101" aria-label="Product">
				<div class="state loading" data-reference-state="loading" role="status">
					<span class="spinner" aria-hidden="true"></span><span>Loading product…</span>
				</div>
				<div class="state notice" data-reference-state="not-found" hidden>
					<h1 tabindex="-1">Product not found</h1>
					<p>This product is not available.</p>
					<p><a href="/product">See all products</a></p>
				</div>
				<div class="state notice" data-reference-state="failed" hidden>
					<p role="alert" data-reference-message></p>
					<button type="button" data-reference-retry>Try again</button>
					<p><a href="/product">See all products</a></p>
				</div>
				<div class="state" data-reference-state="found" hidden>${TEMPLATE}</div>
			</section>
		</main>`;
	return document.querySelector<HTMLElement>('[data-product-reference-screen]')!;
}
