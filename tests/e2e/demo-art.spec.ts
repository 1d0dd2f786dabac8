/**
 * The demo's own art tells its message whole (issue 29 item 6): every line of sunrise's pop-up
 * image lies inside the image, as the browser lays it out (it read "ree scholarship tes").
 */
import { expect, test } from 'playwright/test';
import { tenantUrl } from './support/tenants.ts';

test("sunrise's pop-up image keeps every line of its text inside the picture", async ({ page }) => {
	await page.goto(tenantUrl('sunrise-academy.in', '/'));
	const image = (await page.locator('[data-home-popup]').getAttribute('data-image')) ?? '';
	// The build inlines a small SVG as a data URL; a larger one stays a file.
	if (image.startsWith('data:image/svg+xml,'))
		await page.setContent(decodeURIComponent(image.slice(image.indexOf(',') + 1)));
	else await page.goto(new URL(image, page.url()).href);
	const { box, lines } = await page.evaluate(() => {
		const svg = document.querySelector('svg')!;
		const { width, height } = svg.viewBox.baseVal;
		return {
			box: { width, height },
			lines: [...svg.querySelectorAll('text')].map((text) => {
				const { x, y, width: w, height: h } = text.getBBox();
				return { text: text.textContent, left: x, top: y, right: x + w, bottom: y + h };
			}),
		};
	});
	expect(lines.length).toBeGreaterThan(0);
	for (const line of lines) {
		expect.soft(line.left, `${line.text}: left edge`).toBeGreaterThanOrEqual(0);
		expect.soft(line.top, `${line.text}: top edge`).toBeGreaterThanOrEqual(0);
		expect.soft(line.right, `${line.text}: right edge`).toBeLessThanOrEqual(box.width);
		expect.soft(line.bottom, `${line.text}: bottom edge`).toBeLessThanOrEqual(box.height);
	}
	expect(lines.map((line) => line.text).join(' ')).toContain('scholarship test');
});
