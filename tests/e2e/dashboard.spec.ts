/**
 * The dashboard's frame (sunrise): the guard and the return after login, the home, the sidebar,
 * the offline notice, logout (also in another tab) and the listed sub-paths, which are honest
 * placeholders pointing to the institute's app (the tests treat them as such); with web access off
 * (appfirst), the app message instead of the dashboard.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from 'playwright/test';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { SiteHeader, storedSession } from './pages/site-header.ts';
import { tenantUrl } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';
const APPFIRST = 'appfirst-classes.in';
const APP_LINK = 'https://play.google.com/store/apps/details?id=com.appfirst.classes';
const SUB_PATHS = [
	['live-class', 'Live Classes'],
	['online-exam', 'Online Exams'],
	['study', 'Study Material'],
	['online-assignment', 'Online Assignments'],
	['time-table', 'Time Table'],
	['offline-exams', 'Offline Exams'],
	['documents', 'Documents'],
] as const;

async function logIn(page: Page) {
	const login = new LoginPage(page);
	await login.goto(SUNRISE);
	await login.logIn('9876543210', 'aarav@123');
	await expect(page).not.toHaveURL(/\/login/);
}

test.describe('dashboard frame', () => {
	test('a logged-out visit goes to /login and, after login, back to the page asked for', async ({
		page,
	}) => {
		const dashboard = new DashboardPage(page);
		await dashboard.goto(SUNRISE, '/dashboard/my-orders');
		await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2Fmy-orders$/);
		const login = new LoginPage(page);
		await login.logIn('9876543210', 'aarav@123');
		await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
		await expect(dashboard.heading).toHaveText('My Orders');
	});

	test('nothing of the dashboard paints for a logged-out visitor', async ({ page }) => {
		const painted: string[] = [];
		await page.exposeFunction('reportPaint', (text: string) => painted.push(text));
		await page.addInitScript(() => {
			// Whatever the dashboard shows before the guard redirects would be visible here.
			document.addEventListener('DOMContentLoaded', () => {
				const body = document.body;
				if (body && getComputedStyle(body).visibility !== 'hidden') {
					(window as unknown as { reportPaint: (t: string) => void }).reportPaint(
						location.pathname,
					);
				}
			});
		});
		await new DashboardPage(page).goto(SUNRISE, '/dashboard/profile');
		await expect(page).toHaveURL(/\/login/);
		expect(painted.filter((path) => path.startsWith('/dashboard'))).toEqual([]);
	});

	test('home: the greeting for the hour, the name, Welcome back!, the clock and a quote', async ({
		page,
	}) => {
		await logIn(page);
		const dashboard = new DashboardPage(page);
		await dashboard.goto(SUNRISE);
		const hour = await page.evaluate(() => new Date().getHours());
		const expected = hour < 12 ? 'Good Morning' : hour <= 17 ? 'Good Afternoon' : 'Good Evening';
		await expect(dashboard.greeting).toHaveText(expected);
		await expect(dashboard.studentName).toHaveText('Aarav Sharma');
		await expect(page.getByText('Welcome back!')).toBeVisible();
		await expect(dashboard.clock).not.toBeEmpty();
		await expect(page.locator('blockquote')).not.toBeEmpty();
		await expect(page.getByText('Powered by Proctur')).toBeAttached();
		expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
	});

	test('the sidebar reaches My Orders, My Profile and the shop; Go to website leaves', async ({
		page,
	}) => {
		await logIn(page);
		const dashboard = new DashboardPage(page);
		await dashboard.goto(SUNRISE);
		await dashboard.openMenu();
		await dashboard.sidebar.getByRole('link', { name: 'My Profile' }).click();
		await expect(dashboard.heading).toHaveText('My Profile');
		await dashboard.openMenu();
		await expect(dashboard.sidebar.getByRole('link', { name: 'Courses' })).toHaveAttribute(
			'href',
			'/dashboard/courses',
		);
		await dashboard.goToWebsite.click();
		await expect(page).toHaveURL(/localhost:\d+\/$/);
	});

	test('the offline notice shows while offline and goes when back online', async ({
		page,
		context,
	}) => {
		await logIn(page);
		const dashboard = new DashboardPage(page);
		await dashboard.goto(SUNRISE);
		await expect(dashboard.offlineNotice).toBeHidden();
		await context.setOffline(true);
		await expect(dashboard.offlineNotice).toBeVisible();
		await context.setOffline(false);
		await expect(dashboard.offlineNotice).toBeHidden();
	});

	test('logout ends the dashboard here and in another tab', async ({ page, context }) => {
		await logIn(page);
		const dashboard = new DashboardPage(page);
		await dashboard.goto(SUNRISE);
		const other = await context.newPage();
		await new DashboardPage(other).goto(SUNRISE, '/dashboard/profile');
		await expect(new DashboardPage(other).heading).toHaveText('My Profile');

		await dashboard.logout.click();
		await expect(page).toHaveURL(/localhost:\d+\/$/);
		await expect(other).toHaveURL(/\/login\?from=%2Fdashboard%2Fprofile$/);
	});
});

test.describe('the shop inside the frame', () => {
	test('products, a product page and Buy Now keep the sidebar, ending on the cart in the frame', async ({
		page,
	}) => {
		await logIn(page);
		const dashboard = new DashboardPage(page);
		await dashboard.goto(SUNRISE);
		await dashboard.openMenu();
		await dashboard.sidebar.getByRole('link', { name: 'Products' }).click();
		await expect(page).toHaveURL(/\/dashboard\/product$/);
		await expect(dashboard.heading).toHaveText('Products');
		await page.getByRole('link', { name: 'View NEET Biology Crash Course' }).click();
		await expect(page).toHaveURL(/\/dashboard\/product\/neet-biology-crash-course-2002$/);
		await expect(dashboard.heading).toHaveText('NEET Biology Crash Course');
		await page.locator('[data-cart-button][data-live]').waitFor();
		await page.getByRole('button', { name: /^Buy Now/ }).click();
		await expect(page).toHaveURL(/\/dashboard\/cart$/);
		await expect(dashboard.heading).toHaveText('Cart');
		await expect(page.locator('[data-cart-item]')).toHaveCount(1);
		await expect(page.locator('[data-dash-sidebar]')).toBeAttached();
	});
});

test.describe('listed sub-paths (placeholders, not features)', () => {
	for (const [slug, title] of SUB_PATHS) {
		test(`/dashboard/${slug}: logged out goes to /login; logged in shows the placeholder`, async ({
			page,
		}) => {
			const dashboard = new DashboardPage(page);
			await dashboard.goto(SUNRISE, `/dashboard/${slug}`);
			await expect(page).toHaveURL(new RegExp(`/login\\?from=%2Fdashboard%2F${slug}$`));
			await new LoginPage(page).logIn('9876543210', 'aarav@123');
			await expect(page).toHaveURL(new RegExp(`/dashboard/${slug}$`));
			await expect(dashboard.heading).toHaveText(title);
			// The placeholder says plainly that the feature lives in the institute's app.
			await expect(page.getByRole('main')).toContainText(
				'This is available in the Sunrise Academy app. It is not part of this website yet.',
			);
			if (slug === 'live-class') {
				await expect(page.getByText('No live classes are scheduled for you.')).toBeVisible();
			}
		});
	}
});

test.describe('web access off (appfirst)', () => {
	/** The app message in place of the dashboard: the app link, a link home, nothing of the frame. */
	async function expectAppMessage(page: Page) {
		const dashboard = new DashboardPage(page);
		await expect(dashboard.heading).toHaveText('Use the mobile app');
		const main = page.getByRole('main');
		await expect(main).toContainText('Please download our mobile app to register and log in.');
		await expect(main.getByRole('link', { name: 'Download the mobile app' })).toHaveAttribute(
			'href',
			APP_LINK,
		);
		await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
			'href',
			'/',
		);
		await expect(page.locator('[data-dash-sidebar]')).toHaveCount(0);
		await expect(dashboard.goToWebsite).toHaveCount(0);
	}

	test('a logged-in student has no DASHBOARD entry, and /dashboard shows the app message', async ({
		page,
	}) => {
		// appfirst refuses every web login (403 with the app link): the student logged in earlier.
		await page.goto(tenantUrl(APPFIRST));
		await page.evaluate((session) => localStorage.setItem('session', session), storedSession(601));
		await page.reload();
		const header = new SiteHeader(page);
		await header.openAccount();
		await expect(header.logout).toBeVisible();
		await expect(header.dashboard).toHaveCount(0);

		await new DashboardPage(page).goto(APPFIRST);
		await expect(page).toHaveURL(/\/dashboard\/?$/);
		await expectAppMessage(page);
		expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
	});

	for (const path of ['/dashboard/my-orders', '/dashboard/profile', '/dashboard/live-class']) {
		test(`${path}: the app message for a student and a visitor alike, with no student call`, async ({
			page,
		}) => {
			const studentCalls: string[] = [];
			page.on('request', (request) => {
				if (/my-products|alternateLogin\/user\/fetch|getMeeting/.test(request.url())) {
					studentCalls.push(request.url());
				}
			});
			const dashboard = new DashboardPage(page);
			// A visitor is not sent to /login (the login would be refused): the message says why.
			await dashboard.goto(APPFIRST, path);
			await expect(page).toHaveURL(new RegExp(`${path}/?$`));
			await expectAppMessage(page);
			await page.evaluate(
				(session) => localStorage.setItem('session', session),
				storedSession(601),
			);
			await page.reload();
			await expectAppMessage(page);
			expect(studentCalls).toEqual([]);
		});
	}
});

test.describe('with JavaScript off', () => {
	test.use({ javaScriptEnabled: false });

	test('the dashboard shows (its policy allows the <noscript> style that undoes the guard)', async ({
		page,
	}) => {
		await page.goto(tenantUrl(SUNRISE, '/dashboard/'));
		// The guard hides the body until a script sees a session; with none running, the page shows.
		await expect(page.locator('body')).toBeVisible();
		await expect(page.locator('.skip-link')).toHaveText('Skip to content');
	});
});
