/**
 * When a home carousel autoplays (WCAG 2.2.2, spec section 9): the visitor's Pause/Play choice,
 * the mouse over it, focus inside it and whether it is on screen, combined by `autoplayRuns`. The
 * gate owns the Pause/Play button's name and state and the live region's politeness; the timer
 * itself is the player's (embla's autoplay plugin), so this logic runs without embla in tests.
 */
import { autoplayRuns, toggleLabel, type AutoplayState } from '../../lib/home/carousel.ts';

/** What the gate drives: embla's autoplay plugin, or a stub. */
export interface AutoplayPlayer {
	play(): void;
	stop(): void;
	isPlaying(): boolean;
}

/** The elements of one carousel the gate reads and updates. */
export interface GateElements {
	/** The whole carousel: pointer and focus inside it pause autoplay. */
	root: HTMLElement;
	/** The Pause/Play button; its text node `[data-carousel-toggle-text]` shows the action. */
	toggle: HTMLButtonElement;
	/** The moving list: announced politely only while autoplay is off. */
	live: HTMLElement;
}

/** A carousel's autoplay switch; every setter re-applies the rule to the player. */
export interface AutoplayGate {
	setVisible(visible: boolean): void;
	setMovable(movable: boolean): void;
	/** The visitor's choice, as the Pause/Play button or a swipe makes it. */
	choose(playing: boolean): void;
	/** Re-applies the rule, e.g. after embla re-created the plugin (resize). */
	apply(): void;
	readonly running: boolean;
}

/** Wires the pointer, focus and button of `elements` to `player`; `name` labels the button. */
export function autoplayGate(
	elements: GateElements,
	player: AutoplayPlayer,
	{ name, reducedMotion }: { name: string; reducedMotion: boolean },
): AutoplayGate {
	const { root, toggle, live } = elements;
	const text = toggle.querySelector<HTMLElement>('[data-carousel-toggle-text]');
	// Reduced motion: never start by itself; the button offers Play.
	const state: AutoplayState = {
		chosen: !reducedMotion,
		hovered: root.matches(':hover'),
		focused: root.contains(document.activeElement),
		visible: false,
		movable: false,
	};

	function apply() {
		const running = autoplayRuns(state);
		if (running && !player.isPlaying()) player.play();
		else if (!running && player.isPlaying()) player.stop();
		live.setAttribute('aria-live', running ? 'off' : 'polite');
		toggle.dataset['playing'] = String(state.chosen);
		toggle.setAttribute('aria-label', toggleLabel(state.chosen, name));
		if (text) text.textContent = state.chosen ? 'Pause' : 'Play';
	}
	const set = (key: keyof AutoplayState, value: boolean) => {
		state[key] = value;
		apply();
	};

	toggle.addEventListener('click', () => set('chosen', !state.chosen));
	// Only a mouse hovers; a touch's pointerenter comes with the tap and leaves with it.
	root.addEventListener('pointerenter', (event) => {
		if (event.pointerType === 'mouse') set('hovered', true);
	});
	root.addEventListener('pointerleave', () => set('hovered', false));
	root.addEventListener('focusin', () => set('focused', true));
	root.addEventListener('focusout', (event) => {
		if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
		set('focused', false);
	});
	apply();

	return {
		setVisible: (visible) => set('visible', visible),
		setMovable: (movable) => set('movable', movable),
		choose: (playing) => set('chosen', playing),
		apply,
		get running() {
			return autoplayRuns(state);
		},
	};
}
