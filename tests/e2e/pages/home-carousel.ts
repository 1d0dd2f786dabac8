/**
 * Page object for one of the home carousels (Popular Courses, Popular Products, Testimonials):
 * found by its role (a group described as a carousel) and its heading's name.
 */
import type { Locator, Page } from 'playwright/test';

export class HomeCarousel {
	readonly page: Page;
	readonly root: Locator;
	readonly name: string;
	readonly noun: string;

	/** `name` is the section heading, e.g. 'Popular Courses'; `noun` names one card ('course'). */
	constructor(page: Page, name: string, noun: string) {
		this.page = page;
		this.name = name;
		this.noun = noun;
		this.root = page
			.getByRole('group', { name, exact: true })
			.and(page.locator('[aria-roledescription="carousel"]'));
	}

	get slides() {
		return this.root.locator('[aria-roledescription="slide"]');
	}

	/** Slide `n` (1-based), named 'n of count'. */
	slide(n: number): Locator {
		return this.slides.nth(n - 1);
	}

	/** The Pause/Play button, whichever it offers now. */
	get toggle() {
		return this.root.getByRole('button', { name: new RegExp(`^(Pause|Play) ${this.name}$`) });
	}

	get nextButton() {
		return this.root.getByRole('button', { name: `Next ${this.noun}`, exact: true });
	}

	/**
	 * Brings the carousel on screen and reaches for it as a visitor would (the pointer over it),
	 * which loads embla at once rather than seconds later; it is enhanced once its Pause/Play
	 * shows. The pointer then leaves, so autoplay is not held.
	 */
	async reveal() {
		await this.root.scrollIntoViewIfNeeded();
		await this.root.hover();
		await this.toggle.waitFor({ state: 'visible' });
		await this.leave();
	}

	/** Left edge of the first card, in viewport px: it changes whenever the carousel moves. */
	async firstCardLeft(): Promise<number> {
		const box = await this.slide(1).boundingBox();
		if (!box) throw new Error(`${this.name}: first card has no box`);
		return Math.round(box.x);
	}

	/** Takes the pointer and focus out of the carousel (both pause autoplay). */
	async leave() {
		await this.page.mouse.move(1, 1);
		await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	}
}
