/**
 * Page object for a product's detail screen: its prerendered page (`/product/{slug}`) or the same
 * screen that `/product?proc=` fills at run time.
 */
import type { Locator, Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

export class ProductDetailPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens a detail page by its path, e.g. `/product/neet-biology-crash-course-2002`. */
	async goto(domain: string, path: string) {
		await this.page.goto(tenantUrl(domain, path));
	}

	/** The visible detail screen (the `?proc=` page also holds the list's hidden template). */
	get detail(): Locator {
		return this.page.locator('[data-product-detail]:visible');
	}

	get title() {
		return this.detail.getByRole('heading', { level: 1 });
	}

	get price() {
		return this.detail.locator('[data-price]');
	}

	get originalPrice() {
		return this.detail.locator('s');
	}

	get discount() {
		return this.detail.locator('[data-discount]');
	}

	get tags() {
		return this.detail.locator('.product-tags');
	}

	/** The institute's label of the product (its `tag`). */
	get tag() {
		return this.detail.locator('.product-tag');
	}

	get share() {
		return this.detail.getByRole('button', { name: 'Share', exact: true });
	}

	get cartButton() {
		return this.detail.locator('[data-cart-button]');
	}

	get buyNow() {
		return this.detail.getByRole('button', { name: /^Buy Now/ });
	}

	/** Waits until the live script shows the visitor's cart button. */
	async waitForLive() {
		await this.detail.locator('[data-cart-button][data-live]').waitFor();
	}

	section(name: 'About' | 'Product Details'): Locator {
		return this.detail.locator('section').filter({
			has: this.page.getByRole('heading', { level: 2, name, exact: true }),
		});
	}

	get items() {
		return this.section('Product Details').getByRole('listitem');
	}

	get media() {
		return this.detail.locator('[data-product-media]');
	}

	/** A thumbnail of the media strip by its visible name ('Product image', 'Video 1'…). */
	thumbnail(name: string): Locator {
		return this.media.getByRole('button', { name: new RegExp(`^${name}\\b`) });
	}

	get video() {
		return this.media.locator('video');
	}

	get frames() {
		return this.media.locator('iframe');
	}

	get breadcrumb() {
		return this.page.getByRole('navigation', { name: 'Breadcrumb' });
	}

	/** The Product block of the page's structured data. */
	async productJsonLd(): Promise<Record<string, any>> {
		const blocks = await this.page.locator('script[type="application/ld+json"]').allTextContents();
		const product = blocks.map((text) => JSON.parse(text)).find((b) => b['@type'] === 'Product');
		if (!product) throw new Error('no Product JSON-LD on the page');
		return product;
	}
}
