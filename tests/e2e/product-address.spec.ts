/**
 * A product titled in Devanagari, end to end on the Hindi demo institute: its card links to an
 * address in the title's own words (percent-encoded in the link, readable in the address bar),
 * the detail page opens there, and the product goes to the cart from it.
 */
import { expect, test } from 'playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { ProductDetailPage } from './pages/product-detail-page.ts';
import { ProductsPage } from './pages/products-page.ts';

const GYAN = 'gyan-pathshala.in';
const TITLE = 'गणित कक्षा 10';
const ADDRESS =
	'/product/%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4-%E0%A4%95%E0%A4%95%E0%A5%8D%E0%A4%B7%E0%A4%BE-10-2601';

test('a Devanagari product: list, its readable address, detail, cart', async ({ page }) => {
	const list = new ProductsPage(page);
	await list.goto(GYAN);
	await expect(list.viewLink(TITLE)).toHaveAttribute('href', ADDRESS);
	// Mixed scripts keep both; a title of punctuation only falls back to `product-<id>`.
	await expect(list.viewLink('NEET जीवविज्ञान टेस्ट सीरीज़ 2026')).toHaveAttribute(
		'href',
		'/product/neet-%E0%A4%9C%E0%A5%80%E0%A4%B5%E0%A4%B5%E0%A4%BF%E0%A4%9C%E0%A5%8D%E0%A4%9E%E0%A4%BE%E0%A4%A8-%E0%A4%9F%E0%A5%87%E0%A4%B8%E0%A5%8D%E0%A4%9F-%E0%A4%B8%E0%A5%80%E0%A4%B0%E0%A5%80%E0%A4%9C%E0%A4%BC-2026-2602',
	);
	await expect(list.viewLink('॥ — ॥')).toHaveAttribute('href', '/product/product-2603');

	await list.viewLink(TITLE).click();
	await expect(page).toHaveURL((url) => url.pathname === ADDRESS);
	expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/product/गणित-कक्षा-10-2601');
	const detail = new ProductDetailPage(page);
	await expect(detail.title).toHaveText(TITLE);
	await detail.waitForLive();
	await detail.cartButton.click();
	await expect(detail.cartButton).toContainText('Remove from Cart');

	const cart = new CartPage(page);
	await cart.goto(GYAN);
	await expect(cart.items).toHaveCount(1);
	await expect(cart.item(TITLE)).toHaveCount(1);
});
