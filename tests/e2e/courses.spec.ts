import AxeBuilder from '@axe-core/playwright';
import { expect, test } from 'playwright/test';
import { CoursesPage } from './pages/courses-page.ts';
import { sandboxInstitute } from './support/tenants.ts';

const SUNRISE = 'sunrise-academy.in';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface WireCourse {
	id: number;
	course_type: string | null;
	name: string;
	short_description: string | null;
	description: string | null;
	image: string | null;
	thumbnail_url: string | null;
}

test.describe('courses list', () => {
	test('one card per course of P1 with type, name, short description and thumbnail', async ({
		page,
	}) => {
		const courses: WireCourse[] = (await sandboxInstitute(SUNRISE)).homepage.course_details;
		const list = new CoursesPage(page);
		await list.goto(SUNRISE);

		await expect(list.heading).toHaveText('COURSES');
		await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
		await expect(list.cards).toHaveCount(courses.length);
		for (const course of courses) {
			const card = list.card(course.name);
			if (course.course_type) await expect(card).toContainText(course.course_type);
			if (course.short_description) await expect(card).toContainText(course.short_description);
			const thumbnail = list.thumbnail(course.name);
			await thumbnail.scrollIntoViewIfNeeded();
			const box = await thumbnail.boundingBox();
			expect(box?.height).toBe(180);
		}
	});

	test('a course without an image shows the fallback image', async ({ page }) => {
		const courses: WireCourse[] = (await sandboxInstitute(SUNRISE)).homepage.course_details;
		const missing = courses.filter((course) => !course.image && !course.thumbnail_url);
		expect(missing.length).toBeGreaterThan(0);
		const list = new CoursesPage(page);
		await list.goto(SUNRISE);
		for (const course of missing) {
			const thumbnail = list.thumbnail(course.name);
			await expect(thumbnail).toHaveAttribute('src', '/images/course-fallback.svg');
			await thumbnail.scrollIntoViewIfNeeded();
			await expect
				.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
				.toBeGreaterThan(0);
		}
	});

	test('every thumbnail ends up showing an image (broken ones fall back)', async ({ page }) => {
		const list = new CoursesPage(page);
		await list.goto(SUNRISE);
		const thumbnails = list.cards.locator('img');
		for (const thumbnail of await thumbnails.all()) {
			await thumbnail.scrollIntoViewIfNeeded();
			await expect
				.poll(() =>
					thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
				)
				.toBeGreaterThan(0);
		}
	});

	test('Read more opens the description dialog; Escape and Close close it and restore focus', async ({
		page,
	}) => {
		const [course] = (await sandboxInstitute(SUNRISE)).homepage.course_details as WireCourse[];
		const list = new CoursesPage(page);
		await list.goto(SUNRISE);

		const readMore = list.readMore(course!.name);
		await readMore.click();
		const dialog = list.dialog(course!.name);
		await expect(dialog).toBeVisible();
		const text = course!.description!.replace(/<[^>]+>/g, '');
		await expect(dialog).toContainText(text);
		await expect(dialog.getByRole('heading', { name: course!.name })).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
		await expect(readMore).toBeFocused();

		await readMore.press('Enter');
		await expect(dialog).toBeVisible();
		// Focus stays inside the modal dialog.
		// The rest of the page is inert: Tab never reaches anything outside the modal dialog.
		for (let step = 0; step < 3; step++) {
			await page.keyboard.press('Tab');
			const outside = await dialog.evaluate(
				(element) =>
					document.activeElement !== document.body && !element.contains(document.activeElement),
			);
			expect(outside).toBe(false);
		}
		await dialog.getByRole('button', { name: 'Close' }).click();
		await expect(dialog).toBeHidden();
		await expect(readMore).toBeFocused();
	});

	test('axe-core finds no violations, with a description dialog open', async ({ page }) => {
		const [course] = (await sandboxInstitute(SUNRISE)).homepage.course_details as WireCourse[];
		const list = new CoursesPage(page);
		await list.goto(SUNRISE);
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
		await list.readMore(course!.name).click();
		await expect(list.dialog(course!.name)).toBeVisible();
		expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
	});

	for (const domain of ['pixel-store.in', 'appfirst-classes.in']) {
		test(`${domain} without courses shows the empty state`, async ({ page }) => {
			const courses: WireCourse[] = (await sandboxInstitute(domain)).homepage.course_details;
			expect(courses).toHaveLength(0);
			const list = new CoursesPage(page);
			await list.goto(domain);
			await expect(list.heading).toHaveText('COURSES');
			await expect(list.emptyState).toBeVisible();
			await expect(list.cards).toHaveCount(0);
		});
	}
});

test.describe('courses list without JavaScript', () => {
	test.use({ javaScriptEnabled: false });

	test('shows every card, and Read more still opens the dialog', async ({ page }) => {
		const courses: WireCourse[] = (await sandboxInstitute(SUNRISE)).homepage.course_details;
		const list = new CoursesPage(page);
		await list.goto(SUNRISE);
		await expect(list.cards).toHaveCount(courses.length);
		for (const course of courses) {
			const source = course.image || course.thumbnail_url;
			// As built: a small SVG inlined by the build (its own copy, no request on a repeat visit);
			// an image it has no copy of, the URL plus a cache-busting value (& after a query).
			const expected = !source
				? '/images/course-fallback.svg'
				: /\.svg$/.test(new URL(source, 'http://x').pathname)
					? /^data:image\/svg\+xml,/
					: new RegExp(
							`^${escapeRegExp(`${source}${source.includes('?') ? '&' : '?'}cb=`)}[a-z0-9]+$`,
						);
			await expect(list.thumbnail(course.name)).toHaveAttribute('src', expected);
		}
		const name = courses[0]!.name;
		await list.readMore(name).click();
		await expect(list.dialog(name)).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(list.dialog(name)).toBeHidden();
	});
});
