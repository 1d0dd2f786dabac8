/**
 * Texts of offline reading (the spec has none): the page shown for a page never saved, the one
 * notice a page shows while offline, and what stands in for a part that needs the internet.
 */

/** The offline page's heading. */
export const OFFLINE_HEADING = 'You are offline';

/** The offline page's text. */
export const OFFLINE_TEXT =
	'This page has not been saved on this device yet. Connect to the internet and try again.';

/** The offline page's link back to a page that is always saved. */
export const OFFLINE_HOME_LINK = 'Go to the home page';

/** The notice on a saved page opened offline. */
export const OFFLINE_NOTICE = 'You are offline: this is the copy saved on your last visit.';

/** The notice on a page that lost its connection while open (it is no saved copy). */
export const OFFLINE_LATER_NOTICE =
	'You are offline: what needs the internet will load again once you are back online.';

/** In place of a part of the page that could not load offline; it loads by itself once online. */
export const OFFLINE_PART_TEXT = 'This part of the page will load when you are back online.';

/** Next to a form's button while offline: why it cannot send now. */
export const OFFLINE_SEND_TEXT = 'You are offline: you can send this once you are back online.';
