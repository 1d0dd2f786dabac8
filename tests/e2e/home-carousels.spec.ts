/**
 * The home carousels (issue 18 item 1, spec section 9) on sunrise, which has 4 popular courses:
 * at 800 px (2 cards per view) Popular Courses advances by itself within 8 s, the Pause button
 * stops it, reduced motion keeps it still, and at 360 px the next card peeks in, with and without
 * JavaScript.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from 'playwright/test';
import { freezeClock } from './support/clock.ts';
import { HomeCarousel } from './pages/home-carousel.ts';
import { HomeSectionsPage } from './pages/home-sections-page.ts';

const SUNRISE = 'sunrise-academy.in';
const AUTOPLAY_MS = 7000;

async function openCourses(page: Page, width: number): Promise<HomeCarousel> {
	await page.setViewportSize({ width, height: 800 });
	await new HomeSectionsPage(page).goto(SUNRISE);
	return new HomeCarousel(page, 'Popular Courses', 'course');
}

test.describe('home carousels at 800 px', () => {
	test.beforeEach(({}, testInfo) => {
		test.skip(testInfo.project.name === 'phone', 'an 800 px window is a desktop check');
	});

	test('Popular Courses, with more cards than fit, advances by itself within 8 s', async ({
		page,
	}) => {
		const courses = await openCourses(page, 800);
		await expect(courses.slides).toHaveCount(4);
		await courses.reveal();
		await expect(courses.toggle).toHaveAccessibleName('Pause Popular Courses');
		await expect(courses.slide(1)).toHaveAccessibleName('1 of 4');
		const start = await courses.firstCardLeft();
		await expect.poll(() => courses.firstCardLeft(), { timeout: 8000 }).not.toBe(start);
	});

	test('the Pause button stops it and Play starts it again', async ({ page }) => {
		await freezeClock(page);
		const courses = await openCourses(page, 800);
		await courses.reveal();
		const start = await courses.firstCardLeft();
		await page.clock.runFor(AUTOPLAY_MS + 1500);
		await expect.poll(() => courses.firstCardLeft()).not.toBe(start);

		await courses.toggle.click();
		await expect(courses.toggle).toHaveAccessibleName('Play Popular Courses');
		await courses.leave();
		const paused = await courses.firstCardLeft();
		await page.clock.runFor(AUTOPLAY_MS * 3);
		expect(await courses.firstCardLeft()).toBe(paused);

		await courses.toggle.click();
		await expect(courses.toggle).toHaveAccessibleName('Pause Popular Courses');
		await courses.leave();
		await page.clock.runFor(AUTOPLAY_MS + 1500);
		await expect.poll(() => courses.firstCardLeft()).not.toBe(paused);
	});

	test('pauses while the pointer is over it', async ({ page }) => {
		await freezeClock(page);
		const courses = await openCourses(page, 800);
		await courses.reveal();
		await courses.slide(1).hover();
		const start = await courses.firstCardLeft();
		await page.clock.runFor(AUTOPLAY_MS * 2);
		expect(await courses.firstCardLeft()).toBe(start);
		await courses.leave();
		await page.clock.runFor(AUTOPLAY_MS + 1500);
		await expect.poll(() => courses.firstCardLeft()).not.toBe(start);
	});

	test('the Next button works from the keyboard', async ({ page }) => {
		await freezeClock(page);
		const courses = await openCourses(page, 800);
		await courses.reveal();
		const start = await courses.firstCardLeft();
		await courses.nextButton.focus();
		await page.keyboard.press('Enter');
		await page.clock.runFor(1500);
		await expect.poll(() => courses.firstCardLeft()).not.toBe(start);
		// axe needs running timers; Pause first, so nothing moves while it reads the page.
		await courses.toggle.click();
		await page.clock.resume();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
	});

	test('with reduced motion it does not move and offers Play', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await freezeClock(page);
		const courses = await openCourses(page, 800);
		await courses.reveal();
		await expect(courses.toggle).toHaveAccessibleName('Play Popular Courses');
		const start = await courses.firstCardLeft();
		await page.clock.runFor(AUTOPLAY_MS * 3);
		expect(await courses.firstCardLeft()).toBe(start);
	});
});

for (const javaScriptEnabled of [true, false]) {
	test.describe(`home carousels at 360 px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
		test.use({ javaScriptEnabled });

		test('the first card shows whole and the next one peeks in', async ({ page }) => {
			const courses = await openCourses(page, 360);
			if (javaScriptEnabled) await courses.reveal();
			else await courses.root.scrollIntoViewIfNeeded();
			const [first, second] = [
				await courses.slide(1).boundingBox(),
				await courses.slide(2).boundingBox(),
			];
			expect(first!.x).toBeGreaterThanOrEqual(0);
			expect(first!.x + first!.width).toBeLessThanOrEqual(360);
			// The second card starts inside the window and runs past its right edge.
			expect(second!.x).toBeLessThan(360 - 24);
			expect(second!.x + second!.width).toBeGreaterThan(360);
			if (!javaScriptEnabled) await expect(courses.toggle).toBeHidden();
		});
	});
}
