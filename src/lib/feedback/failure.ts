/**
 * The failure screen's text and timing, shared by the React failure screen and the vanilla runtime
 * page (import-free). Apart from the toasts' constants: the failure screen ships with every
 * island, the toasts' with the product pages' notice.
 */

/** The generic failure screen's text (spec section 2). */
export const FAILURE_TEXT = 'Something went wrong! Please try after some time.';

/** The failure screen's Reload stays disabled this long after a click (spec section 9). */
export const RELOAD_LOCK_MS = 3000;
