// @vitest-environment jsdom
/**
 * The home banner carousel's autoplay (src/browser/home/slider.ts, spec section 9: carousels
 * autoplay every 7000 ms, counted from when the slider came on screen) in jsdom with fake timers; embla is a stub counting its moves, since
 * jsdom has no layout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowserTestSetup } from '../support.ts';

const embla = vi.hoisted(() => ({ next: 0, select: [] as Array<() => void> }));
vi.mock('embla-carousel', () => ({
	default: () => {
		const api = {
			selectedScrollSnap: () => 0,
			scrollTo: () => undefined,
			scrollPrev: () => undefined,
			scrollNext: () => {
				embla.next += 1;
				for (const listener of embla.select) listener();
			},
			on: (_event: string, listener: () => void) => {
				embla.select.push(listener);
				return api;
			},
		};
		return api;
	},
}));

// The slider as HeroSlider.astro renders it with three banners.
function render() {
	const slide = (n: number) =>
		`<div class="slide" data-slider-slide><img src="/b${n}.png" alt="Banner ${n}"></div>`;
	document.body.innerHTML = `
		<section class="slider" data-slider>
			<div class="viewport" data-slider-viewport tabindex="0">
				<div class="track" data-slider-track>${slide(1)}${slide(2)}${slide(3)}</div>
			</div>
			<div class="controls">
				<button type="button" data-slider-prev hidden>Previous</button>
				<div data-slider-dots hidden>
					<button type="button" data-slider-dot>1</button>
					<button type="button" data-slider-dot>2</button>
					<button type="button" data-slider-dot>3</button>
				</div>
				<button type="button" data-slider-next hidden>Next</button>
				<button type="button" data-slider-toggle data-playing="true" hidden>
					<span data-slider-toggle-text>Pause</span>
				</button>
			</div>
		</section>`;
}

function stubReducedMotion(reduce: boolean) {
	vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce, media: query }));
}

const load = async (options?: { firstAdvanceMs?: number }) => {
	const { initSlider } = await import('../../../../src/browser/home/slider.ts');
	initSlider(document.querySelector<HTMLElement>('[data-slider]')!, options);
};
const toggle = () => document.querySelector<HTMLButtonElement>('[data-slider-toggle]')!;

describe('home slider autoplay', () => {
	useBrowserTestSetup();
	beforeEach(() => {
		vi.useFakeTimers();
		embla.next = 0;
		embla.select = [];
		render();
	});
	afterEach(() => vi.useRealTimers());

	it('moves to the next banner every 7000 ms, not sooner', async () => {
		stubReducedMotion(false);
		await load();
		vi.advanceTimersByTime(6999);
		expect(embla.next).toBe(0);
		vi.advanceTimersByTime(1);
		expect(embla.next).toBe(1);
		vi.advanceTimersByTime(6999);
		expect(embla.next).toBe(1);
		vi.advanceTimersByTime(1);
		expect(embla.next).toBe(2);
	});

	it('enhanced late, makes its first move when 7000 ms from coming on screen are up, then every 7000 ms', async () => {
		stubReducedMotion(false);
		await load({ firstAdvanceMs: 3000 });
		vi.advanceTimersByTime(2999);
		expect(embla.next).toBe(0);
		vi.advanceTimersByTime(1);
		expect(embla.next).toBe(1);
		vi.advanceTimersByTime(6999);
		expect(embla.next).toBe(1);
		vi.advanceTimersByTime(1);
		expect(embla.next).toBe(2);
	});

	it('stops when the visitor presses Pause and resumes with Play', async () => {
		stubReducedMotion(false);
		await load();
		toggle().click();
		expect(toggle().textContent?.trim()).toBe('Play');
		vi.advanceTimersByTime(21_000);
		expect(embla.next).toBe(0);
		toggle().click();
		expect(toggle().textContent?.trim()).toBe('Pause');
		vi.advanceTimersByTime(7000);
		expect(embla.next).toBe(1);
	});

	it('never starts with prefers-reduced-motion', async () => {
		stubReducedMotion(true);
		await load();
		vi.advanceTimersByTime(21_000);
		expect(embla.next).toBe(0);
		expect(toggle().textContent?.trim()).toBe('Play');
	});
});
