// @vitest-environment jsdom
/**
 * The painted islands' protocol (issue 32 part 1): the page script paints the island's view at
 * once and again on each store change, marks it painted once its data is known, and stops when
 * React starts hydrating (src/browser/paint-island.ts); `client:painted` waits for that mark,
 * then hydrates, and hydrates after the first paint when no script took the island
 * (src/browser/painted-directive.ts).
 */
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paintIsland } from '../../../src/browser/paint-island.ts';
import painted from '../../../src/browser/painted-directive.ts';
import { h } from '../../../src/views/node.ts';
import { $firstPaint } from '../../../src/stores/first-paint.ts';

/** A painted island as Astro renders it, with its server-rendered loading line. */
function island(): HTMLElement {
	document.body.innerHTML =
		'<astro-island ssr client="painted">' +
		'<p role="status">Loading your profile…</p></astro-island>';
	return document.querySelector('astro-island')!;
}

beforeEach(() => {
	document.head.replaceChildren();
	$firstPaint.set(false);
});

describe('paintIsland', () => {
	it('paints at once, repaints on change, marks it painted when ready, stops at hydration', () => {
		const element = island();
		const $state = atom<{ status: 'loading' | 'ready'; name: string }>({
			status: 'loading',
			name: '',
		});
		const seen = vi.fn();
		element.addEventListener('island:painted', seen);
		paintIsland(
			() =>
				h(
					'p',
					{ class: 'line' },
					$state.get().status === 'loading' ? 'Loading…' : $state.get().name,
				),
			[$state],
			() => $state.get().status !== 'loading',
		);
		expect(element.innerHTML).toBe('<p class="line">Loading…</p>');
		expect(element.hasAttribute('data-painting')).toBe(true);
		expect(element.hasAttribute('data-painted')).toBe(false);
		expect($firstPaint.get()).toBe(true);
		$state.set({ status: 'ready', name: 'Aarav Sharma' });
		expect(element.innerHTML).toBe('<p class="line">Aarav Sharma</p>');
		expect(element.hasAttribute('data-painted')).toBe(true);
		expect(seen).toHaveBeenCalledTimes(1);
		element.dispatchEvent(new Event('island:hydrate'));
		$state.set({ status: 'ready', name: 'Changed after React took over' });
		expect(element.textContent).toBe('Aarav Sharma');
		expect(seen).toHaveBeenCalledTimes(1);
	});

	it('does nothing on a page without a painted island', () => {
		document.body.innerHTML = '<astro-island ssr client="load"><p>x</p></astro-island>';
		paintIsland(
			() => h('p', null, 'painted'),
			[],
			() => true,
		);
		expect(document.body.textContent).toBe('x');
		expect($firstPaint.get()).toBe(false);
	});
});

describe('client:painted', () => {
	/** Runs the directive on `element`; resolves to the calls of load and hydrate, in order. */
	function directive(element: HTMLElement) {
		const calls: string[] = [];
		const hydrate = vi.fn(async () => {
			calls.push('hydrate');
		});
		const load = vi.fn(async () => {
			calls.push('load');
			return hydrate;
		});
		void painted(load, { name: 'Panel', value: '' }, element);
		return { calls, load, hydrate };
	}

	it('waits for the paint to be on the screen, then loads and hydrates', async () => {
		const element = island();
		element.setAttribute('data-painting', '');
		const { calls, load } = directive(element);
		await Promise.resolve();
		expect(load).not.toHaveBeenCalled();
		element.setAttribute('data-painted', '');
		element.dispatchEvent(new Event('island:painted'));
		await vi.waitFor(() => expect(calls).toEqual(['load', 'hydrate']));
	});

	it('hydrates at once over an island already painted', async () => {
		const element = island();
		element.setAttribute('data-painting', '');
		element.setAttribute('data-painted', '');
		const { calls } = directive(element);
		await vi.waitFor(() => expect(calls).toEqual(['load', 'hydrate']));
	});

	it('hydrates after the first paint when no page script took the island (none, or it failed to load)', async () => {
		const { calls } = directive(island());
		await vi.waitFor(() => expect(calls).toEqual(['load', 'hydrate']));
	});

	it('tells the painter to stop before React hydrates', async () => {
		const element = island();
		element.setAttribute('data-painted', '');
		const order: string[] = [];
		element.addEventListener('island:hydrate', () => order.push('stop painting'));
		const hydrate = vi.fn(async () => {
			order.push('hydrate');
		});
		void painted(async () => hydrate, { name: 'Panel', value: '' }, element);
		await vi.waitFor(() => expect(order).toEqual(['stop painting', 'hydrate']));
	});
});
