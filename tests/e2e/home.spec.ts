import { expect, test } from 'playwright/test';
import { HomePage } from './pages/home-page.ts';
import { contrast } from './support/contrast.ts';
import { DEMO_DOMAINS, sandboxInstitute } from './support/tenants.ts';
import { shownAddress } from './support/inline-svg.ts';

/** `#RRGGBB` as the browser reports computed colours. */
const rgb = (hex: string) =>
	`rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

test.describe('home page of every demo tenant', () => {
	for (const domain of DEMO_DOMAINS) {
		test(`${domain} shows its name, logo, favicon and theme`, async ({ page }) => {
			const { lookup, homepage } = await sandboxInstitute(domain);
			const home = new HomePage(page);
			await home.goto(domain);

			await expect(page).toHaveTitle(lookup.institute_name);
			await expect(home.heading).toHaveText(lookup.institute_name);
			const logoUrl = homepage.basic_details?.logo_url || lookup.institute_logo_url;
			// A small SVG logo is written into the page (no request to the image host before the first paint).
			await expect(home.logo).toHaveAttribute('src', await shownAddress(logoUrl));
			await expect(home.logo).toHaveAttribute('alt', `${lookup.institute_name} logo`);
			// The logo must actually show, not just be referenced.
			expect(
				await home.logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
			).toBe(true);
			expect(await home.faviconHref()).toBe(
				homepage.basic_details?.favicon_url || lookup.fav_icon_url,
			);

			// Institutes without a theme keep the default (white background); text colours are the
			// institute's own, changed only where they would not be legible (WCAG AA, 4.5:1) on the
			// page or on its panels.
			const theme = homepage.theme_details ?? {};
			const background = rgb(theme.background_color || '#ffffff');
			expect(await home.resolvedColour('--color-background')).toBe(background);
			const surface = await home.resolvedColour('--color-surface');
			for (const [variable, colour] of [
				['--color-anchor', theme.text_anchor_color],
				['--color-heading', theme.text_heading_color],
			] as const) {
				if (!colour) continue;
				const resolved = await home.resolvedColour(variable);
				for (const against of [background, surface])
					expect(contrast(resolved, against)).toBeGreaterThanOrEqual(4.5);
				const legibleAlready = [background, surface].every(
					(against) => contrast(rgb(colour), against) >= 4.5,
				);
				if (legibleAlready) expect(resolved).toBe(rgb(colour));
			}
		});
	}

	test('the phone menu opens and lists the pages', async ({ page }) => {
		const home = new HomePage(page);
		await home.goto(DEMO_DOMAINS[0]!);
		await home.openMenu();
		await expect(home.mainMenu.getByRole('link', { name: 'HOME' })).toBeVisible();
		await expect(home.mainMenu.getByRole('link', { name: 'CONTACT US' })).toBeVisible();
	});
});
