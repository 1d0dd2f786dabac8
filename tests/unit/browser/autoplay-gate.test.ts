// @vitest-environment jsdom
/**
 * The home carousels' autoplay switch (src/browser/home/autoplay-gate.ts) over a stub player: the
 * Pause/Play button, mouse and focus inside, on/off screen, and reduced motion (WCAG 2.2.2).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { autoplayGate, type AutoplayPlayer } from '../../../src/browser/home/autoplay-gate.ts';
import { useBrowserTestSetup } from './support.ts';

useBrowserTestSetup();

const MARKUP = `
	<div data-carousel>
		<ul><li><a href="/course/1">Course</a></li></ul>
		<button data-carousel-toggle><span data-carousel-toggle-text>Pause</span></button>
	</div>
	<a href="/elsewhere" id="outside">Elsewhere</a>`;

class StubPlayer implements AutoplayPlayer {
	playing = false;
	calls: string[] = [];
	play() {
		this.playing = true;
		this.calls.push('play');
	}
	stop() {
		this.playing = false;
		this.calls.push('stop');
	}
	isPlaying() {
		return this.playing;
	}
}

function setUp({ reducedMotion = false } = {}) {
	document.body.innerHTML = MARKUP;
	const root = document.querySelector<HTMLElement>('[data-carousel]')!;
	const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]')!;
	const live = root.querySelector('ul')!;
	const player = new StubPlayer();
	const gate = autoplayGate({ root, toggle, live }, player, {
		name: 'Popular Courses',
		reducedMotion,
	});
	return { root, toggle, live, player, gate };
}

const pointer = (type: string, pointerType: string) => {
	const event = new Event(type);
	Object.defineProperty(event, 'pointerType', { value: pointerType });
	return event;
};

describe('autoplay gate', () => {
	let carousel: ReturnType<typeof setUp>;
	beforeEach(() => {
		carousel = setUp();
	});

	it('waits until the carousel is on screen and movable, then plays', () => {
		const { gate, player, live, toggle } = carousel;
		expect(player.playing).toBe(false);
		gate.setMovable(true);
		expect(player.playing).toBe(false);
		gate.setVisible(true);
		expect(player.playing).toBe(true);
		expect(live.getAttribute('aria-live')).toBe('off');
		expect(toggle.getAttribute('aria-label')).toBe('Pause Popular Courses');
		expect(toggle.textContent).toBe('Pause');
	});

	it('stops off screen and plays again once back', () => {
		const { gate, player } = carousel;
		gate.setMovable(true);
		gate.setVisible(true);
		gate.setVisible(false);
		expect(player.playing).toBe(false);
		gate.setVisible(true);
		expect(player.calls).toEqual(['play', 'stop', 'play']);
	});

	it('never plays when every card fits', () => {
		const { gate, player } = carousel;
		gate.setVisible(true);
		gate.setMovable(false);
		expect(player.calls).toEqual([]);
	});

	it('the Pause button stops it for good and Play restarts it, naming what it does', () => {
		const { gate, player, toggle, live } = carousel;
		gate.setMovable(true);
		gate.setVisible(true);
		toggle.click();
		expect(player.playing).toBe(false);
		expect(toggle.getAttribute('aria-label')).toBe('Play Popular Courses');
		expect(toggle.textContent).toBe('Play');
		expect(toggle.dataset['playing']).toBe('false');
		expect(live.getAttribute('aria-live')).toBe('polite');
		gate.setVisible(false);
		gate.setVisible(true);
		expect(player.playing).toBe(false);
		toggle.click();
		expect(player.playing).toBe(true);
		expect(toggle.getAttribute('aria-label')).toBe('Pause Popular Courses');
	});

	it('pauses while a mouse is over it, not for a touch', () => {
		const { gate, player, root } = carousel;
		gate.setMovable(true);
		gate.setVisible(true);
		root.dispatchEvent(pointer('pointerenter', 'touch'));
		expect(player.playing).toBe(true);
		root.dispatchEvent(pointer('pointerenter', 'mouse'));
		expect(player.playing).toBe(false);
		root.dispatchEvent(pointer('pointerleave', 'mouse'));
		expect(player.playing).toBe(true);
	});

	it('pauses while focus is inside, also moving between its elements, and resumes when it leaves', () => {
		const { gate, player, root } = carousel;
		gate.setMovable(true);
		gate.setVisible(true);
		root.querySelector('a')!.focus();
		expect(player.playing).toBe(false);
		root.querySelector('button')!.focus();
		expect(player.playing).toBe(false);
		document.querySelector<HTMLElement>('#outside')!.focus();
		expect(player.playing).toBe(true);
	});

	it('a swipe (choose) stops it like the Pause button', () => {
		const { gate, player, toggle } = carousel;
		gate.setMovable(true);
		gate.setVisible(true);
		gate.choose(false);
		expect(player.playing).toBe(false);
		expect(toggle.getAttribute('aria-label')).toBe('Play Popular Courses');
	});

	it('re-applies after the player was re-created (embla reInit)', () => {
		const { gate, player } = carousel;
		gate.setMovable(true);
		gate.setVisible(true);
		player.playing = false;
		gate.apply();
		expect(player.playing).toBe(true);
	});
});

describe('autoplay gate with reduced motion', () => {
	it('does not start by itself and offers Play', () => {
		const { gate, player, toggle } = setUp({ reducedMotion: true });
		gate.setMovable(true);
		gate.setVisible(true);
		expect(player.calls).toEqual([]);
		expect(gate.running).toBe(false);
		expect(toggle.getAttribute('aria-label')).toBe('Play Popular Courses');
		expect(toggle.dataset['playing']).toBe('false');
	});

	it('plays only when the visitor presses Play', () => {
		const { gate, player, toggle } = setUp({ reducedMotion: true });
		gate.setMovable(true);
		gate.setVisible(true);
		toggle.click();
		// The click focused nothing in jsdom, so nothing else holds it.
		expect(player.playing).toBe(true);
	});
});
