/**
 * `/product?proc=<reference>` in the browser (src/components/products/ProductReference.astro):
 * a product with a prerendered page replaces the address with it (no new history entry); any
 * other product loads the run-time detail (src/browser/product-detail.ts, fetched only then); a
 * malformed reference shows 'Product not found'. Without a reference it does nothing.
 */
import { referenceTarget } from '../lib/products/reference.ts';
import type { ProductPages } from '../lib/products/links.ts';
import { showReferenceState } from './reference-state.ts';

function pagesOf(screen: HTMLElement): ProductPages {
	try {
		return JSON.parse(screen.dataset['pages'] ?? '{}') as ProductPages;
	} catch {
		return {};
	}
}

/** Opens what the address asks for inside `screen`. */
export async function openReference(screen: HTMLElement, location: Location): Promise<void> {
	const target = referenceTarget(
		location.search,
		pagesOf(screen),
		Number(screen.dataset['instituteId']),
	);
	if (target.kind === 'list') return;
	document.documentElement.dataset['productReference'] = '';
	if (target.kind === 'page') {
		location.replace(target.path);
		return;
	}
	if (target.kind === 'not-found') {
		showReferenceState(screen, 'not-found');
		return;
	}
	const { showRuntimeProduct } = await import('./product-detail.ts');
	await showRuntimeProduct(screen, target.reference);
}

const screen = document.querySelector<HTMLElement>('[data-product-reference-screen]');
if (screen) void openReference(screen, window.location);
