/**
 * Texts of offline reading (the spec has none): the page shown for a page never saved, and the
 * notice on a saved page opened without a connection.
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
