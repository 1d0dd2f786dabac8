/**
 * Page object for a tenant's Products list (`/product`) and its product cards.
 */
import type { Locator, Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

export class ProductsPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens `/product`, with `query` (e.g. `?proc=…`) when given. */
	async goto(domain: string, query = '') {
		await this.page.goto(tenantUrl(domain, `/product${query}`));
	}

	get heading() {
		return this.page.getByRole('heading', { level: 1 });
	}

	get cards() {
		return this.page.getByRole('main').locator('article.product-card');
	}

	/** The card whose heading is the product title. */
	card(title: string): Locator {
		return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
	}

	price(title: string): Locator {
		return this.card(title).locator('[data-price]');
	}

	originalPrice(title: string): Locator {
		return this.card(title).locator('s');
	}

	/** The institute's label on the card (its `tag`). */
	tag(title: string): Locator {
		return this.card(title).locator('.product-tag');
	}

	viewLink(title: string): Locator {
		return this.card(title).getByRole('link', { name: `View ${title}` });
	}

	/** The card's cart button (Add to Cart, Remove from Cart, Sold Out or Purchased). */
	cartButton(title: string): Locator {
		return this.card(title).locator('[data-cart-button]');
	}

	/** Waits until the live script has taken over the cards' buttons. */
	async waitForLiveButtons() {
		await this.page.locator('[data-cart-button][data-live]').first().waitFor();
	}

	get emptyState() {
		return this.page.getByText('Products not available!', { exact: true });
	}

	/** The `?proc=` screen's not-found state. */
	get notFound() {
		return this.page.getByRole('heading', { level: 1, name: 'Product not found' });
	}
}
