import { expect, test, type Page } from 'playwright/test';
import { CHAT_LOADED, ConsentBanner } from './pages/consent-banner.ts';
import { FontAudit } from './pages/font-audit.ts';
import {
	DEMO_DOMAINS,
	DOWNLOADED_FONT_DOMAIN,
	sandboxInstitute,
	tenantUrl,
} from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';
const PIXEL = 'pixel-store.in';

/** Every `<loc>` of a sitemap. */
const sitemapLocs = (xml: string) =>
	[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** The content of the `<meta>` with this name or property. */
const metaContent = (page: Page, key: string) =>
	page.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute('content');

// No internet here: third-party hosts are answered by stubs so the page behaves as online.
async function stubThirdParties(page: Page) {
	await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) =>
		route.fulfill({ contentType: 'text/javascript', body: '/* stub */' }),
	);
}

test.describe('search and sharing tags', () => {
	test('sunrise home has title, description, canonical, OpenGraph, Twitter and JSON-LD', async ({
		page,
	}) => {
		const { lookup, homepage } = await sandboxInstitute(SUNRISE);
		await stubThirdParties(page);
		await page.goto(tenantUrl(SUNRISE));

		await expect(page).toHaveTitle(lookup.institute_name);
		const description = await metaContent(page, 'description');
		expect(description?.length).toBeGreaterThan(20);
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
			'href',
			`https://${SUNRISE}/`,
		);

		expect(await metaContent(page, 'og:type')).toBe('website');
		expect(await metaContent(page, 'og:site_name')).toBe(lookup.institute_name);
		expect(await metaContent(page, 'og:title')).toBe(lookup.institute_name);
		expect(await metaContent(page, 'og:description')).toBe(description);
		expect(await metaContent(page, 'og:url')).toBe(`https://${SUNRISE}/`);
		expect(await metaContent(page, 'og:locale')).toBe('en_IN');
		const image = await metaContent(page, 'og:image');
		const logo = homepage.basic_details?.logo_url || lookup.institute_logo_url;
		expect(image).toMatch(/^https?:\/\//);
		// The logo makes a small card; a page's own (large) image a large one.
		expect(await metaContent(page, 'twitter:card')).toBe(
			image === logo ? 'summary' : 'summary_large_image',
		);
		expect(await metaContent(page, 'twitter:title')).toBe(lookup.institute_name);
		expect(await metaContent(page, 'twitter:description')).toBe(description);
		expect(await metaContent(page, 'twitter:image')).toBe(image);

		const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
		const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
		expect(parsed.map((block) => block['@type'])).toContain('EducationalOrganization');

		expect(await metaContent(page, 'google-site-verification')).toBe(
			homepage.third_party_integration_details.google_verfication,
		);
	});

	for (const [domain, present, absent] of [
		[
			SUNRISE,
			['/', '/courses', '/product', '/more/results', '/more/privacy-policy'],
			['/cart', '/more/thank-you', '/privacy-policy'],
		],
		[PIXEL, ['/', '/product', '/faqs', '/more/terms-and-condition'], ['/courses', '/cart']],
	] as const) {
		test(`${domain} serves sitemap.xml and robots.txt`, async ({ page }) => {
			// Through the browser: only it resolves *.localhost to the preview server.
			const sitemap = await page.goto(tenantUrl(domain, '/sitemap.xml'));
			expect(sitemap?.status()).toBe(200);
			expect(sitemap?.headers()['content-type']).toContain('application/xml');
			const xml = (await sitemap?.text()) ?? '';
			expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
			const locs = sitemapLocs(xml);
			for (const loc of locs) expect(loc.startsWith(`https://${domain}/`)).toBe(true);
			for (const path of present) expect(locs).toContain(`https://${domain}${path}`);
			for (const path of absent) expect(locs).not.toContain(`https://${domain}${path}`);

			const robots = await page.goto(tenantUrl(domain, '/robots.txt'));
			expect(robots?.status()).toBe(200);
			expect(robots?.headers()['content-type']).toContain('text/plain');
			const text = (await robots?.text()) ?? '';
			expect(text).toContain('User-agent: *\nAllow: /\n');
			for (const path of ['/cart', '/dashboard', '/login', '/register', '/thankyou', '/fail'])
				expect(text).toContain(`Disallow: ${path}\n`);
			expect(text).toContain(`Sitemap: https://${domain}/sitemap.xml`);
		});
	}

	test('every page in the sitemap is served', async ({ page }) => {
		for (const domain of [SUNRISE, PIXEL]) {
			const xml = (await (await page.goto(tenantUrl(domain, '/sitemap.xml')))?.text()) ?? '';
			const paths = sitemapLocs(xml).map((loc) => new URL(loc).pathname);
			const statuses = await page.evaluate(
				(list) => Promise.all(list.map(async (path) => `${path} ${(await fetch(path)).status}`)),
				paths,
			);
			expect(statuses).toEqual(paths.map((path) => `${path} 200`));
		}
	});
});

test.describe('integrations and fonts', () => {
	test('once the visitor accepts, the loader adds GA4 and the pixel only after load, without console errors', async ({
		page,
	}) => {
		const errors: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text());
		});
		page.on('pageerror', (error) => errors.push(error.message));
		await stubThirdParties(page);
		// Records the document state whenever a third-party script element is inserted.
		await page.addInitScript(() => {
			const seen: Array<{ src: string; readyState: string }> = [];
			(window as unknown as { __thirdParty: typeof seen }).__thirdParty = seen;
			new MutationObserver((records) => {
				for (const record of records)
					for (const node of record.addedNodes)
						if (node instanceof HTMLScriptElement && node.src.startsWith('https://'))
							seen.push({ src: node.src, readyState: document.readyState });
			}).observe(document, { childList: true, subtree: true });
		});

		const response = await page.goto(tenantUrl(SUNRISE));
		const html = (await response?.text()) ?? '';
		// Only the inline loader is in the HTML: no third-party <script src> delays first render.
		expect(html).not.toMatch(
			/<script[^>]+src="https:\/\/(www\.googletagmanager|connect\.facebook)/,
		);
		expect(html).toMatch(/<script data-integrations(="true")?>/);

		// Sunrise asks first (tests/e2e/consent.spec.ts): nothing is added before Accept.
		await page.waitForLoadState('load');
		await new ConsentBanner(page).accept();
		await page.waitForFunction(
			() => (window as unknown as { __thirdParty: unknown[] }).__thirdParty.length >= 2,
		);
		const inserted = await page.evaluate(
			() =>
				(window as unknown as { __thirdParty: Array<{ src: string; readyState: string }> })
					.__thirdParty,
		);
		expect(inserted.map((entry) => entry.src)).toEqual([
			'https://www.googletagmanager.com/gtag/js?id=G-SANDBOX101',
			'https://connect.facebook.net/en_US/fbevents.js',
		]);
		for (const entry of inserted) expect(entry.readyState).toBe('complete');
		expect(await page.evaluate(() => typeof (window as unknown as { gtag: unknown }).gtag)).toBe(
			'function',
		);
		expect(errors).toEqual([]);
	});

	test("the sandbox's own chat widget loads on the demo that advertises one", async ({ page }) => {
		await stubThirdParties(page);
		await page.goto(tenantUrl(SUNRISE));
		await expect(page.getByRole('button', { name: /Chat with us/ })).toBeVisible(CHAT_LOADED);
	});

	test('a tenant without integrations gets no loader', async ({ page }) => {
		await stubThirdParties(page);
		await page.goto(tenantUrl('appfirst-classes.in'));
		await expect(page.locator('script[data-integrations]')).toHaveCount(0);
		await expect(page.locator('meta[name="google-site-verification"]')).toHaveCount(0);
	});

	// Issue 14: the demo tenants' fonts are all self-hosted, so no page asks a fonts host. The
	// family without a package (gyan-pathshala.in's) is downloaded by the build: fonts.spec.ts.
	for (const domain of DEMO_DOMAINS.filter((each) => each !== DOWNLOADED_FONT_DOMAIN)) {
		test(`${domain}: theme fonts come from the tenant's own host, never blocking render`, async ({
			page,
		}, testInfo) => {
			test.skip(testInfo.project.name !== 'desktop', 'the fonts are the same at every width');
			const errors: string[] = [];
			page.on('pageerror', (error) => errors.push(error.message));
			const { homepage } = await sandboxInstitute(domain);
			const heading: string = homepage.theme_details.font_family_heading_name;
			const content: string = homepage.theme_details.font_family_content_name;
			const fonts = new FontAudit(page);
			await page.goto(tenantUrl(domain));
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

			// No font stylesheet to wait for: inline fallback rules, and the web font's faces in the
			// loader script (src/lib/fonts/faces.ts).
			await expect(page.locator('link[href*="fonts.googleapis.com"]')).toHaveCount(0);
			const faces = (await page.locator('style').allTextContents()).join('');
			expect(faces).not.toMatch(/@font-face\{[^}]*url\(/);
			expect(faces).toMatch(
				new RegExp(
					`font-family:"${content} fallback";font-style:normal;font-weight:400;src:local\\("(Arial|Times New Roman)"\\)[^}]*;size-adjust:`,
				),
			);
			const loader = (await page.locator('script[data-web-fonts]').textContent()) ?? '';
			const face = (family: string, weight: string) =>
				new RegExp(`\\["${family}","${weight}","/_astro/[^"]+\\.woff2"\\]`);
			expect(loader).toMatch(face(heading, '700'));
			expect(loader).toMatch(face(content, '400'));
			expect(await fonts.fontFamilyOf('h1')).toMatch(
				new RegExp(`^"?${heading}"?, "${heading} fallback", `),
			);
			expect(await fonts.fontFamilyOf('body')).toMatch(
				new RegExp(`^"?${content}"?, "${content} fallback", `),
			);

			// First visit: the files are fetched 1.5 s after the load event, when idle, from the
			// tenant's own host, and noted as cached; none is applied, so no text moves.
			await expect
				.poll(() => page.evaluate(() => localStorage.getItem('webFontsWarm')), { timeout: 10_000 })
				.toMatch(/^[\w-]{12}$/);
			expect(await fonts.fontRequestsBeforeLoad()).toEqual([]);
			expect(await fonts.loadedFamilies()).toEqual([]);
			expect(fonts.thirdPartyFontRequests()).toEqual([]);
			const origin = new URL(tenantUrl(domain)).origin;
			expect(fonts.fontFiles.length).toBeGreaterThanOrEqual(2);
			for (const file of fonts.fontFiles) {
				expect(file.url.startsWith(`${origin}/_astro/`), file.url).toBe(true);
				expect(file.url).toMatch(/\.woff2$/);
				expect(file.status).toBe(200);
				expect(file.contentType).toBe('font/woff2');
			}

			// The next page: the cached faces are there from the first paint.
			await page.reload();
			await expect.poll(() => fonts.loadedFamilies()).toEqual([heading, content].sort());
			expect(fonts.thirdPartyFontRequests()).toEqual([]);
			expect(errors).toEqual([]);
		});
	}
});
