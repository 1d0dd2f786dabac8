/**
 * FAQs (spec section 2): grouped by category, each entry opening and closing on its own, the
 * institute's 'GENERAL FAQs' key, built-in samples when there are none, and no JavaScript needed.
 */
import { expect, test } from 'playwright/test';
import { FaqsPage } from './pages/faqs-page.ts';

const FIRST = 'How do I take the Sunrise Scholarship Test?';
const SECOND = 'Can I access test series on my phone?';

test('sunrise: grouped by category; entries toggle independently', async ({ page }) => {
	const faqs = new FaqsPage(page);
	await faqs.goto('sunrise-academy.in');
	await expect(faqs.heading).toHaveText('FAQs');
	await expect(faqs.categories).toHaveText(['Student', 'Teacher']);

	const answer = faqs.entry(FIRST).getByText('book any Sunday slot');
	await expect(answer).toBeHidden();
	await faqs.toggle(FIRST);
	await expect(answer).toBeVisible();
	await faqs.toggle(SECOND);
	expect([await faqs.isOpen(FIRST), await faqs.isOpen(SECOND)]).toEqual([true, true]);
	await faqs.toggle(FIRST);
	expect([await faqs.isOpen(FIRST), await faqs.isOpen(SECOND)]).toEqual([false, true]);
	await expect(answer).toBeHidden();
});

test('the plus icon turns into a minus when open', async ({ page }) => {
	const faqs = new FaqsPage(page);
	await faqs.goto('sunrise-academy.in');
	const bar = faqs.entry(FIRST).locator('.faq-icon');
	const verticalBar = () => bar.evaluate((icon) => getComputedStyle(icon, '::after').transform);
	expect(await verticalBar()).toBe('none');
	await faqs.toggle(FIRST);
	await expect.poll(verticalBar).toBe('matrix(1, 0, 0, 0, 0, 0)');
});

test('sunrise: FAQPage structured data lists the questions', async ({ page }) => {
	const faqs = new FaqsPage(page);
	await faqs.goto('sunrise-academy.in');
	const jsonLd = await faqs.faqJsonLd();
	expect(jsonLd?.mainEntity.map((entry) => entry.name)).toContain(FIRST);
});

test("greenfield: the category keyed 'GENERAL FAQs'", async ({ page }) => {
	const faqs = new FaqsPage(page);
	await faqs.goto('greenfield-school.edu.in');
	await expect(faqs.categories).toHaveText(['GENERAL FAQs']);
	await faqs.toggle('Which board is the school affiliated to?');
	await expect(page.getByText('affiliated to CBSE')).toBeVisible();
});

test('appfirst has no FAQs: the samples it can use (web access off: the app)', async ({ page }) => {
	const faqs = new FaqsPage(page);
	await faqs.goto('appfirst-classes.in');
	await expect(faqs.categories).toHaveText(['Student', 'Teacher']);
	await faqs.toggle('How do I register as a student?');
	await expect(faqs.entry('How do I register as a student?')).toContainText('mobile app');
	await expect(faqs.entry('How do I register as a student?')).not.toContainText(
		'one-time password',
	);
	// Buying, My Orders and Forgot Password need a website login, which web access off refuses.
	await expect(faqs.entry('How do I buy a course or product?')).toHaveCount(0);
	await expect(faqs.entry('I forgot my password. What should I do?')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('questions are listed and open', async ({ page }) => {
		const faqs = new FaqsPage(page);
		await faqs.goto('sunrise-academy.in');
		await expect(faqs.categories).toHaveText(['Student', 'Teacher']);
		await faqs.toggle(SECOND);
		await expect(faqs.entry(SECOND)).toContainText('Android and iOS apps');
	});
});
