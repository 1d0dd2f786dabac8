/**
 * `/product?proc=<reference>` skips the list (spec section 2, route table). Until the product
 * detail screen exists, the list is hidden and a notice names the product and says plainly that
 * its page is not available yet.
 */
import { PRODUCT_REFERENCE_PARAM, parseProductReference } from '../../lib/products/display.ts';

/** Hides `list` and shows `notice` when `search` carries a product reference. */
export function applyProductReference(
	search: string,
	list: HTMLElement,
	notice: HTMLElement,
): void {
	const params = new URLSearchParams(search);
	if (!params.has(PRODUCT_REFERENCE_PARAM)) return;
	const reference = parseProductReference(params.get(PRODUCT_REFERENCE_PARAM));
	const title = notice.querySelector('[data-product-reference-title]');
	if (title && reference?.title) title.textContent = reference.title;
	list.hidden = true;
	notice.hidden = false;
}

const list = document.querySelector<HTMLElement>('[data-product-list]');
const notice = document.querySelector<HTMLElement>('[data-product-reference-notice]');
if (list && notice) applyProductReference(location.search, list, notice);
