/**
 * No session another site can read or plant (issue 28, point 1). A page on another origin names a
 * window before opening one of our pages, and reads the name after sending the window on to
 * itself: the session must never travel in `window.name`.
 * - Theft: the student logs in in a window the other site opened with our prefix as its name;
 *   sent back to the other site, the window's name carries no credential.
 * - Fixation: the other site's owner plants the session of an account of their own in the name
 *   of a window opened on the dashboard: the visitor is not let in, and the name is cleared.
 */
import { expect, test, type Page } from 'playwright/test';
import { LoginPage } from './pages/login-page.ts';
import { startOtherOrigin, type OtherOrigin } from './support/other-origin.ts';
import { registerStudent } from './support/students.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';
const VISIT = 'institute-sites-visit:';

// The other site: a button that opens a named window (kept as `window.opened`), and a page that
// shows the name of the window it is in.
const OPENER = `<!doctype html><title>Other site</title><button id="open">Open</button><script>
const q = new URLSearchParams(location.search);
document.getElementById('open').onclick = () => { window.opened = window.open(q.get('target'), q.get('name')); };
</script>`;
const READER = '<!doctype html><title>Read</title><p>Other site</p>';

let other: OtherOrigin;
test.beforeAll(async () => {
	other = await startOtherOrigin({ '/open': OPENER, '/read': READER });
});
test.afterAll(() => other.close());

/** The other site opens `target` in a window named `name`; the opened page. */
async function openFromOtherSite(page: Page, target: string, name: string): Promise<Page> {
	const query = new URLSearchParams({ target, name });
	await page.goto(other.url(`/open?${query}`));
	const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('#open').click()]);
	return popup;
}

test('theft: a login in a window another site named leaves no credential in its name', async ({
	page,
}) => {
	const popup = await openFromOtherSite(page, tenantUrl(SUNRISE, '/login'), `${VISIT}{}`);
	const login = new LoginPage(popup);
	await login.logIn('9876543210', 'aarav@123');
	await popup.waitForURL(tenantUrl(SUNRISE, '/'));
	await expect(popup.locator('html')).toHaveAttribute('data-logged-in', '');
	const stored = await popup.evaluate(() => localStorage.getItem('session'));

	// The other site sends the window on to itself and reads the name.
	await page.evaluate((url) => {
		(window as unknown as { opened: Window }).opened.location.href = url;
	}, other.url('/read'));
	await popup.waitForURL(other.url('/read'));
	const name = await popup.evaluate(() => window.name);
	expect(name).not.toContain('studentAuth');
	expect(name).not.toContain('Basic ');
	expect(name).not.toContain('session');
	// The login was kept where only the site can read it.
	const credential = (JSON.parse(stored ?? '{}') as { studentAuth?: string }).studentAuth;
	expect(credential).toMatch(/^Basic /);
});

test.describe('fixation: a session in the name of a window another site opened', () => {
	const origin = new URL(tenantUrl(SUNRISE)).origin;
	// The other site's owner logs in to an account of their own and plants its session.
	let planted = '';
	test.beforeAll(async ({ browser }) => {
		const student = await registerStudent(101);
		const context = await browser.newContext();
		const page = await context.newPage();
		const login = new LoginPage(page);
		await login.goto(SUNRISE);
		await login.logIn(student.mobile, student.password);
		await page.waitForURL(tenantUrl(SUNRISE, '/'));
		planted = (await page.evaluate(() => localStorage.getItem('session'))) ?? '';
		expect(planted).toContain('Basic ');
		await context.close();
	});

	for (const [shape, name] of [
		[
			'as the site once kept a visit',
			(session: string) => `${VISIT}${JSON.stringify({ session })}`,
		],
		[
			'bound to the site’s origin',
			(session: string) => `${VISIT}${JSON.stringify({ origin, kept: { session } })}`,
		],
	] as const) {
		test(`${shape}: the dashboard sends the visitor to log in`, async ({ page }) => {
			const popup = await openFromOtherSite(
				page,
				tenantUrl(SUNRISE, '/dashboard/profile'),
				name(planted),
			);
			await popup.waitForURL(/\/login\?from=%2Fdashboard%2Fprofile$/);
			await expect(new LoginPage(popup).heading).toBeVisible();
			await expect(popup.locator('html')).not.toHaveAttribute('data-logged-in');
			// The name the site did not write is cleared, and nothing of it was stored.
			expect(await popup.evaluate(() => window.name)).toBe('');
			expect(await popup.evaluate(() => localStorage.getItem('session'))).toBeNull();
		});
	}
});
