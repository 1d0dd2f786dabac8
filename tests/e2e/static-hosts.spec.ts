/**
 * The build's dist/nginx.conf in a real nginx (issue 28: headers wherever dist/ is served): the
 * demo sites answer with their pages and their own 404, every response carries the security
 * headers, hashed assets are immutable and pages revalidate, and another site cannot frame the
 * login page. The stack's build writes the file for every tenant, listening on E2E_NGINX_PORT;
 * its server names include `<domain>.localhost`, so the browser reaches a tenant at the same
 * kind of address as on the preview server.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { expect, test, type Response } from 'playwright/test';
import { startNginx, type Nginx } from '../support/nginx.ts';
import { E2E_DIST_DIR, E2E_NGINX_PORT } from './support/ports.ts';

const SUNRISE = 'sunrise-academy.in';
const DIST = resolve(import.meta.dirname, '../..', E2E_DIST_DIR);
const IMMUTABLE = 'public, max-age=31536000, immutable';

const onNginx = (path: string, domain = SUNRISE) =>
	`http://${domain}.localhost:${E2E_NGINX_PORT}${path}`;

/** The headers every response must carry, as literals (the values of security-headers.ts). */
const SECURITY = {
	'content-security-policy': "frame-ancestors 'self'",
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
	'permissions-policy':
		'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self "https://api.razorpay.com")',
	'x-frame-options': 'SAMEORIGIN',
};

/** Each security header once, with its value, and exactly one Cache-Control of `cache`. */
async function expectHeaders(response: Response, cache: string) {
	for (const [name, value] of Object.entries(SECURITY))
		expect(await response.headerValues(name), `${name} of ${response.url()}`).toEqual([value]);
	expect(await response.headerValues('cache-control'), response.url()).toEqual([cache]);
}

// One nginx on one port: the file's tests share it, in one worker; the headers are the same at
// any viewport, so the phone project leaves them to the desktop one.
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'server headers do not depend on the viewport');

let nginx: Nginx;
test.beforeAll(async () => {
	const conf = resolve(DIST, 'nginx.conf');
	expect(readFileSync(conf, 'utf8'), `${conf} listens on E2E_NGINX_PORT`).toContain(
		`listen ${E2E_NGINX_PORT};`,
	);
	nginx = await startNginx(conf, E2E_NGINX_PORT);
});
test.afterAll(async () => {
	await nginx?.stop();
});

test('pages answer 200 with the security headers and revalidate', async ({ page }) => {
	for (const [path, heading] of [
		['/', null],
		['/product/jee-main-2026-full-test-series-2001', 'JEE Main 2026 Full Test Series'],
		['/login', null],
		['/cart/', null],
	] as const) {
		const response = await page.goto(onNginx(path));
		expect(response?.status(), path).toBe(200);
		expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
		await expectHeaders(response!, 'no-cache');
		if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
	}
});

test('an unknown path gets the tenant’s own 404 page with status 404', async ({ page }) => {
	const response = await page.goto(onNginx('/no/such/page'));
	expect(response?.status()).toBe(404);
	expect(await response?.text()).toBe(readFileSync(resolve(DIST, SUNRISE, '404.html'), 'utf8'));
	await expectHeaders(response!, 'no-cache');
	// The release's _headers file is for Netlify and Cloudflare Pages: never served.
	const headersFile = await page.goto(onNginx('/_headers'));
	expect(headersFile?.status()).toBe(404);
});

test('hashed assets are immutable, with the security headers, and precompressed', async ({
	page,
}) => {
	const assets: Response[] = [];
	page.on('response', (response) => {
		if (/\/_(astro|img)\//.test(new URL(response.url()).pathname)) assets.push(response);
	});
	await page.goto(onNginx('/'));
	await page.waitForLoadState('networkidle');
	expect(assets.length).toBeGreaterThan(0);
	for (const asset of assets) {
		expect(asset.status(), asset.url()).toBe(200);
		await expectHeaders(asset, IMMUTABLE);
	}
	// gzip_static serves the build's .gz copies of scripts and styles.
	const texts = assets.filter((asset) => /\.(js|css)$/.test(asset.url()));
	const encodings = await Promise.all(texts.map((asset) => asset.headerValue('content-encoding')));
	expect(encodings).toContain('gzip');
});

test('another site cannot frame the login page', async ({ page }) => {
	const login = onNginx('/login/');
	// A page on another loopback origin that frames the login page, and one of its own pages.
	const other: Server = createServer((request, response) => {
		response.setHeader('Content-Type', 'text/html; charset=utf-8');
		response.end(
			request.url === '/own'
				? '<p>own frame</p>'
				: `<iframe name="login" src="${login}"></iframe><iframe name="own" src="/own"></iframe>`,
		);
	});
	await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
	try {
		const { port } = other.address() as { port: number };
		const answered = page.waitForResponse((response) => response.url() === login);
		await page.goto(`http://127.0.0.1:${port}/`);
		// nginx answered the frame's request; the browser refused to show it.
		const response = await answered;
		expect(response.status()).toBe(200);
		await expectHeaders(response, 'no-cache');
		await expect(page.frameLocator('iframe[name="own"]').getByText('own frame')).toBeVisible();
		await expect.poll(() => page.frame({ name: 'login' })?.url()).toMatch(/^chrome-error:\/\//);
		await expect(page.frameLocator('iframe[name="login"]').locator('form')).toHaveCount(0);
	} finally {
		await new Promise((done) => other.close(done));
	}
});
