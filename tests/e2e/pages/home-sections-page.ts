/**
 * Page object for the content sections of a tenant's home page: slider, Popular Courses and
 * Products, FAQs, testimonials and the pop-up image.
 */
import type { Locator, Page } from 'playwright/test';
import { POPUP_SEEN_KEY } from '../../../src/lib/home/sections.ts';
import { tenantUrl } from '../support/tenants.ts';

export class HomeSectionsPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/**
	 * Opens the home page as a visitor who has answered the consent banner (tests/e2e/consent.spec.ts
	 * covers it: while it asks, the page keeps focused and scrolled-to elements clear of it, which
	 * moves the slider). Unless `popUp`, this session has already seen the pop-up image; with
	 * `popUp`, the visitor then makes a first input, which is when the pop-up opens.
	 */
	async goto(domain: string, { popUp = false } = {}) {
		await this.page.addInitScript(() => localStorage.setItem('trackingConsent', 'denied'));
		if (!popUp) {
			await this.page.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUP_SEEN_KEY);
		}
		await this.page.goto(tenantUrl(domain));
		if (popUp) await this.firstInput();
	}

	/** The visitor's first input once the page has loaded: a key that does nothing else. */
	async firstInput() {
		await this.page.waitForLoadState('load');
		await this.page.keyboard.press('Shift');
	}

	get slider() {
		return this.page.locator('section[aria-roledescription="carousel"]');
	}

	get slides() {
		return this.slider.locator('[aria-roledescription="slide"]');
	}

	/** Slide `n` (1-based), named 'n of count'. */
	slide(n: number): Locator {
		return this.slides.nth(n - 1);
	}

	get nextButton() {
		return this.slider.getByRole('button', { name: 'Next slide' });
	}

	get previousButton() {
		return this.slider.getByRole('button', { name: 'Previous slide' });
	}

	get pauseButton() {
		return this.slider.getByRole('button', { name: /^(Pause|Play) slideshow$/ });
	}

	/** The dot button of slide `n` (1-based). */
	dot(n: number): Locator {
		return this.slider.getByRole('button', { name: new RegExp(`^Show slide ${n} of `) });
	}

	get currentDot() {
		return this.slider.locator('[data-slider-dot][aria-current="true"]');
	}

	/** The scrollable strip of slides (focusable, takes the arrow keys). */
	get viewport() {
		return this.slider.locator('[data-slider-viewport]');
	}

	/** 1-based number of the slide the controls mark as current. */
	async currentSlide(): Promise<number> {
		const label = (await this.currentDot.textContent()) ?? '';
		return Number(/Show slide (\d+)/.exec(label)?.[1] ?? 0);
	}

	/**
	 * Reaches for the slider as a visitor would (the pointer over it), which loads its controls and
	 * autoplay at once rather than seconds after it shows, then takes the pointer away.
	 */
	async enhanceSlider() {
		await this.slider.hover();
		await this.pauseButton.waitFor({ state: 'visible' });
		await this.leaveSlider();
	}

	/** Takes the pointer and focus out of the slider (both pause autoplay). */
	async leaveSlider() {
		await this.page.mouse.move(1, 1);
		await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
	}

	section(name: string): Locator {
		return this.page.getByRole('region', { name, exact: true });
	}

	get popularCourses() {
		return this.section('Popular Courses');
	}

	get popularProducts() {
		return this.section('Popular Products');
	}

	get faqs() {
		return this.section('FAQs');
	}

	get testimonials() {
		return this.section('Testimonials');
	}

	/** Cards of a section's list. */
	cards(section: Locator): Locator {
		return section.getByRole('listitem').filter({ has: this.page.locator('article') });
	}

	get popUp() {
		return this.page.getByRole('dialog', { name: /announcement$/ });
	}
}
