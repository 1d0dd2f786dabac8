/**
 * The toasts' timings, shared by the React toasts and the vanilla notice (import-free, so a
 * vanilla module pulls no React). The failure screen's are in failure.ts.
 */

/** How long a toast stays (spec sections 8 and 9). */
export const TOAST_DURATION_MS = 3000;

/** Distance a toast must be dragged sideways to be dismissed. */
export const TOAST_SWIPE_DISMISS_PX = 80;
