// @vitest-environment jsdom
/**
 * src/browser/home/enhance-later.ts: a home carousel is enhanced at the visitor's first touch, or
 * 4000 ms after it first came on screen; autoplay's first advance stays 7000 ms after that.
 * IntersectionObserver is a stub the test reports through; timers are fake.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceLater, firstAdvanceMs } from '../../../../src/browser/home/enhance-later.ts';

let report: (visible: boolean) => void = () => {};
class StubObserver {
	constructor(callback: IntersectionObserverCallback) {
		report = (visible) =>
			callback([{ isIntersecting: visible } as IntersectionObserverEntry], {} as never);
	}
	observe() {}
	disconnect() {}
}

let root: HTMLElement;
beforeEach(() => {
	vi.useFakeTimers();
	vi.stubGlobal('IntersectionObserver', StubObserver);
	document.body.innerHTML = '<section data-carousel></section>';
	root = document.querySelector('section')!;
});
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe('enhanceLater', () => {
	it('starts 4000 ms after the carousel first came on screen, once, with that moment', () => {
		const start = vi.fn();
		enhanceLater(root, start);
		vi.advanceTimersByTime(60_000);
		expect(start).not.toHaveBeenCalled();
		const shownAt = performance.now();
		report(true);
		report(false);
		report(true);
		vi.advanceTimersByTime(3999);
		expect(start).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(start).toHaveBeenCalledTimes(1);
		expect(start).toHaveBeenCalledWith(shownAt);
		root.dispatchEvent(new Event('pointerdown'));
		vi.advanceTimersByTime(10_000);
		expect(start).toHaveBeenCalledTimes(1);
	});

	it.each(['pointerenter', 'pointerdown', 'touchstart', 'focusin'])(
		'starts at the first %s, off screen or on',
		(type) => {
			const start = vi.fn();
			enhanceLater(root, start);
			root.dispatchEvent(new Event(type));
			root.dispatchEvent(new Event(type));
			expect(start).toHaveBeenCalledTimes(1);
			expect(start).toHaveBeenCalledWith(null);
			report(true);
			vi.advanceTimersByTime(10_000);
			expect(start).toHaveBeenCalledTimes(1);
		},
	);

	it('without IntersectionObserver counts the carousel on screen at once', () => {
		vi.stubGlobal('IntersectionObserver', undefined);
		const start = vi.fn();
		enhanceLater(root, start);
		vi.advanceTimersByTime(4000);
		expect(start).toHaveBeenCalledTimes(1);
	});
});

describe('firstAdvanceMs', () => {
	it.each([
		[null, 10_000, 7000],
		[10_000, 10_000, 7000],
		[10_000, 14_000, 3000],
		[10_000, 17_000, 0],
		[10_000, 30_000, 0],
	])('on screen since %s, now %i → %i ms', (since, now, expected) => {
		expect(firstAdvanceMs(since, now)).toBe(expected);
	});
});
