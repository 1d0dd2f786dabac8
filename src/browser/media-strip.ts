/**
 * The thumbnail strip's carousel (src/browser/product-media.ts): embla-carousel's vanilla core for
 * drag and previous/next, as the home slider uses it. It is imported on the visitor's first
 * interaction with the strip (pointer, touch, wheel or focus), not at load: the detail page's
 * budget counts the JS shipped before interaction. Until then the strip scrolls natively.
 */
import type { EmblaCarouselType } from 'embla-carousel';

const FIRST_TOUCH = ['pointerenter', 'pointerdown', 'touchstart', 'wheel', 'focusin'] as const;

/** Makes `viewport` (inside `strip`, with its previous/next buttons) a carousel on first use; returns its teardown. */
export function lazyCarousel(strip: HTMLElement, viewport: HTMLElement): () => void {
	const prev = strip.querySelector<HTMLButtonElement>('[data-media-prev]')!;
	const next = strip.querySelector<HTMLButtonElement>('[data-media-next]')!;
	let loading: Promise<EmblaCarouselType | null> | null = null;
	let carousel: EmblaCarouselType | null = null;
	let gone = false;

	const arrows = (overflows: boolean, canPrev: boolean, canNext: boolean) => {
		for (const arrow of [prev, next]) arrow.hidden = !overflows;
		prev.disabled = !canPrev;
		next.disabled = !canNext;
	};
	const follow = (embla: EmblaCarouselType) => {
		const can = [embla.canScrollPrev(), embla.canScrollNext()] as const;
		arrows(can[0] || can[1], ...can);
	};

	async function start(): Promise<EmblaCarouselType | null> {
		try {
			const { default: EmblaCarousel } = await import('embla-carousel');
			if (gone) return null;
			// Carry over a native scroll: the slide in view (or focused) stays in view.
			const slides = [...viewport.querySelectorAll<HTMLElement>('.media-slide')];
			const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
			const scrolled = slides.findIndex((slide) => slide.offsetLeft >= viewport.scrollLeft);
			strip.classList.add('is-enhanced');
			viewport.scrollLeft = 0;
			const embla = EmblaCarousel(viewport, { align: 'start', containScroll: 'trimSnaps' });
			const snaps = embla.scrollSnapList().length;
			embla.scrollTo(Math.min(Math.max(focused, scrolled, 0), snaps - 1), true);
			embla.on('select', follow).on('reInit', follow).on('resize', follow);
			follow(embla);
			carousel = embla;
			return embla;
		} catch {
			// Without embla the strip keeps scrolling natively (overflow-x: auto).
			strip.classList.remove('is-enhanced');
			return null;
		}
	}
	const load = () => (loading ??= start());

	for (const type of FIRST_TOUCH)
		strip.addEventListener(type, () => void load(), { once: true, passive: true });
	prev.addEventListener('click', () => void load().then((embla) => embla?.scrollPrev()));
	next.addEventListener('click', () => void load().then((embla) => embla?.scrollNext()));
	// Before embla, the arrows show when the thumbnails overflow the strip.
	const overflows = viewport.scrollWidth > viewport.clientWidth + 1;
	arrows(overflows, false, overflows);

	return () => {
		gone = true;
		carousel?.destroy();
	};
}
