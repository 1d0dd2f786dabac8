/**
 * The home carousels' constants and rules (spec section 9): how many cards one view holds at a
 * width, the autoplay interval, when autoplay may run (WCAG 2.2.2) and the Pause/Play button's
 * name (a slide's is in src/lib/site/accessible-names.ts, in the page's language). Pure:
 * CardList.astro repeats the breakpoints as CSS media queries, the browser modules use the rest.
 */

/** Autoplay interval of the home carousels, banner slider included (spec section 9). */
export const CAROUSEL_AUTOPLAY_MS = 7000;

/** Cards per view up to (and including) each width in CSS px; wider than the last: `WIDEST_PER_VIEW`. */
export const CAROUSEL_BREAKPOINTS: readonly { maxWidth: number; perView: number }[] = [
	{ maxWidth: 464, perView: 1 },
	{ maxWidth: 1024, perView: 2 },
	{ maxWidth: 3000, perView: 4 },
];

/** Cards per view above the last breakpoint (very large screens). */
export const WIDEST_PER_VIEW = 5;

/** How many whole cards a carousel (or a list page's grid row) shows at `width` CSS px. */
export function cardsPerView(width: number): number {
	return CAROUSEL_BREAKPOINTS.find((step) => width <= step.maxWidth)?.perView ?? WIDEST_PER_VIEW;
}

/** Everything that decides whether a carousel advances by itself. */
export interface AutoplayState {
	/** The visitor's choice on the Pause/Play button (initially: play unless reduced motion). */
	chosen: boolean;
	/** The pointer (a mouse) is over the carousel. */
	hovered: boolean;
	/** Keyboard focus is inside the carousel. */
	focused: boolean;
	/** Some of the carousel is on screen. */
	visible: boolean;
	/** There is somewhere to move to: more cards than one view holds. */
	movable: boolean;
}

/** Whether autoplay runs now: chosen, movable, on screen, and neither pointer nor focus inside. */
export function autoplayRuns(state: AutoplayState): boolean {
	return state.chosen && state.movable && state.visible && !state.hovered && !state.focused;
}

/** The Pause/Play button's accessible name: what pressing it does, then the carousel's name. */
export function toggleLabel(playing: boolean, carousel: string): string {
	return `${playing ? 'Pause' : 'Play'} ${carousel}`;
}
