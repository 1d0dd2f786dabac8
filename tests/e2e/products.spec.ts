import AxeBuilder from '@axe-core/playwright';
import { expect, test } from 'playwright/test';
import { ProductsPage } from './pages/products-page.ts';
import { sandboxProducts } from './support/tenants.ts';
import { shownAddress } from './support/inline-svg.ts';

const SUNRISE = 'sunrise-academy.in';

interface WireProduct {
	id: number;
	title: string;
	photo_url: string | null;
	is_paid: 'Y' | 'N';
	price: number;
	price_before_discount: number | null;
	discount_percentage: number;
	offer_available: boolean;
	purchase_count_status: number;
	total_prod_purchaseed: number;
	remaining_products: number;
	country_details: { currency_code: string };
}

async function catalogue(domain: string) {
	const { instituteId, products } = await sandboxProducts(domain);
	return { instituteId, products: products as WireProduct[] };
}

test.describe('products list', () => {
	test('one card per product, each with its View link', async ({ page }) => {
		const { products } = await catalogue(SUNRISE);
		const list = new ProductsPage(page);
		await list.goto(SUNRISE);

		await expect(list.heading).toHaveText('POPULAR PRODUCTS');
		await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
		await expect(list.cards).toHaveCount(products.length);
		for (const product of products) {
			// Each product's own page: its title as words, then its id.
			await expect(list.viewLink(product.title)).toHaveAttribute(
				'href',
				new RegExp(`^/product/[a-z0-9]+(-[a-z0-9]+)*-${product.id}$`),
			);
			const photo = list.card(product.title).locator('img');
			// A raster photo is published inside the site by the build (images.spec.ts); a small SVG
			// is written into the page.
			await expect(photo).toHaveAttribute(
				'src',
				product.photo_url?.endsWith('.jpg')
					? /^\/_img\/[0-9a-f]{24}-\d+\.webp$/
					: product.photo_url
						? await shownAddress(product.photo_url)
						: '/images/product-fallback.svg',
			);
		}
	});

	test('the hidden run-time product template asks for its image at no priority', async ({
		page,
	}) => {
		const list = new ProductsPage(page);
		await list.goto(SUNRISE);
		// Lazy and hidden, it is not fetched for the template's sake: the list's largest paint, the
		// first card's photo, keeps the high priority to itself.
		const template = page.locator('[data-reference-state="found"] img[data-media-image]');
		await expect(template).toHaveAttribute('loading', 'lazy');
		await expect(template).not.toHaveAttribute('fetchpriority', /./);
		await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
		await expect(list.cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
	});

	test('cards show every state of the sandbox', async ({ page }) => {
		const { products } = await catalogue(SUNRISE);
		const find = (rule: (product: WireProduct) => boolean) => {
			const product = products.find(rule);
			if (!product) throw new Error('the sandbox no longer has this card state');
			return product;
		};
		const list = new ProductsPage(page);
		await list.goto(SUNRISE);

		// ₹2,999 discounted 40% from ₹4,999, offers, purchase count.
		const discounted = find((p) => p.discount_percentage === 40);
		await expect(list.price(discounted.title)).toHaveText('₹2,999');
		await expect(list.originalPrice(discounted.title)).toContainText('₹4,999');
		await expect(list.card(discounted.title)).toContainText('40 % Off');
		await expect(list.card(discounted.title)).toContainText('Offers Available');
		await expect(list.card(discounted.title)).toContainText(
			`${discounted.total_prod_purchaseed} Student(s) Purchased`,
		);

		const free = find((p) => p.is_paid === 'N');
		await expect(list.price(free.title)).toHaveText('Free');

		const countHidden = find((p) => p.purchase_count_status === 0 && p.total_prod_purchaseed > 0);
		await expect(list.card(countHidden.title)).not.toContainText('Student(s) Purchased');
		await expect(list.card(countHidden.title)).not.toContainText('% Off');
		await expect(list.originalPrice(countHidden.title)).toBeHidden();

		const noPhoto = find((p) => !p.photo_url);
		const fallback = list.card(noPhoto.title).locator('img');
		await expect(fallback).toHaveAttribute('src', '/images/product-fallback.svg');
		await fallback.scrollIntoViewIfNeeded();
		await expect
			.poll(() => fallback.evaluate((image: HTMLImageElement) => image.naturalWidth))
			.toBeGreaterThan(0);

		const noOffers = find((p) => !p.offer_available);
		await expect(list.card(noOffers.title)).not.toContainText('Offers Available');
	});

	test('USD products show the currency code, INR ones ₹ (globalprep sells both)', async ({
		page,
	}) => {
		const { products } = await catalogue('global-prep.com');
		const list = new ProductsPage(page);
		await list.goto('global-prep.com');
		const usd = products.filter((product) => product.country_details.currency_code === 'USD');
		expect(usd).toHaveLength(2);
		for (const product of usd) {
			await expect(list.price(product.title)).toHaveText(/^USD \d/);
		}
		const fractional = usd.find((product) => !Number.isInteger(product.price));
		if (fractional) {
			await expect(list.price(fractional.title)).toHaveText(`USD ${fractional.price.toFixed(2)}`);
		}
		await expect(list.price('IELTS Speaking Workshop (India batch)')).toHaveText('₹2,499');
	});

	test('a tenant without products shows the empty state (greenfield)', async ({ page }) => {
		const { products } = await catalogue('greenfield-school.edu.in');
		expect(products).toHaveLength(0);
		const list = new ProductsPage(page);
		await list.goto('greenfield-school.edu.in');
		await expect(list.heading).toHaveText('POPULAR PRODUCTS');
		await expect(list.emptyState).toBeVisible();
		await expect(list.cards).toHaveCount(0);
	});

	test('axe-core finds no violations on the list', async ({ page }) => {
		const list = new ProductsPage(page);
		await list.goto(SUNRISE);
		await list.waitForLiveButtons();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
	});
});
