/**
 * The states of the `/product?proc=` screen (src/components/products/ProductReference.astro):
 * loading, not found, failed and found, one `[data-reference-state]` block each.
 */

/** The screen's states, each a `[data-reference-state]` block. */
export type ReferenceState = 'loading' | 'not-found' | 'failed' | 'found';

/** Shows the `state` block of the screen and hides the others. */
export function showReferenceState(screen: HTMLElement, state: ReferenceState): void {
	for (const block of screen.querySelectorAll<HTMLElement>('[data-reference-state]')) {
		block.hidden = block.dataset['referenceState'] !== state;
	}
	// The visitor lands on the outcome's heading (a screen reader reads it first).
	if (state !== 'loading') {
		screen.querySelector<HTMLElement>(`[data-reference-state="${state}"] h1`)?.focus();
	}
}
