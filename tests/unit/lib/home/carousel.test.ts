import { describe, expect, it } from 'vitest';
import {
	CAROUSEL_AUTOPLAY_MS,
	autoplayRuns,
	cardsPerView,
	toggleLabel,
	type AutoplayState,
} from '../../../../src/lib/home/carousel.ts';

describe('cardsPerView (spec section 9 breakpoints)', () => {
	it.each([
		[320, 1],
		[360, 1],
		[464, 1],
		[465, 2],
		[800, 2],
		[1024, 2],
		[1025, 4],
		[1920, 4],
		[3000, 4],
		[3001, 5],
		[5120, 5],
	])('%i px wide holds %i card(s)', (width, cards) => {
		expect(cardsPerView(width)).toBe(cards);
	});
});

describe('CAROUSEL_AUTOPLAY_MS', () => {
	it('is 7000 ms', () => {
		expect(CAROUSEL_AUTOPLAY_MS).toBe(7000);
	});
});

const RUNNING: AutoplayState = {
	chosen: true,
	hovered: false,
	focused: false,
	visible: true,
	movable: true,
};

describe('autoplayRuns', () => {
	it('runs when chosen, movable and on screen, with neither pointer nor focus inside', () => {
		expect(autoplayRuns(RUNNING)).toBe(true);
	});

	it.each([
		['paused by the visitor', { chosen: false }],
		['the mouse is over it', { hovered: true }],
		['focus is inside it', { focused: true }],
		['it is off screen', { visible: false }],
		['every card fits in view', { movable: false }],
	] as const)('stops while %s', (_, change) => {
		expect(autoplayRuns({ ...RUNNING, ...change })).toBe(false);
	});
});

describe('texts', () => {
	it.each([
		[true, 'Popular Courses', 'Pause Popular Courses'],
		[false, 'Popular Courses', 'Play Popular Courses'],
		[false, 'Testimonials', 'Play Testimonials'],
	])('playing %s: the %s button is named %s', (playing, name, label) => {
		expect(toggleLabel(playing, name)).toBe(label);
	});
});
