/**
 * Content Security Policy (issue: Hardening, item 1): every page type of every demo tenant
 * carries a policy, first in its head (issue 28), allowing only its own inline code (no hash of
 * another page's), and reports no violation, its integrations, islands and inline scripts
 * included; the dashboard pages are visited logged in. One project: the policy does not depend on
 * the viewport.
 */
import { expect, test } from 'playwright/test';
import { CspAudit } from './pages/csp-audit.ts';
import { LoginPage } from './pages/login-page.ts';
import { pageTypes } from './support/page-types.ts';
import { DEMO_DOMAINS, tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';

test.beforeEach(({}, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'the policy is the same at every width');
});

for (const domain of DEMO_DOMAINS) {
	test(`${domain}: every public page type has a policy and no violation`, async ({ page }) => {
		test.setTimeout(120_000);
		const audit = new CspAudit(page);
		await audit.record();
		const found: Record<string, unknown> = {};
		const paths = pageTypes(domain).filter((path) => !path.startsWith('/dashboard'));
		expect(paths.length).toBeGreaterThan(15);
		for (const path of paths) {
			await audit.visit(tenantUrl(domain, path));
			expect(await audit.policy(), path).toContain("default-src 'self'");
			expect(await audit.policyFirst(), path).toBe(true);
			expect(await audit.foreignHashes(), path).toEqual([]);
			const violations = await audit.violations();
			if (violations.length > 0) found[path] = violations;
		}
		expect(found).toEqual({});
		expect(audit.refused).toEqual([]);
	});
}

test('sunrise: every dashboard page type, logged in, has a policy and no violation', async ({
	page,
}) => {
	test.setTimeout(120_000);
	const audit = new CspAudit(page);
	await audit.record();
	const login = new LoginPage(page);
	await login.goto(SUNRISE);
	await login.logIn('9876543210', 'aarav@123');
	await expect(page).not.toHaveURL(/\/login/);
	const found: Record<string, unknown> = {};
	const paths = pageTypes(SUNRISE).filter((path) => path.startsWith('/dashboard'));
	expect(paths.length).toBeGreaterThan(8);
	for (const path of paths) {
		await audit.visit(tenantUrl(SUNRISE, path));
		await expect(page).not.toHaveURL(/\/login/);
		expect(await audit.policy(), path).toContain("default-src 'self'");
		expect(await audit.policyFirst(), path).toBe(true);
		expect(await audit.foreignHashes(), path).toEqual([]);
		const violations = await audit.violations();
		if (violations.length > 0) found[path] = violations;
	}
	expect(found).toEqual({});
	expect(audit.refused).toEqual([]);
});

test('the preview server sends the page policy as a header, with frame-ancestors', async ({
	page,
}) => {
	// Through the browser: only it resolves *.localhost to loopback.
	const reply = await page.goto(tenantUrl(SUNRISE, '/faqs/'));
	const headers = reply?.headers() ?? {};
	expect(headers['content-security-policy']).toContain("default-src 'self'");
	expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
	expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
	expect(headers['x-content-type-options']).toBe('nosniff');
	expect(headers['permissions-policy']).toContain('camera=()');
});

test('a script the policy does not know is refused: inline, in an attribute, or from another host', async ({
	page,
}) => {
	const audit = new CspAudit(page);
	await audit.record();
	await audit.visit(tenantUrl(SUNRISE, '/about/'));
	// What institute HTML would carry if the sanitiser ever let it through.
	await page.evaluate(() => {
		const holder = document.createElement('div');
		holder.innerHTML = '<img src="/nowhere.png" onerror="window.ranFromAttribute = true">';
		document.body.append(holder);
		const inline = document.createElement('script');
		inline.textContent = 'window.ranInline = true;';
		document.body.append(inline);
		const remote = document.createElement('script');
		remote.src = 'https://evil.example/x.js';
		document.body.append(remote);
	});
	// Each is refused by both copies of the policy (the meta tag and the server's header).
	await expect
		.poll(async () =>
			[...new Set((await audit.violations()).map((v) => `${v.directive} ${v.blocked}`))].sort(),
		)
		.toEqual([
			'script-src-attr inline',
			'script-src-elem https://evil.example/x.js',
			'script-src-elem inline',
		]);
	expect(
		await page.evaluate(() => [
			(window as unknown as { ranInline?: boolean }).ranInline ?? false,
			(window as unknown as { ranFromAttribute?: boolean }).ranFromAttribute ?? false,
		]),
	).toEqual([false, false]);
});

test('a toast is styled by the stylesheet, not by injected styles: no violation, over the header', async ({
	page,
}) => {
	const audit = new CspAudit(page);
	await audit.record();
	const login = new LoginPage(page);
	await login.goto(SUNRISE);
	await login.logIn('9876543210', 'not-the-password');
	const toast = login.toast('Invalid username or password.');
	await expect(toast).toBeVisible();
	expect(await audit.violations()).toEqual([]);
	expect(audit.refused).toEqual([]);
	// Laid out as a toast: fixed in the top-right corner, above the sticky header.
	const box = (await toast.boundingBox())!;
	const viewport = page.viewportSize()!;
	expect(box.y).toBeLessThan(40);
	expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
	await toast.click();
	await expect(toast).toHaveCount(0);
});
