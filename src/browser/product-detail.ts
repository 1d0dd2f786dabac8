/**
 * The run-time product detail (`/product?proc=` for a product without a prerendered page): P8
 * through the lean transport, then the empty ProductDetail template filled with the same view the
 * build renders (src/lib/products/detail-view.ts), its cart button and Buy Now made live. A 400
 * or 404 shows 'Product not found'; a failure shows its message and Try again.
 */
import { sanitizeHtml } from '../lib/html/sanitize.client.ts';
import { requestProductInfo } from '../lib/lms/lean/product-info.ts';
import { detailView, type ProductDetailView } from '../lib/products/detail-view.ts';
import { mediaRegionLabel } from '../lib/products/media.ts';
import { $session } from '../stores/session.ts';
import { documentLanguage } from '../lib/site/locale.ts';
import { pageConfig, startProductCards } from './product-cards.ts';
import { renderProductMedia } from './product-media.ts';
import { endRefusedSession } from './refused-session.ts';
import { showReferenceState } from './reference-state.ts';
import { startShare } from './product-share.ts';
// The list page's cards load it too; a product opened from an empty list needs it as well.
import './home/image-fallback.ts';

function setText(root: ParentNode, selector: string, text: string | null, holder?: string): void {
	for (const element of root.querySelectorAll<HTMLElement>(selector)) {
		element.textContent = text ?? '';
		const shown = holder ? element.closest<HTMLElement>(holder) : element;
		if (shown) shown.hidden = !text;
	}
}

/** Fills the empty detail template `article` with `view` and makes its buttons live. */
export function fillProductDetail(article: HTMLElement, view: ProductDetailView): void {
	for (const title of article.querySelectorAll('[data-detail-title], [data-cart-title]')) {
		title.textContent = title.hasAttribute('data-cart-title') ? ` ${view.title}` : view.title;
	}
	const media = article.querySelector<HTMLElement>('[data-product-media]');
	if (media) {
		media.dataset['title'] = view.title;
		media.setAttribute('aria-label', mediaRegionLabel(view.title));
		renderProductMedia(media, view.media, view.title);
	}
	setText(article, '[data-price]', view.price);
	setText(article, '[data-original-price]', view.originalPrice, 's');
	setText(article, '[data-discount]', view.discount);
	setText(article, '[data-offers]', view.offers);
	setText(article, '[data-purchase-count]', view.purchased);
	const tags = article.querySelector<HTMLElement>('[data-offers]')?.parentElement;
	if (tags) tags.hidden = !view.offers && !view.purchased;
	setText(article, '[data-product-tag]', view.tag);
	const share = article.querySelector<HTMLElement>('[data-share]');
	if (share) {
		share.dataset['shareUrl'] = view.shareUrl ?? '';
		share.hidden = view.shareUrl === null;
	}

	const about = article.querySelector<HTMLElement>('[data-detail-about]');
	const aboutHtml = article.querySelector<HTMLElement>('[data-detail-about-html]');
	// aboutHtml is DOMPurify's output (detailView ran it through sanitizeHtml).
	if (aboutHtml) aboutHtml.innerHTML = view.aboutHtml;
	if (about) about.hidden = view.aboutHtml === '';

	const items = article.querySelector<HTMLElement>('[data-detail-items]');
	const list = article.querySelector<HTMLElement>('[data-detail-item-list]');
	list?.replaceChildren(
		...view.items.map((item) => {
			const entry = document.createElement('li');
			const type = document.createElement('span');
			type.className = 'item-type';
			type.textContent = item.itemType;
			entry.append(type);
			if (item.description) {
				const description = document.createElement('span');
				description.className = 'item-description';
				description.textContent = item.description;
				entry.append(description);
			}
			return entry;
		}),
	);
	if (items) items.hidden = view.items.length === 0;

	article.dataset['productId'] = String(view.id);
	article.dataset['liveState'] = JSON.stringify(view.live);
}

/**
 * Loads the product of `reference` with P8 and shows it in `screen`'s template (or the
 * not-found or failure state; Try again asks once more).
 */
export async function showRuntimeProduct(screen: HTMLElement, reference: string): Promise<void> {
	const config = pageConfig(document);
	const article = screen.querySelector<HTMLElement>('[data-product-detail]');
	if (config === null || article === null) {
		showReferenceState(screen, 'not-found');
		return;
	}
	const retry = screen.querySelector<HTMLButtonElement>('[data-reference-retry]');
	const load = async (): Promise<void> => {
		showReferenceState(screen, 'loading');
		const { userId, studentAuth } = $session.get();
		const outcome = await requestProductInfo(
			{ ...config, userId, authorization: userId !== 0 ? studentAuth : null },
			reference,
			endRefusedSession,
		);
		if (outcome.kind === 'not-found') return showReferenceState(screen, 'not-found');
		if (outcome.kind === 'failed') {
			const message = screen.querySelector('[data-reference-message]');
			if (message) message.textContent = outcome.message;
			showReferenceState(screen, 'failed');
			retry?.focus();
			return;
		}
		const view = detailView(outcome.detail, sanitizeHtml, documentLanguage());
		fillProductDetail(article, view);
		document.title = document.title.replace(/^[^|]*\|/, `${view.title} |`);
		showReferenceState(screen, 'found');
		// Share goes live with the product (after a retry, it already is).
		startShare(article);
		// P8's reply is already this visitor's state: no P4 refresh.
		await startProductCards(article.parentElement ?? article, null);
	};
	retry?.addEventListener('click', () => void load());
	await load();
}
