/**
 * The fault matrix's page loads (tests/e2e/support/fault-flows.ts): the calls a page makes as it
 * opens, or on a click with nothing typed: My Profile (M11), the runtime content page (P3), the
 * live cards' refresh (P4), an order's item types (P5), My Orders (P6), a direct-URL product (P8)
 * and the cart (P9).
 */
import { expect } from 'playwright/test';
import { CartPage } from '../pages/cart-page.ts';
import { ContentPage } from '../pages/content-page.ts';
import { ProductDetailPage } from '../pages/product-detail-page.ts';
import { ProductsPage } from '../pages/products-page.ts';
import { SUNRISE } from './checkout.ts';
import { AARAV, loggedInAt, loginReturningTo, OWNED, type CallDriver } from './fault-flows.ts';
import { registerStudent } from './students.ts';
import { tenantUrl } from './tenants.ts';

const reload = (page: Parameters<CallDriver['start']>[0]) =>
	page.getByRole('button', { name: 'Reload' }).click();

/** The page-load drivers, by call id. */
export const PAGE_DRIVERS: Readonly<Record<string, CallDriver>> = {
	M11: {
		route: { url: '**/api/v1/alternateLogin/user/fetch/*' },
		cart: [2001],
		async start(page) {
			const student = await registerStudent(SUNRISE.id);
			return {
				// Logging in returns to My Profile, which sends M11.
				act: await loginReturningTo(page, SUNRISE.domain, '/dashboard/profile', student),
				retry: async () => {
					await reload(page);
					await expect(page.getByRole('main')).toContainText('E2E Buyer');
				},
			};
		},
	},
	P3: {
		route: { url: '**/prod/website/page/**' },
		cart: [2001],
		async start(page) {
			const content = new ContentPage(page);
			return {
				// Not prerendered at this address: the runtime page asks P3 for 'about-us'.
				act: async () => void (await content.goto(SUNRISE.domain, '/info/about-us')),
				retry: async () => {
					await content.reload.click();
					await expect(content.body).toContainText('Sunrise Academy was founded in Kota in 2009');
				},
			};
		},
	},
	P4: {
		route: { url: /\/prod\/student-product\/advance-filter\/?\?getAll=true/ },
		cart: [2001],
		async start(page) {
			const products = new ProductsPage(page);
			const button = products.cartButton(OWNED);
			return {
				// Aarav's P4 says he owns 2003; the build, for nobody in particular, says Add to Cart.
				act: await loginReturningTo(page, SUNRISE.domain, '/product', AARAV),
				goesOn: async () => {
					await products.waitForLiveButtons();
					await expect(button).toContainText('Add to Cart');
					await expect(button).toBeEnabled();
				},
				retry: async () => {
					await page.reload();
					await expect(button).toContainText('Purchased');
				},
			};
		},
	},
	P5: {
		route: { url: '**/prod/student-product/item-type-description/*' },
		cart: [2001],
		async start(page) {
			await loggedInAt(page, SUNRISE, '/dashboard/my-orders', AARAV);
			const card = page
				.getByRole('listitem')
				.filter({ has: page.getByRole('heading', { name: OWNED }) });
			const dialog = page.getByRole('dialog', { name: OWNED });
			return {
				act: () => card.getByRole('button', { name: /^View/ }).click(),
				retry: async () => {
					await dialog.getByRole('button', { name: 'Retry' }).click();
					await expect(dialog.getByRole('listitem').first()).toBeVisible();
				},
			};
		},
	},
	P6: {
		route: { url: '**/prod/student-product/my-products' },
		cart: [2001],
		async start(page) {
			return {
				act: await loginReturningTo(page, SUNRISE.domain, '/dashboard/my-orders', AARAV),
				retry: async () => {
					await reload(page);
					await expect(page.getByRole('heading', { name: OWNED })).toBeVisible();
				},
			};
		},
	},
	P8: {
		route: { url: /\/prod\/student-product\/product-info\?proc=/ },
		cart: [2001],
		async start(page) {
			const products = new ProductsPage(page);
			return {
				// Direct-URL only: no prerendered page, P8 loads it at run time.
				act: () =>
					products.goto(SUNRISE.domain, '?proc=Scholarship%20Winners%20Starter%20Kit_2008_101'),
				retry: async () => {
					await page.getByRole('button', { name: 'Try again' }).click();
					await expect(new ProductDetailPage(page).title).toHaveText(
						'Scholarship Winners Starter Kit',
					);
				},
			};
		},
	},
	P9: {
		route: { url: '**/prod/student-product/cart' },
		cart: [2001, 2002],
		async start(page) {
			const cart = new CartPage(page);
			return {
				act: async () => void (await page.goto(tenantUrl(SUNRISE.domain, '/cart'))),
				retry: async () => {
					await reload(page);
					await expect(cart.items).toHaveCount(2);
				},
			};
		},
	},
};
