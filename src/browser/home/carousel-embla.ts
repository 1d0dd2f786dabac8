/**
 * A home carousel (Popular Courses, Popular Products, Testimonials; spec section 9) as embla's
 * vanilla core with its autoplay plugin: loops, advances one card every 7000 ms, previous/next
 * buttons and arrow keys. src/browser/home/carousel.ts imports it at the visitor's first touch or
 * a few seconds after the carousel comes on screen (enhance-later.ts), so home's JS before
 * interaction stays small; autoplay-gate.ts decides when it plays.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { CAROUSEL_AUTOPLAY_MS } from '../../lib/home/carousel.ts';
import { autoplayGate } from './autoplay-gate.ts';

function required<T extends Element>(root: ParentNode, selector: string): T {
	const element = root.querySelector<T>(selector);
	if (!element) throw new Error(`carousel: missing ${selector}`);
	return element;
}

// The card the visitor scrolled to natively before the script ran stays first.
function scrolledIndex(list: HTMLElement): number {
	const left = list.getBoundingClientRect().left;
	const cards = [...list.children];
	return Math.max(
		0,
		cards.findIndex((card) => card.getBoundingClientRect().left >= left - 1),
	);
}

/** When the carousel was enhanced (carousel.ts loads this module later than the page). */
export interface CarouselOptions {
	/** Milliseconds until the first autoplay advance (then every 7000 ms). */
	firstAdvanceMs?: number;
}

/** Turns one `[data-carousel]` (HomeCarousel.astro) into an autoplaying carousel; returns its embla. */
export function enhanceCarousel(
	root: HTMLElement,
	options: CarouselOptions = {},
): EmblaCarouselType {
	const viewport = required<HTMLElement>(root, '[data-carousel-viewport]');
	const list = required<HTMLElement>(viewport, 'ul');
	const prev = required<HTMLButtonElement>(root, '[data-carousel-prev]');
	const next = required<HTMLButtonElement>(root, '[data-carousel-next]');
	const toggle = required<HTMLButtonElement>(root, '[data-carousel-toggle]');
	const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;

	const startIndex = scrolledIndex(list);
	root.classList.add('is-enhanced');
	list.scrollLeft = 0;
	// The gate alone starts and stops it; a drag stops it through the plugin and the gate hears of it.
	const autoplay = Autoplay({
		delay: CAROUSEL_AUTOPLAY_MS,
		playOnInit: false,
		stopOnInteraction: true,
		stopOnFocusIn: false,
		stopOnMouseEnter: false,
	});
	const embla = EmblaCarousel(viewport, { loop: true, align: 'start', startIndex }, [autoplay]);
	const gate = autoplayGate({ root, toggle, live: list }, autoplay, {
		name: root.dataset['carouselName'] ?? '',
		reducedMotion,
	});

	function follow() {
		const movable = embla.scrollSnapList().length > 1;
		for (const control of [prev, next, toggle]) control.hidden = !movable;
		gate.setMovable(movable);
	}
	prev.addEventListener('click', () => embla.scrollPrev(reducedMotion));
	next.addEventListener('click', () => embla.scrollNext(reducedMotion));
	viewport.addEventListener('keydown', (event) => {
		if (event.key === 'ArrowLeft') embla.scrollPrev(reducedMotion);
		else if (event.key === 'ArrowRight') embla.scrollNext(reducedMotion);
		else return;
		event.preventDefault();
	});
	// A swipe (no mouse over it) is a choice to stop, as the Pause button is.
	embla.on('pointerDown', () => {
		if (!root.matches(':hover')) gate.choose(false);
	});
	embla.on('reInit', follow);
	new IntersectionObserver((entries) => gate.setVisible(entries.at(-1)!.isIntersecting)).observe(
		root,
	);
	follow();
	// The first advance keeps the rhythm that started when the carousel came on screen; the
	// plugin then counts 7000 ms from it.
	const first = options.firstAdvanceMs ?? CAROUSEL_AUTOPLAY_MS;
	if (first < CAROUSEL_AUTOPLAY_MS)
		setTimeout(() => {
			if (!autoplay.isPlaying()) return;
			embla.scrollNext();
			autoplay.reset();
		}, first);
	return embla;
}
