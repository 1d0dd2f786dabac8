/**
 * A frozen page clock for tests of timed behaviour (autoplay, the registration-denied redirect):
 * timers fire only through `clock.runFor`.
 */
import type { Page } from 'playwright/test';

/** Stops the page's clock before it loads: timers (autoplay) fire only through `clock.runFor`. */
export async function freezeClock(page: Page): Promise<void> {
	const start = new Date('2026-01-05T10:00:00Z');
	await page.clock.install({ time: start });
	await page.clock.pauseAt(new Date(start.getTime() + 1000));
}
