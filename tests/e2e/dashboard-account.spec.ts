/**
 * My Orders and My Profile (sunrise), each test with a student of its own where it changes
 * something: the empty orders text, a purchase's card and its View dialog with P5's items, the
 * profile's fields and courses, and a password change that logs out, after which only the new
 * password works.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from 'playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { registerStudent } from './support/students.ts';

const SUNRISE = { domain: 'sunrise-academy.in', id: 101 };

async function logIn(page: Page, mobile: string, password: string) {
	const login = new LoginPage(page);
	await login.goto(SUNRISE.domain);
	await login.logIn(mobile, password);
	await expect(page).not.toHaveURL(/\/login/);
}

test.describe('My Orders', () => {
	test('a new student has none', async ({ page }) => {
		const student = await registerStudent(SUNRISE.id);
		await logIn(page, student.mobile, student.password);
		const dashboard = new DashboardPage(page);
		await dashboard.goto(SUNRISE.domain, '/dashboard/my-orders');
		await expect(page.getByText("You haven't purchased any product yet!")).toBeVisible();
	});

	test("after a purchase: the card, and View with the dates and P5's items", async ({ page }) => {
		const student = await registerStudent(SUNRISE.id);
		const cart = new CartPage(page);
		await cart.seed([2003]);
		await logIn(page, student.mobile, student.password);
		await cart.goto(SUNRISE.domain);
		await cart.terms.check();
		await cart.proceed.click();
		await expect(page).toHaveURL(/\/thankyou$/);

		const dashboard = new DashboardPage(page);
		await dashboard.goto(SUNRISE.domain, '/dashboard/my-orders');
		const card = page.getByRole('listitem').filter({
			has: page.getByRole('heading', { name: 'Free Physics Chapter Tests' }),
		});
		await expect(card).toContainText('Free');
		await expect(card).toContainText('Purchased on');
		await expect(card.locator('img')).toHaveAttribute('src', /\S/);
		await card.getByRole('button', { name: /^View/ }).click();
		const dialog = page.getByRole('dialog', { name: 'Free Physics Chapter Tests' });
		await expect(dialog).toBeVisible();
		await expect(dialog).toContainText('Purchased on');
		await expect(dialog).toContainText('Expires on');
		await expect(dialog).toContainText('Tests');
		expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
		await dialog.getByRole('button', { name: 'Close' }).click();
		await expect(dialog).toBeHidden();
	});
});

test.describe('My Profile', () => {
	test('shows the name, email, mobile and Course Applied', async ({ page }) => {
		await logIn(page, '9876543210', 'aarav@123');
		const dashboard = new DashboardPage(page);
		await dashboard.goto(SUNRISE.domain, '/dashboard/profile');
		const main = page.getByRole('main');
		await expect(main).toContainText('Aarav Sharma');
		await expect(main).toContainText('aarav.sharma@example.in');
		await expect(main).toContainText('9876543210');
		const courses = main.locator('section').filter({
			has: page.getByRole('heading', { name: 'Course Applied' }),
		});
		await expect(courses.getByRole('listitem')).not.toHaveCount(0);
		expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
	});

	test('a password change logs out; then the new password works and the old one does not', async ({
		page,
	}) => {
		const student = await registerStudent(SUNRISE.id, 1, [11, 12]);
		await logIn(page, student.mobile, student.password);
		const dashboard = new DashboardPage(page);
		await dashboard.goto(SUNRISE.domain, '/dashboard/profile');
		const courses = page
			.getByRole('main')
			.locator('section')
			.filter({
				has: page.getByRole('heading', { name: 'Course Applied' }),
			});
		await expect(courses.getByRole('listitem')).toHaveText(['JEE Main & Advanced', 'NEET UG']);

		await page.getByRole('button', { name: 'Change Password' }).click();
		const dialog = page.getByRole('dialog');
		await dialog.getByLabel('Current password', { exact: true }).fill(student.password);
		await dialog.getByLabel('New password', { exact: true }).fill('e2e@5678');
		await dialog.getByLabel('Retype new password', { exact: true }).fill('e2e@5678');
		await dialog.getByRole('button', { name: 'Change Password' }).click();
		await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });

		const login = new LoginPage(page);
		await login.logIn(student.mobile, student.password);
		await expect(login.toast('Invalid username or password.')).toBeVisible();
		expect((await login.session()).userId).toBe(0);
		await login.goto(SUNRISE.domain);
		await login.logIn(student.mobile, 'e2e@5678');
		await expect(page).not.toHaveURL(/\/login/);
	});
});
