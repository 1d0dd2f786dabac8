/**
 * About us and Contact us (spec sections 2 and 5): about text with banner or the built-in default;
 * contact details as links; the 'Submit Your Query' form with its ordered validation, input
 * filters, success and error toasts, only for institutes with leads enabled.
 */
import { expect, test } from 'playwright/test';
import { ContactPage } from './pages/contact-page.ts';
import { ContentPage } from './pages/content-page.ts';
import { tenantUrl } from './support/tenants.ts';

test.describe('about', () => {
	test('sunrise: banner and the about-us text', async ({ page }) => {
		const about = new ContentPage(page);
		await about.goto('sunrise-academy.in', '/about');
		await expect(about.heading).toHaveText('About Us');
		await expect(about.banner).toBeVisible();
		expect(await about.bannerLoaded()).toBe(true);
		await expect(about.body).toContainText('Sunrise Academy was founded in Kota in 2009');
		await expect(about.body.getByRole('listitem')).toHaveCount(3);
	});

	test('greenfield: its own title', async ({ page }) => {
		const about = new ContentPage(page);
		await about.goto('greenfield-school.edu.in', '/about');
		await expect(about.heading).toHaveText('About Greenfield');
		await expect(about.body).toContainText('since 1998');
	});

	test('appfirst has no about-us page: the default text', async ({ page }) => {
		const about = new ContentPage(page);
		await about.goto('appfirst-classes.in', '/about');
		await expect(about.heading).toHaveText('About Us');
		await expect(about.banner).toHaveCount(0);
		await expect(about.body).toContainText('Welcome to AppFirst Classes.');
	});
});

test.describe('contact details', () => {
	test('address, email, phone and social profiles are links', async ({ page }) => {
		const contact = new ContactPage(page);
		await contact.goto('sunrise-academy.in');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
		const address = contact.main.getByRole('link', { name: /Kota, Rajasthan 324005/ });
		await expect(address).toHaveAttribute(
			'href',
			/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=2nd%20Floor/,
		);
		await expect(address).toHaveAttribute('rel', 'noopener noreferrer');
		await expect(
			contact.main.getByRole('link', { name: 'admissions@sunrise-academy.in' }),
		).toHaveAttribute('href', 'mailto:admissions@sunrise-academy.in');
		await expect(contact.main.getByRole('link', { name: '+91 744 240 1234' })).toHaveAttribute(
			'href',
			'tel:+917442401234',
		);
		for (const [name, href] of [
			['Facebook', 'https://www.facebook.com/sunriseacademykota'],
			['WhatsApp', 'https://wa.me/917442401234'],
		] as const) {
			const link = contact.main.getByRole('link', { name, exact: true });
			await expect(link).toHaveAttribute('href', href);
			await expect(link).toHaveAttribute('target', '_blank');
			await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
		}
	});

	test('appfirst (leads off) has details but no form', async ({ page }) => {
		const contact = new ContactPage(page);
		await contact.goto('appfirst-classes.in');
		await expect(
			contact.main.getByRole('link', { name: 'hello@appfirst-classes.in' }),
		).toBeVisible();
		await expect(page.getByText('Submit Your Query')).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
	});
});

test.describe('Submit Your Query', () => {
	test('validates in order, filters input, sends and clears', async ({ page }) => {
		const contact = new ContactPage(page);
		await contact.goto('sunrise-academy.in');
		await contact.waitForForm();

		await contact.send.click();
		await expect(contact.error).toHaveText('Name field cannot be empty');
		await expect(contact.name).toBeFocused();
		await expect(contact.name).toHaveAttribute('aria-invalid', 'true');
		await expect(contact.name).toHaveAccessibleDescription('Name field cannot be empty');

		await contact.name.pressSequentially('Aarav 7 Sharma!');
		await expect(contact.name).toHaveValue('Aarav  Sharma');
		await expect(contact.error).toHaveCount(0);
		await contact.send.click();
		await expect(contact.error).toHaveText('Phone number field cannot be empty');
		await expect(contact.mobile).toBeFocused();

		await contact.mobile.pressSequentially('98x765-43210');
		await expect(contact.mobile).toHaveValue('9876543210');
		await contact.send.click();
		await expect(contact.error).toHaveText('Email field cannot be empty');
		await expect(contact.email).toBeFocused();

		await contact.email.fill('aarav.example.in');
		await contact.send.click();
		await expect(contact.error).toHaveText('You have entered an invalid email address!');

		await contact.email.fill('aarav@example.in');
		await contact.send.click();
		await expect(contact.error).toHaveText('Message field cannot be empty');
		await expect(contact.message).toBeFocused();

		await contact.message.fill('Please call me about the JEE batch.');
		await contact.send.click();
		await expect(contact.toast('Message send successfully!')).toBeVisible();
		await expect(contact.name).toHaveValue('');
		await expect(contact.mobile).toHaveValue('');
		await expect(contact.email).toHaveValue('');
		await expect(contact.message).toHaveValue('');
		// Toasts close by themselves after 3 seconds.
		await expect(contact.toast('Message send successfully!')).toHaveCount(0, { timeout: 5000 });
	});

	test("a server refusal shows the server's text as an error toast; Send is disabled while sending", async ({
		page,
	}) => {
		let release: () => void = () => undefined;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/api/v1/extLeads/website', async (route) => {
			await held;
			await route.continue();
		});
		const contact = new ContactPage(page);
		await contact.goto('sunrise-academy.in');
		await contact.waitForForm();
		await contact.name.fill('Aarav');
		await contact.mobile.fill('123');
		await contact.email.fill('aarav@example.in');
		await contact.message.fill('Hello');
		await contact.send.click();
		await expect(contact.send).toBeDisabled();
		release();
		await expect(contact.toast('mobile: expected 6 to 15 digits')).toBeVisible();
		await expect(contact.send).toBeEnabled();
		await expect(contact.name).toHaveValue('Aarav');
		// A toast closes when clicked.
		await contact.toast('mobile: expected 6 to 15 digits').click();
		await expect(contact.toast('mobile: expected 6 to 15 digits')).toHaveCount(0);
	});
});

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('about and contact details are readable', async ({ page }) => {
		await page.goto(tenantUrl('sunrise-academy.in', '/about'));
		await expect(page.getByRole('main')).toContainText('Sunrise Academy was founded in Kota');
		await page.goto(tenantUrl('sunrise-academy.in', '/contact'));
		await expect(
			page.getByRole('main').getByRole('link', { name: 'admissions@sunrise-academy.in' }),
		).toBeVisible();
		await expect(
			page.getByRole('main').getByRole('link', { name: '+91 744 240 1234' }),
		).toBeVisible();
	});
});
