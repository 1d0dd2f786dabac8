/**
 * What a phone visitor's pages do under their thumb (issue 29 items 1 and 2): no page type of any
 * demo tenant scrolls sideways at 320 or 360 px, logged out and logged in, with a filled cart and
 * with a coupon applied; and where the institute has a chat widget, its badge covers no link,
 * button or field of any page at 360 px. Phone project only.
 */
import { expect, test, type Page, type TestInfo } from 'playwright/test';
import { POPUP_SEEN_KEY } from '../../src/lib/home/sections.ts';
import { thirdPartyAllowed } from '../../src/lib/tracking/tag-rules.ts';
import { CartPage } from './pages/cart-page.ts';
import { CHAT_LOADED, ConsentBanner } from './pages/consent-banner.ts';
import { coveredControls, sideScroll } from './pages/phone-audit.ts';
import { demoVisitor, logInDemoStudent } from './support/demo-visitors.ts';
import { pageTypes } from './support/page-types.ts';
import { settle } from './support/settle.ts';
import { DEMO_DOMAINS, sandboxInstitute, tenantUrl } from './support/tenants.ts';

/** The narrowest phone still sold, and the common one. */
const WIDTHS = [320, 360] as const;
const HEIGHT = 760;
const STATES = ['logged out', 'logged in'] as const;
type State = (typeof STATES)[number];

/** The sandbox's chat widget (sandbox/assets/chat-widget.js). */
const CHAT_BADGE = /Chat with us/;

test.beforeEach(({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'phone', 'phone-size checks');
	// The home pop-up image is modal: it would cover everything measured here.
	return page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_SEEN_KEY);
});

const isCart = (path: string) => /^\/(dashboard\/)?cart\/$/.test(path);

// Pages that send a logged-in student on to the site root at once: measured logged out.
const LOGGED_OUT_ONLY = /^\/(login|register)\/?$/;

/**
 * The state's page types of `domain`: the dashboard's only with a session (without one, its guard
 * sends the visitor to /login, measured on its own); /login and /register only without one.
 */
function statePaths(domain: string, state: State): string[] {
	return pageTypes(domain).filter((path) =>
		state === 'logged in' ? !LOGGED_OUT_ONLY.test(path) : !path.startsWith('/dashboard'),
	);
}

/** Seeds the tenant's demo cart and, for `logged in`, logs its student in; false if none may. */
async function enter(page: Page, domain: string, state: State): Promise<boolean> {
	const visitor = demoVisitor(domain);
	if (state === 'logged in' && !visitor.student) return false;
	await new CartPage(page).seed(visitor.cart);
	if (state === 'logged in') await logInDemoStudent(page, domain);
	return true;
}

/** Opens `path` and waits for its late scripts; a cart page until it lists the items. */
async function open(page: Page, domain: string, path: string) {
	await page.goto(tenantUrl(domain, path));
	await onSettledPage(page, () => settle(page));
	const { cart } = demoVisitor(domain);
	if (isCart(path) && cart.length > 0) {
		await expect(page.locator('[data-cart-item]'), path).not.toHaveCount(0);
	}
}

/** Applies the tenant's coupon on the open cart page, unless one is applied already. */
async function applyDemoCoupon(cart: CartPage, coupon: string) {
	if (!(await cart.removeCouponButton.isVisible())) await cart.applyCoupon(coupon);
	await expect(cart.removeCouponButton).toBeVisible();
}

/**
 * `look` at the open page; if the page leaves meanwhile (a logged-in visitor sent on from
 * /login or /register), at the page it arrives at.
 */
async function onSettledPage<T>(page: Page, look: () => Promise<T>): Promise<T> {
	try {
		return await look();
	} catch (error) {
		if (!String(error).includes('Execution context was destroyed')) throw error;
		await settle(page);
		return look();
	}
}

for (const domain of DEMO_DOMAINS) {
	for (const state of STATES) {
		test(`${domain}, ${state}: no page scrolls sideways at 320 or 360 px`, async ({ page }) => {
			test.setTimeout(240_000);
			await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
			test.skip(!(await enter(page, domain, state)), 'web access is off: nobody logs in');
			const { coupon } = demoVisitor(domain);
			const cart = new CartPage(page);
			const wide: string[] = [];
			// One load per page: each width is set on the page as loaded.
			const measure = async (where: string) => {
				for (const width of WIDTHS) {
					await page.setViewportSize({ width, height: HEIGHT });
					const overflow = await onSettledPage(page, () => sideScroll(page, width));
					if (overflow) wide.push(`${where} at ${width} px: ${overflow}`);
				}
			};
			const paths = statePaths(domain, state);
			expect(paths.length).toBeGreaterThan(10);
			for (const path of paths) {
				await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
				await open(page, domain, path);
				await measure(path);
				// Applied at 360 px (the last width measured): at 320, Apply was off the screen.
				if (isCart(path) && coupon && (await cart.items.count()) > 0) {
					await applyDemoCoupon(cart, coupon);
					await measure(`${path} with ${coupon}`);
				}
			}
			expect(wide).toEqual([]);
		});
	}

	test(`${domain}: the chat badge covers no link, button or field at 360 px`, async ({
		page,
	}, testInfo) => {
		const { homepage } = await sandboxInstitute(domain);
		test.skip(!homepage.third_party_integration_details?.chat, 'no chat widget');
		test.setTimeout(300_000);
		const consent = new ConsentBanner(page);
		await consent.recordTrackers();
		const badge = page.getByRole('button', { name: CHAT_BADGE });
		const covered: string[] = [];
		for (const state of STATES) {
			if (!(await enter(page, domain, state))) continue;
			// Only where a page loads third-party scripts: never where a password is typed.
			for (const path of statePaths(domain, state).filter(thirdPartyAllowed)) {
				await open(page, domain, path);
				await expect(badge, path).toBeVisible(CHAT_LOADED);
				// The visitor answers the consent banner on their first page; it covers the foot till then.
				await consent.acceptIfAsked();
				const where = `${state} ${path}`;
				const found = await onSettledPage(page, () => coveredControls(page));
				covered.push(...found.map((control) => `${where}: ${control}`));
			}
		}
		expect(covered).toEqual([]);
		await saveProductShot(page, domain, testInfo);
	});
}

/**
 * Saves a product page at 360 px whose button reads Add to Cart, scrolled as far as a visitor
 * brings the button down to the foot of the screen, where the chat badge is.
 */
async function saveProductShot(page: Page, domain: string, testInfo: TestInfo) {
	await open(page, domain, '/product');
	const card = page
		.locator('[data-product-id]')
		.filter({ has: page.locator('[data-cart-button][data-action="add"]') })
		.first();
	await card.locator('a.view').click();
	await settle(page);
	await expect(page.getByRole('button', { name: CHAT_BADGE })).toBeVisible();
	await page.locator('[data-cart-button]').evaluate((button) => {
		button.scrollIntoView({ block: 'end' });
	});
	const path = testInfo.outputPath('product-with-chat-badge-360.png');
	await page.screenshot({ path });
	await testInfo.attach('product page with the chat badge, 360 px', {
		path,
		contentType: 'image/png',
	});
}
