import AxeBuilder from '@axe-core/playwright';
import { expect, test } from 'playwright/test';
import { freezeClock } from './support/clock.ts';
import { HomeSectionsPage } from './pages/home-sections-page.ts';
import { SiteHeader } from './pages/site-header.ts';
import { sandboxInstitute, tenantUrl } from './support/tenants.ts';
import { shownAddress } from './support/inline-svg.ts';

const SUNRISE = 'sunrise-academy.in';
/** Spec section 9: carousels autoplay every 7000 ms. */
const AUTOPLAY_MS = 7000;

test.describe('home slider', () => {
	test('the first banner is the eager, high-priority image; the others load lazily', async ({
		page,
	}) => {
		const { homepage } = await sandboxInstitute(SUNRISE);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);

		const count = homepage.slider_details.length;
		await expect(home.slides).toHaveCount(count);
		await expect(home.slide(1)).toHaveAccessibleName(`1 of ${count}`);
		const first = home.slide(1).getByRole('img');
		await expect(first).toHaveAttribute('fetchpriority', 'high');
		await expect(first).toHaveAttribute('loading', 'eager');
		await expect(first).toHaveAttribute('width', /\d+/);
		await expect(first).toHaveAttribute('height', /\d+/);
		await expect(first).toHaveAttribute('alt', homepage.slider_details[0].name);
		await expect(first).toBeInViewport({ ratio: 0.9 });
		// The head preloads it, in the same files and sizes, before the parser reaches the slider.
		const preload = page.locator('head link[rel="preload"][as="image"]');
		await expect(preload).toHaveCount(1);
		await expect(preload).toHaveAttribute('fetchpriority', 'high');
		expect(await preload.getAttribute('href')).toBe(await first.getAttribute('src'));
		expect(await preload.getAttribute('imagesrcset')).toBe(await first.getAttribute('srcset'));
		expect(await preload.getAttribute('imagesizes')).toBe(await first.getAttribute('sizes'));
		for (let n = 2; n <= count; n++) {
			await expect(home.slide(n).getByRole('img')).toHaveAttribute('loading', 'lazy');
		}
		// The caption of the current slide shows its name and sanitised content.
		await expect(home.slide(1)).toContainText(homepage.slider_details[0].name);
		await expect(home.slide(2).locator('b')).toHaveText('AIR 112, 245 and 389');
	});

	test('previous and next buttons move it, looping at the ends', async ({ page }) => {
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);
		await home.enhanceSlider();
		const count = await home.slides.count();

		expect(await home.currentSlide()).toBe(1);
		await home.nextButton.click();
		await expect(home.dot(2)).toHaveAttribute('aria-current', 'true');
		await expect(home.slide(2)).toBeInViewport({ ratio: 0.9 });
		await expect(home.slide(1)).not.toBeInViewport();
		await home.previousButton.click();
		await expect(home.dot(1)).toHaveAttribute('aria-current', 'true');
		await home.previousButton.click();
		await expect(home.dot(count)).toHaveAttribute('aria-current', 'true');
		await expect(home.slide(count)).toBeInViewport({ ratio: 0.9 });
	});

	test('is operable from the keyboard', async ({ page }) => {
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);
		await home.enhanceSlider();

		await home.viewport.focus();
		await page.keyboard.press('ArrowRight');
		await expect(home.dot(2)).toHaveAttribute('aria-current', 'true');
		await page.keyboard.press('ArrowLeft');
		await expect(home.dot(1)).toHaveAttribute('aria-current', 'true');

		await home.dot(3).focus();
		await page.keyboard.press('Enter');
		await expect(home.dot(3)).toHaveAttribute('aria-current', 'true');
		await expect(home.slide(3)).toBeInViewport({ ratio: 0.9 });
		await home.nextButton.focus();
		await page.keyboard.press('Space');
		await expect(home.dot(1)).toHaveAttribute('aria-current', 'true');
		// Hidden slides are out of the tab order and the accessibility tree.
		await expect(home.slide(2)).toHaveAttribute('inert', '');
	});

	test('autoplays every 7 seconds and the Pause/Play control stops and restarts it', async ({
		page,
	}) => {
		await freezeClock(page);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);
		await home.enhanceSlider();
		await expect(home.pauseButton).toHaveAccessibleName('Pause slideshow');

		await page.clock.runFor(AUTOPLAY_MS - 1500);
		expect(await home.currentSlide()).toBe(1);
		await page.clock.runFor(2000);
		await expect(home.dot(2)).toHaveAttribute('aria-current', 'true');

		await home.pauseButton.click();
		await expect(home.pauseButton).toHaveAccessibleName('Play slideshow');
		await home.leaveSlider();
		await page.clock.runFor(AUTOPLAY_MS * 3);
		expect(await home.currentSlide()).toBe(2);
		await expect(home.slider.locator('[data-slider-track]')).toHaveAttribute('aria-live', 'polite');

		await home.pauseButton.click();
		await expect(home.pauseButton).toHaveAccessibleName('Pause slideshow');
		await home.leaveSlider();
		await page.clock.runFor(AUTOPLAY_MS + 500);
		await expect(home.dot(3)).toHaveAttribute('aria-current', 'true');
		await expect(home.slider.locator('[data-slider-track]')).toHaveAttribute('aria-live', 'off');
	});

	test('pauses while focus is inside it', async ({ page }) => {
		await freezeClock(page);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);
		await home.enhanceSlider();

		await home.dot(1).focus();
		await page.clock.runFor(AUTOPLAY_MS * 2);
		expect(await home.currentSlide()).toBe(1);
		await home.leaveSlider();
		await page.clock.runFor(AUTOPLAY_MS + 500);
		await expect(home.dot(2)).toHaveAttribute('aria-current', 'true');
	});

	test.describe('with reduced motion', () => {
		test.use({ reducedMotion: 'reduce' });

		test('does not autoplay', async ({ page }) => {
			await freezeClock(page);
			const home = new HomeSectionsPage(page);
			await home.goto(SUNRISE);
			await home.enhanceSlider();
			await expect(home.pauseButton).toHaveAccessibleName('Play slideshow');
			await page.clock.runFor(AUTOPLAY_MS * 2);
			expect(await home.currentSlide()).toBe(1);
		});
	});

	test('a single banner has no carousel controls', async ({ page }) => {
		const home = new HomeSectionsPage(page);
		await home.goto('pixel-store.in');
		await expect(home.slides).toHaveCount(1);
		await expect(home.slide(1)).toBeInViewport();
		await expect(home.nextButton).toHaveCount(0);
		await expect(home.pauseButton).toHaveCount(0);
	});
});

test.describe('home sections', () => {
	test('Popular Courses and Popular Products with their View all links', async ({ page }) => {
		const { homepage } = await sandboxInstitute(SUNRISE);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);

		await expect(home.cards(home.popularCourses)).toHaveCount(homepage.course_details.length);
		await expect(
			home.popularCourses.getByRole('link', { name: 'View all courses' }),
		).toHaveAttribute('href', '/courses');
		await expect(home.cards(home.popularProducts)).toHaveCount(homepage.product_details.length);
		await expect(
			home.popularProducts.getByRole('link', { name: 'View all products' }),
		).toHaveAttribute('href', '/product');
		for (const course of homepage.course_details) {
			await expect(
				home.popularCourses.getByRole('heading', { name: course.name, exact: true }),
			).toHaveCount(1);
		}

		await home.popularProducts.getByRole('link', { name: 'View all products' }).click();
		await expect(page).toHaveURL(/\/product$/);
	});

	test('testimonials show star ratings as text and a default avatar', async ({ page }) => {
		const { homepage } = await sandboxInstitute(SUNRISE);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);

		const testimonials = home.testimonials.locator('[data-testimonial]');
		await expect(testimonials).toHaveCount(homepage.testimonial_details.length);
		for (const [index, entry] of homepage.testimonial_details.entries()) {
			const card = testimonials.nth(index);
			await expect(card.getByRole('img', { name: `Rated ${entry.rating} out of 5` })).toHaveCount(
				1,
			);
			await expect(card.locator('blockquote')).toHaveText(entry.content);
			const avatar = card.locator('img.avatar');
			await expect(avatar).toHaveAttribute(
				'src',
				entry.image_url ? await shownAddress(entry.image_url) : '/images/default-avatar.svg',
			);
			await avatar.scrollIntoViewIfNeeded();
			await expect
				.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
				.toBeGreaterThan(0);
		}
		const halfStar = testimonials
			.filter({ has: page.getByRole('img', { name: 'Rated 4.5 out of 5' }) })
			.locator('[data-star]');
		await expect(halfStar).toHaveCount(5);
		await expect(halfStar.nth(3)).toHaveAttribute('data-star', 'full');
		await expect(halfStar.nth(4)).toHaveAttribute('data-star', 'half');
	});

	test('each FAQ entry expands and collapses on its own', async ({ page }) => {
		const { homepage } = await sandboxInstitute(SUNRISE);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);

		const entries = home.faqs.locator('details');
		await expect(entries).toHaveCount(homepage.faqs.length);
		const [first, second] = [entries.nth(0), entries.nth(1)];
		await expect(first).not.toHaveAttribute('open');
		await first.locator('summary').click();
		await expect(first).toHaveAttribute('open', '');
		await expect(second).not.toHaveAttribute('open');
		await second.locator('summary').click();
		await expect(first).toHaveAttribute('open', '');
		await expect(second).toHaveAttribute('open', '');
		await first.locator('summary').click();
		await expect(first).not.toHaveAttribute('open');
		await expect(second).toHaveAttribute('open', '');
		await expect(home.faqs.getByRole('link', { name: 'View all FAQs' })).toHaveAttribute(
			'href',
			'/faqs',
		);
	});

	test('the pop-up image opens once per session and closes with Escape or Close', async ({
		page,
	}) => {
		const { homepage, lookup } = await sandboxInstitute(SUNRISE);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE, { popUp: true });

		await expect(home.popUp).toBeVisible();
		await expect(home.popUp.getByRole('img')).toHaveAttribute(
			'src',
			await shownAddress(homepage.basic_details.pop_up_image_url),
		);
		await expect(home.popUp.getByRole('img')).toHaveAttribute(
			'alt',
			`${lookup.institute_name} announcement`,
		);
		await page.keyboard.press('Escape');
		await expect(home.popUp).toBeHidden();
		expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

		await page.reload();
		await expect(home.slide(1)).toBeVisible();
		await home.firstInput();
		await expect(home.popUp).toBeHidden();

		// A new session sees it again; its Close button closes it.
		await page.evaluate(() => sessionStorage.clear());
		await page.reload();
		await home.firstInput();
		await expect(home.popUp).toBeVisible();
		await home.popUp.getByRole('button', { name: 'Close' }).click();
		await expect(home.popUp).toBeHidden();
	});

	test("the pop-up waits for the visitor's first input, so it is never the largest paint", async ({
		page,
	}) => {
		// Every largest-contentful-paint candidate the browser reports, and where it sits.
		await page.addInitScript(() => {
			const seen: string[] = [];
			(window as unknown as { lcpInDialog: string[] }).lcpInDialog = seen;
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries() as Array<
					PerformanceEntry & { element: Element | null }
				>)
					seen.push(entry.element?.closest('dialog') ? 'dialog' : 'page');
			}).observe({ type: 'largest-contentful-paint', buffered: true });
		});
		const home = new HomeSectionsPage(page);
		await page.goto(tenantUrl(SUNRISE));
		await page.waitForLoadState('load');
		await expect(home.slide(1)).toBeVisible();
		// Loaded, its image decoded and in the dialog (after the load event), no input yet: still
		// closed (a closed dialog is out of the accessibility tree, so found by its attribute).
		await expect(page.locator('dialog[data-home-popup] img')).toHaveCount(1);
		await page.evaluate(
			() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
		);
		await expect(home.popUp).toBeHidden();
		await home.firstInput();
		await expect(home.popUp).toBeVisible();
		await expect(home.popUp.getByRole('img')).toBeVisible();
		const candidates = await page.evaluate(
			() => (window as unknown as { lcpInDialog: string[] }).lcpInDialog,
		);
		expect(candidates.length).toBeGreaterThan(0);
		expect(candidates).not.toContain('dialog');
	});

	test('using the header does not open the pop-up over it; an input on the page does', async ({
		page,
	}) => {
		const home = new HomeSectionsPage(page);
		const header = new SiteHeader(page);
		await page.goto(tenantUrl(SUNRISE));
		await page.waitForLoadState('load');
		await header.openMenu();
		await header.more.click();
		const results = header.banner.getByRole('link', { name: 'Results' });
		await expect(results).toBeVisible();
		await page.evaluate(
			() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
		);
		await expect(home.popUp).toBeHidden();
		// A scroll of the page is an input outside the header.
		await page.evaluate(() => window.scrollBy(0, 200));
		await expect(home.popUp).toBeVisible();
	});

	test('school model (greenfield) shows no Popular Courses or Products', async ({ page }) => {
		const home = new HomeSectionsPage(page);
		await home.goto('greenfield-school.edu.in');
		await expect(home.slide(1)).toBeVisible();
		await expect(home.faqs).toBeVisible();
		await expect(home.popularCourses).toHaveCount(0);
		await expect(home.popularProducts).toHaveCount(0);
	});

	test('store-only (pixel) shows no Popular Products', async ({ page }) => {
		const home = new HomeSectionsPage(page);
		await home.goto('pixel-store.in');
		await expect(home.slide(1)).toBeVisible();
		await expect(home.popularProducts).toHaveCount(0);
		await expect(home.popularCourses).toHaveCount(0);
	});

	test('e-learning institutes (globalprep) show both sections', async ({ page }) => {
		const home = new HomeSectionsPage(page);
		await home.goto('global-prep.com');
		await expect(home.popularCourses).toBeVisible();
		await expect(home.popularProducts).toBeVisible();
		await expect(home.popularProducts.locator('[data-price]').first()).toContainText('USD');
	});

	test('has exactly one h1, the institute name', async ({ page }) => {
		const { lookup } = await sandboxInstitute(SUNRISE);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE);
		await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(lookup.institute_name);
	});
});

test.describe('home accessibility', () => {
	test('axe-core finds no violations, with the pop-up open and after moving the slider', async ({
		page,
	}) => {
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE, { popUp: true });
		await expect(home.popUp).toBeVisible();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
		await page.keyboard.press('Escape');
		await home.enhanceSlider();
		await home.pauseButton.click();
		const shown = await home.currentSlide();
		await home.nextButton.click();
		await expect(home.dot((shown % (await home.slides.count())) + 1)).toHaveAttribute(
			'aria-current',
			'true',
		);
		await home.faqs.locator('summary').first().click();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
	});
});

test.describe('home without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('shows the first slide, the other slides by scrolling, courses and FAQs', async ({
		page,
	}) => {
		const { homepage } = await sandboxInstitute(SUNRISE);
		const home = new HomeSectionsPage(page);
		await home.goto(SUNRISE, { popUp: true });

		await expect(home.slide(1).getByRole('img')).toBeInViewport({ ratio: 0.9 });
		await expect(home.nextButton).toBeHidden();
		await expect(home.popUp).toBeHidden();
		const last = home.slide(homepage.slider_details.length);
		await expect(last).not.toBeInViewport();
		await last.scrollIntoViewIfNeeded();
		await expect(last).toBeInViewport({ ratio: 0.9 });

		await expect(home.cards(home.popularCourses)).toHaveCount(homepage.course_details.length);
		await expect(
			home.popularCourses.getByRole('heading', { name: homepage.course_details[0].name }),
		).toBeVisible();
		const entry = home.faqs.locator('details').first();
		await entry.locator('summary').click();
		await expect(entry).toHaveAttribute('open', '');
		await expect(entry.locator('.answer')).toBeVisible();
	});
});
