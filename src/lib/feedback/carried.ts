/**
 * Where notices wait for the next page of the tab (src/stores/notices.ts `carryNotices`), and
 * whether any wait: a module of its own so that every page's header can ask without carrying the
 * notices store (and the islands' chunk it belongs to).
 */
import { readItem } from '../storage/web-storage.ts';

/** The sessionStorage key of carried notices (this tab only). */
export const CARRIED_KEY = 'carried-notices';

/** Whether an earlier page of this tab left notices for this one. */
export function noticesWaiting(): boolean {
	return readItem('sessionStorage', CARRIED_KEY) !== null;
}
