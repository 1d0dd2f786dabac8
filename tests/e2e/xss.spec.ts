/**
 * The XSS corpus in Chromium (issue 13, item 2; item 1's double block). xss-lab.example holds the
 * corpus in every institute field (tests/support/xss/lab-fixture.ts); every page type it has,
 * public and logged in, prerendered and run-time, is opened, its institute content hovered and
 * focused, and nothing may have run (the flag, dialogs), nothing that could run may be in the
 * page, no policy violation may occur (the sanitiser left the policy nothing to refuse), and the
 * safe parts must show. Then the probe institute, built with DOMPurify bypassed: its scripts and
 * handlers reach the page, and the Content Security Policy refuses every one.
 * One project: none of it depends on the viewport.
 */
import { expect, test, type Page } from 'playwright/test';
import { SOCIAL_LINKS, XSS_LAB, XSS_PROBE } from '../support/xss/lab-fixture.ts';
import { XSS_PAYLOADS, XSS_FLAG } from '../support/xss/corpus.ts';
import { LoginPage } from './pages/login-page.ts';
import { XssAudit } from './pages/xss-audit.ts';
import { pageTypes } from './support/page-types.ts';
import { tenantUrl } from './support/tenants.ts';

const LAB = XSS_LAB.domain;
const PROBE = XSS_LAB.probe.domain;

test.beforeEach(({}, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'what runs does not depend on the width');
});

/** Everything wrong with the page just visited; {} when nothing ran or could. */
async function problems(audit: XssAudit, domain: string) {
	const found: Record<string, unknown> = {
		ran: await audit.flags(),
		dialogs: [...audit.dialogs],
		'could run': await audit.findings(),
		violations: await audit.violations(),
		'left the site':
			new URL(audit.page.url()).hostname === `${domain}.localhost` ? [] : [audit.page.url()],
	};
	return Object.fromEntries(Object.entries(found).filter(([, list]) => (list as []).length > 0));
}

/** Visits each path and returns the problems found, by path. */
async function audit(page: Page, domain: string, paths: string[]) {
	const xss = new XssAudit(page);
	await xss.record();
	const found: Record<string, unknown> = {};
	for (const path of paths) {
		await xss.visit(tenantUrl(domain, path));
		const wrong = await problems(xss, domain);
		if (Object.keys(wrong).length > 0) found[path] = wrong;
	}
	return found;
}

/** The safe parts of SAFE_HTML in `scope`, as a visitor sees them. */
async function expectSafeParts(page: Page, scope = page.getByRole('main')) {
	await expect(scope.getByRole('heading', { name: 'Safe heading survives' }).first()).toBeVisible();
	await expect(
		scope.getByRole('listitem').filter({ hasText: 'Safe list item two' }).first(),
	).toBeVisible();
	await expect(scope.getByRole('cell', { name: 'Safe cell' }).first()).toBeVisible();
	await expect(scope.getByRole('link', { name: 'Safe https link' }).first()).toHaveAttribute(
		'href',
		'https://example.com/safe-link',
	);
	await expect(scope.getByRole('img', { name: 'Safe image' }).first()).toBeVisible();
}

const publicPaths = pageTypes(LAB).filter((path) => !path.startsWith('/dashboard'));

// Three shares, so the two workers visit them side by side.
for (const share of [0, 1, 2]) {
	test(`xss-lab: public page types, share ${share + 1} of 3: nothing runs or could`, async ({
		page,
	}) => {
		test.setTimeout(120_000);
		expect(publicPaths.length).toBeGreaterThan(25);
		const paths = publicPaths.filter((_, index) => index % 3 === share);
		expect(await audit(page, LAB, paths)).toEqual({});
	});
}

test('xss-lab: run-time pages (P3 and P8 sanitised in the browser): nothing runs, safe parts show', async ({
	page,
}) => {
	const xss = new XssAudit(page);
	await xss.record();
	await xss.visit(tenantUrl(LAB, `/info/${XSS_LAB.contentSlug}`));
	await expectSafeParts(page);
	await xss.poke();
	expect(await problems(xss, LAB)).toEqual({});

	const reference = `Lab direct product_${XSS_LAB.directProductId}_${XSS_LAB.instituteId}`;
	await xss.visit(tenantUrl(LAB, `/product?proc=${encodeURIComponent(reference)}`));
	await expect(page.getByRole('heading', { name: 'Lab direct product' })).toBeVisible();
	await expectSafeParts(page);
	await xss.poke();
	expect(await problems(xss, LAB)).toEqual({});
});

test('xss-lab: safe rich text survives, a YouTube player is kept sandboxed, names show as text', async ({
	page,
}) => {
	await page.goto(tenantUrl(LAB, '/about'));
	await expectSafeParts(page);
	// The player pasted with the safe text, and a corpus frame whose source is a YouTube embed.
	const players = page.getByRole('main').locator('iframe');
	expect(await players.count()).toBeGreaterThan(0);
	for (const player of await players.all()) {
		await expect(player).toHaveAttribute(
			'src',
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
		);
		await expect(player).toHaveAttribute(
			'sandbox',
			'allow-scripts allow-same-origin allow-presentation',
		);
	}

	const product = pageTypes(LAB).find((path) => /^\/product\/[^/]+\/$/.test(path)) ?? '';
	for (const path of [`/more/${XSS_LAB.contentSlug}`, '/thankyou', product]) {
		await page.goto(tenantUrl(LAB, path));
		await expectSafeParts(page);
	}
	await page.goto(tenantUrl(LAB, '/faqs'));
	const answer = page.locator('details', { hasText: 'Does rich text survive?' });
	await answer.locator('summary').click();
	await expectSafeParts(page, answer);

	// Names are text: the first payload, a <SCRIPT> element in markup, is a course's visible name.
	await page.goto(tenantUrl(LAB, '/courses'));
	const first = XSS_PAYLOADS[0]!.html;
	await expect(page.getByRole('main').getByText(first, { exact: true }).first()).toBeVisible();
	expect(await page.title()).toContain(XSS_LAB.name);
	await expect(page.locator('a.brand')).toHaveAttribute('aria-label', `${XSS_LAB.name}, home`);

	// A link field keeps only web addresses, and one that tries to break out of its attribute stays whole.
	const hrefs = await page
		.getByRole('contentinfo')
		.locator('a')
		.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
	const web = SOCIAL_LINKS.filter(
		(link) => /^https?:\/\//.test(link.url) && URL.canParse(link.url) && link.field !== 'form_url',
	);
	expect(web.length).toBeGreaterThan(2);
	expect(hrefs).toEqual(expect.arrayContaining(web.map((link) => link.url)));
	expect(hrefs.filter((href) => !/^(https?:\/\/|\/|mailto:|tel:)/.test(href ?? ''))).toEqual([]);
});

test('xss-lab: the dashboard, logged in, and My Orders with the corpus in each order', async ({
	page,
}) => {
	test.setTimeout(120_000);
	const login = new LoginPage(page);
	await login.goto(LAB);
	await login.logIn(XSS_LAB.student.mobile, XSS_LAB.student.password);
	await expect(page).not.toHaveURL(/\/login/);
	const paths = pageTypes(LAB).filter((path) => path.startsWith('/dashboard'));
	expect(paths.length).toBeGreaterThan(8);
	expect(await audit(page, LAB, paths)).toEqual({});

	const xss = new XssAudit(page);
	await xss.record();
	await xss.visit(tenantUrl(LAB, '/dashboard/my-orders'));
	const views = page.getByRole('main').getByRole('button', { name: /^View/ });
	await expect(views).toHaveCount(2);
	for (const index of [0, 1]) {
		await views.nth(index).click();
		const dialog = page.getByRole('dialog');
		await expect(dialog).toBeVisible();
		await expectSafeParts(page, dialog);
		await xss.poke();
		expect(await problems(xss, LAB)).toEqual({});
		await dialog.getByRole('button', { name: 'Close' }).click();
	}
});

test('DOMPurify bypassed (test build): the scripts and handlers reach the page, the policy refuses each', async ({
	page,
}) => {
	const xss = new XssAudit(page);
	await xss.record();
	for (const path of ['/about', `/info/${XSS_LAB.contentSlug}`]) {
		await xss.visit(tenantUrl(PROBE, path));
		await expectSafeParts(page);
		// Unsanitised: institute handlers are in the page (and at build time its scripts too).
		const reached = await page.evaluate((flag) => {
			const main = document.querySelector('main')!;
			return {
				handlers: main.querySelectorAll('[onerror], [onload], [ontoggle]').length,
				scripts: [...main.querySelectorAll('script')].filter((s) => s.outerHTML.includes(flag))
					.length,
			};
		}, XSS_FLAG);
		expect(reached.handlers, path).toBeGreaterThan(2);
		const scripts = XSS_PROBE.filter((payload) => payload.html.startsWith('<script')).length;
		if (path === '/about') expect(reached.scripts).toBe(scripts);
		await page.getByRole('link', { name: 'Probe link' }).click();
		// Refused: inline scripts and the javascript: link (script-src-elem), handlers (script-src-attr).
		await expect
			.poll(async () => [...new Set((await xss.csp.violations()).map((v) => v.directive))].sort())
			.toEqual(['script-src-attr', 'script-src-elem']);
		expect(await xss.flags(), path).toEqual([]);
		expect(xss.dialogs, path).toEqual([]);
	}
});
