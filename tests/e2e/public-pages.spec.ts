/**
 * Every public route of spec section 2, for every demo tenant: it renders with one h1 inside the
 * main landmark, reads without JavaScript, and axe-core finds no accessibility violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from 'playwright/test';
import { DEMO_DOMAINS, MENU_ROUTES, sandboxInstitute, tenantUrl } from './support/tenants.ts';

const STATIC_ROUTES = [
	...MENU_ROUTES,
	'/privacy-policy',
	'/refund-policy',
	'/terms-and-condition',
	'/more/privacy-policy',
	'/more/refund-policy',
	'/more/terms-and-condition',
];
/** Not prerendered: the host serves the generic content page (404), which shows 'Page not found'. */
const RUNTIME_ROUTE = '/no-such-page';

async function routesOf(domain: string): Promise<string[]> {
	const { homepage } = await sandboxInstitute(domain);
	const navbar = (homepage.nav_links ?? [])
		.filter((link: { in_navbar?: unknown }) => link.in_navbar)
		.map((link: { page_route: string }) => `/more/${link.page_route.replace(/^\/+/, '')}`);
	return [...STATIC_ROUTES, ...navbar];
}

for (const domain of DEMO_DOMAINS) {
	test.describe(domain, () => {
		test('every public route renders one h1 in the main landmark with no errors', async ({
			page,
		}) => {
			const errors: string[] = [];
			page.on('pageerror', (error) => errors.push(error.message));
			for (const route of [...(await routesOf(domain)), RUNTIME_ROUTE]) {
				const response = await page.goto(tenantUrl(domain, route));
				expect(response?.status(), route).toBe(route === RUNTIME_ROUTE ? 404 : 200);
				await expect(page.getByRole('main').getByRole('heading', { level: 1 }), route).toHaveCount(
					1,
				);
				await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1);
			}
			expect(errors).toEqual([]);
		});

		test('axe-core finds no violations on any public route', async ({ page }) => {
			test.slow();
			for (const route of [...(await routesOf(domain)), RUNTIME_ROUTE]) {
				await page.goto(tenantUrl(domain, route));
				await page.waitForLoadState('networkidle');
				const results = await new AxeBuilder({ page }).analyze();
				const summary = results.violations.map(
					(violation) =>
						`${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
				);
				expect(summary, route).toEqual([]);
			}
		});
	});
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	for (const domain of DEMO_DOMAINS) {
		test(`${domain}: prerendered pages show their content`, async ({ page }) => {
			for (const route of await routesOf(domain)) {
				await page.goto(tenantUrl(domain, route));
				const main = page.getByRole('main');
				const heading = main.getByRole('heading', { level: 1 });
				await expect(heading, route).toBeVisible();
				// Something besides the heading: the content, or the page's own empty-state text.
				const text = (await main.innerText()).replace(/\s+/g, ' ').trim();
				const title = (await heading.innerText()).trim();
				expect(text.length, `${route} has content`).toBeGreaterThan(title.length + 10);
			}
		});
	}
});
