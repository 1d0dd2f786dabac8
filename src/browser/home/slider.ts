/**
 * The home banner carousel (spec sections 2 "Home" and 9): embla-carousel's vanilla core, one
 * banner per view, autoplay every 7000 ms, previous/next, one button per slide, Pause/Play.
 * Without this script the slides stay a CSS scroll-snap strip, so every banner is still reachable;
 * hero.ts loads it at the visitor's first touch or a few seconds after the page shows it.
 *
 * Autoplay follows the WAI-ARIA carousel pattern: it never starts with prefers-reduced-motion, it
 * pauses while the pointer is over the carousel or focus is inside it, and the Pause/Play button
 * records the visitor's choice. While it runs, slide changes are not announced (aria-live off).
 */
import EmblaCarousel from 'embla-carousel';
import { CAROUSEL_AUTOPLAY_MS } from '../../lib/home/carousel.ts';

function required<T extends Element>(root: ParentNode, selector: string): T {
	const element = root.querySelector<T>(selector);
	if (!element) throw new Error(`slider: missing ${selector}`);
	return element;
}

/** When the slider was enhanced (hero.ts loads this module later than the page). */
export interface SliderOptions {
	/** Milliseconds until the first autoplay advance (then every 7000 ms). */
	firstAdvanceMs?: number;
}

/** Turns one `[data-slider]` section into a carousel; a single banner needs nothing. */
export function initSlider(root: HTMLElement, options: SliderOptions = {}): void {
	const viewport = required<HTMLElement>(root, '[data-slider-viewport]');
	const track = required<HTMLElement>(root, '[data-slider-track]');
	const slides = [...track.querySelectorAll<HTMLElement>('[data-slider-slide]')];
	if (slides.length < 2) return;
	const prev = required<HTMLButtonElement>(root, '[data-slider-prev]');
	const next = required<HTMLButtonElement>(root, '[data-slider-next]');
	const toggle = required<HTMLButtonElement>(root, '[data-slider-toggle]');
	const toggleText = required<HTMLElement>(toggle, '[data-slider-toggle-text]');
	const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-slider-dot]')];
	const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;

	// Keep the banner the visitor already scrolled to before the script ran.
	const startIndex = Math.round(viewport.scrollLeft / Math.max(1, viewport.clientWidth));
	root.classList.add('is-enhanced');
	viewport.scrollLeft = 0;
	const embla = EmblaCarousel(viewport, { loop: true, startIndex, duration: 30 });

	let playing = !reducedMotion;
	// Enhanced at a touch, the pointer or focus may already be inside it.
	let hovered = root.matches(':hover');
	let focused = root.contains(document.activeElement);
	let timer: ReturnType<typeof setTimeout> | undefined;
	// The first advance keeps the rhythm that started when the slider came on screen.
	let delay = options.firstAdvanceMs ?? CAROUSEL_AUTOPLAY_MS;

	const go = (index: number) => embla.scrollTo(index, reducedMotion);

	function schedule() {
		clearTimeout(timer);
		const running = playing && !hovered && !focused;
		track.setAttribute('aria-live', running ? 'off' : 'polite');
		if (running) timer = setTimeout(() => embla.scrollNext(reducedMotion), delay);
	}

	function render() {
		const selected = embla.selectedScrollSnap();
		slides.forEach((slide, index) => {
			slide.inert = index !== selected;
		});
		dots.forEach((dot, index) => {
			if (index === selected) dot.setAttribute('aria-current', 'true');
			else dot.removeAttribute('aria-current');
		});
		schedule();
	}

	function setPlaying(value: boolean) {
		playing = value;
		toggle.dataset['playing'] = String(value);
		toggleText.textContent = value ? 'Pause' : 'Play';
		schedule();
	}

	prev.addEventListener('click', () => embla.scrollPrev(reducedMotion));
	next.addEventListener('click', () => embla.scrollNext(reducedMotion));
	dots.forEach((dot, index) => dot.addEventListener('click', () => go(index)));
	toggle.addEventListener('click', () => setPlaying(!playing));
	viewport.addEventListener('keydown', (event) => {
		if (event.key === 'ArrowLeft') embla.scrollPrev(reducedMotion);
		else if (event.key === 'ArrowRight') embla.scrollNext(reducedMotion);
		else return;
		event.preventDefault();
	});
	root.addEventListener('pointerenter', (event) => {
		if (event.pointerType === 'mouse') {
			hovered = true;
			schedule();
		}
	});
	root.addEventListener('pointerleave', () => {
		hovered = false;
		schedule();
	});
	root.addEventListener('focusin', () => {
		focused = true;
		schedule();
	});
	root.addEventListener('focusout', (event) => {
		if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
		focused = false;
		schedule();
	});
	embla.on('select', () => {
		delay = CAROUSEL_AUTOPLAY_MS;
		render();
	});

	for (const control of [prev, next, toggle, ...dots]) control.hidden = false;
	required<HTMLElement>(root, '[data-slider-dots]').hidden = false;
	setPlaying(playing);
	render();
}
