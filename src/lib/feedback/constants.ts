/**
 * Feedback texts and timings shared by the React pieces and the vanilla runtime page (import-free,
 * so a vanilla module pulls no React).
 */

/** The generic failure screen's text (spec section 2). */
export const FAILURE_TEXT = 'Something went wrong! Please try after some time.';

/** The failure screen's Reload stays disabled this long after a click (spec section 9). */
export const RELOAD_LOCK_MS = 3000;

/** How long a toast stays (spec sections 8 and 9). */
export const TOAST_DURATION_MS = 3000;

/** Distance a toast must be dragged sideways to be dismissed. */
export const TOAST_SWIPE_DISMISS_PX = 80;
