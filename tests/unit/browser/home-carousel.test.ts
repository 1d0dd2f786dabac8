// @vitest-environment jsdom
/**
 * The home carousels' embla wiring (carousel-embla.ts) with embla and its autoplay
 * plugin replaced by stubs (jsdom has no layout).
 */
import { describe, expect, it, vi } from 'vitest';
import { useBrowserTestSetup } from './support.ts';

useBrowserTestSetup();

// The assertions give vi.hoisted's result its type: without them it is inferred from bare literals.
/* eslint-disable @typescript-eslint/no-unnecessary-type-assertion */
const embla = vi.hoisted(() => ({
	snaps: [0, 1, 2],
	scrolled: [] as string[],
	handlers: {} as Record<string, () => void>,
	options: null as unknown,
	autoplay: { playing: false, options: null as unknown },
}));
/* eslint-enable @typescript-eslint/no-unnecessary-type-assertion */
vi.mock('embla-carousel', () => ({
	default: (_viewport: HTMLElement, options: unknown) => {
		embla.options = options;
		const api = {
			scrollSnapList: () => embla.snaps,
			scrollPrev: () => embla.scrolled.push('prev'),
			scrollNext: () => embla.scrolled.push('next'),
			on: (event: string, handler: () => void) => {
				embla.handlers[event] = handler;
				return api;
			},
		};
		return api;
	},
}));
vi.mock('embla-carousel-autoplay', () => ({
	default: (options: unknown) => {
		embla.autoplay.options = options;
		return {
			play: () => (embla.autoplay.playing = true),
			stop: () => (embla.autoplay.playing = false),
			isPlaying: () => embla.autoplay.playing,
			reset: () => embla.scrolled.push('reset'),
		};
	},
}));

/** A stub observer: `report(visible)` calls every observer's callback for its target. */
const observers: { callback: IntersectionObserverCallback; rootMargin: string | undefined }[] = [];
class StubObserver {
	constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
		observers.push({ callback, rootMargin: options?.rootMargin });
	}
	observe() {}
	disconnect() {}
}
function report(visible: boolean) {
	for (const { callback } of [...observers])
		callback([{ isIntersecting: visible } as IntersectionObserverEntry], {} as never);
}

const MARKUP = `
	<div data-carousel data-carousel-name="Popular Courses">
		<div data-carousel-viewport><ul><li>1</li><li>2</li><li>3</li></ul></div>
		<button data-carousel-prev hidden>Previous course</button>
		<button data-carousel-next hidden>Next course</button>
		<button data-carousel-toggle hidden><span data-carousel-toggle-text>Pause</span></button>
	</div>`;

function stubBrowser({ reducedMotion = false } = {}) {
	observers.length = 0;
	embla.scrolled = [];
	embla.snaps = [0, 1, 2];
	embla.autoplay.playing = false;
	vi.stubGlobal('IntersectionObserver', StubObserver);
	vi.stubGlobal('matchMedia', (query: string) => ({
		matches: reducedMotion && query.includes('reduce'),
	}));
	document.body.innerHTML = MARKUP;
	return document.querySelector<HTMLElement>('[data-carousel]')!;
}

describe('enhanceCarousel', () => {
	it('loops one card at a time every 7000 ms, the gate alone starting the plugin', async () => {
		const root = stubBrowser();
		const { enhanceCarousel } = await import('../../../src/browser/home/carousel-embla.ts');
		enhanceCarousel(root);
		expect(root.classList.contains('is-enhanced')).toBe(true);
		expect(embla.options).toMatchObject({ loop: true, align: 'start' });
		expect(embla.autoplay.options).toMatchObject({ delay: 7000, playOnInit: false });
		expect(embla.autoplay.playing).toBe(false);
		report(true);
		expect(embla.autoplay.playing).toBe(true);
		report(false);
		expect(embla.autoplay.playing).toBe(false);
	});

	it.each([
		['not scrolled', 0, [16, 408, 800]],
		['scrolled natively to the second card', 1, [-376, 16, 408]],
	])('%s: embla starts at card index %i', async (_, startIndex, lefts) => {
		const root = stubBrowser();
		const list = root.querySelector('ul')!;
		const at = (left: number) => () => ({ left }) as DOMRect;
		list.getBoundingClientRect = at(16);
		[...list.children].forEach((card, index) => (card.getBoundingClientRect = at(lefts[index]!)));
		const { enhanceCarousel } = await import('../../../src/browser/home/carousel-embla.ts');
		enhanceCarousel(root);
		expect(embla.options).toMatchObject({ startIndex });
	});

	it('shows previous, next and Pause/Play, which work by click and the arrow keys', async () => {
		const root = stubBrowser();
		const { enhanceCarousel } = await import('../../../src/browser/home/carousel-embla.ts');
		enhanceCarousel(root);
		const buttons = [...root.querySelectorAll('button')];
		expect(buttons.map((button) => button.hidden)).toEqual([false, false, false]);
		buttons[1]!.click();
		buttons[0]!.click();
		const viewport = root.querySelector('[data-carousel-viewport]')!;
		viewport.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
		viewport.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
		expect(embla.scrolled).toEqual(['next', 'prev', 'next', 'prev']);
		report(true);
		buttons[2]!.click();
		expect(embla.autoplay.playing).toBe(false);
		expect(buttons[2]!.getAttribute('aria-label')).toBe('Play Popular Courses');
	});

	it('hides the buttons and never plays when every card fits (one snap)', async () => {
		const root = stubBrowser();
		embla.snaps = [0];
		const { enhanceCarousel } = await import('../../../src/browser/home/carousel-embla.ts');
		enhanceCarousel(root);
		report(true);
		expect([...root.querySelectorAll('button')].every((button) => button.hidden)).toBe(true);
		expect(embla.autoplay.playing).toBe(false);
		embla.snaps = [0, 1];
		embla.handlers['reInit']!();
		expect(embla.autoplay.playing).toBe(true);
	});

	it('a swipe stops autoplay until Play', async () => {
		const root = stubBrowser();
		const { enhanceCarousel } = await import('../../../src/browser/home/carousel-embla.ts');
		enhanceCarousel(root);
		report(true);
		embla.handlers['pointerDown']!();
		expect(embla.autoplay.playing).toBe(false);
		expect(root.querySelector('[data-carousel-toggle]')!.textContent).toBe('Play');
	});

	it('does not autoplay with reduced motion', async () => {
		const root = stubBrowser({ reducedMotion: true });
		const { enhanceCarousel } = await import('../../../src/browser/home/carousel-embla.ts');
		enhanceCarousel(root);
		report(true);
		expect(embla.autoplay.playing).toBe(false);
		expect(root.querySelector('[data-carousel-toggle]')!.getAttribute('aria-label')).toBe(
			'Play Popular Courses',
		);
	});

	it('enhanced late, advances once when 7000 ms from coming on screen are up, then leaves the rhythm to the plugin', async () => {
		vi.useFakeTimers();
		try {
			const root = stubBrowser();
			const { enhanceCarousel } = await import('../../../src/browser/home/carousel-embla.ts');
			enhanceCarousel(root, { firstAdvanceMs: 3000 });
			report(true);
			vi.advanceTimersByTime(2999);
			expect(embla.scrolled).toEqual([]);
			vi.advanceTimersByTime(1);
			expect(embla.scrolled).toEqual(['next', 'reset']);
		} finally {
			vi.useRealTimers();
		}
	});

	it('enhanced late but paused (pointer over it), skips that first advance', async () => {
		vi.useFakeTimers();
		try {
			const root = stubBrowser();
			const { enhanceCarousel } = await import('../../../src/browser/home/carousel-embla.ts');
			enhanceCarousel(root, { firstAdvanceMs: 3000 });
			vi.advanceTimersByTime(3000);
			expect(embla.scrolled).toEqual([]);
		} finally {
			vi.useRealTimers();
		}
	});
});
