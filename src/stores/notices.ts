/**
 * Messages for the visitor raised outside any island (a forced logout, say), shown by whichever
 * toaster the page has. Not persisted: a notice belongs to the page that raised it, except when
 * that page is leaving at once (the dashboard's guard after a 403, a login, a registration, a
 * logout): `carryNotices` hands the waiting notices to the next page of the same tab, which shows
 * them as it starts (`takeCarriedNotices`, `restoreCarriedNotices`).
 */
import { atom } from 'nanostores';
import { CARRIED_KEY, noticesWaiting } from '../lib/feedback/carried.ts';
import { NETWORK_ERROR_TEXT } from '../lib/lms/error-text.ts';
import { isOffline } from '../lib/offline/rules.ts';

export type NoticeKind = 'error' | 'info' | 'success' | 'warning' | 'default';

export interface Notice {
	id: number;
	kind: NoticeKind;
	text: string;
}

const KINDS: readonly string[] = ['error', 'info', 'success', 'warning', 'default'];

let nextId = 1;
/** This page carried its notices away: it is the one leaving, not the next page. */
let leaving = false;

const isCarried = (value: unknown): value is Omit<Notice, 'id'> => {
	const entry = value as Partial<Notice> | null;
	return (
		typeof entry === 'object' &&
		entry !== null &&
		typeof entry.kind === 'string' &&
		KINDS.includes(entry.kind) &&
		typeof entry.text === 'string'
	);
};

export const $notices = atom<Notice[]>([]);

/**
 * Queues a notice; blank text is ignored (a 403 may come without a message), and so is the
 * network-error text while the browser is offline: the page's offline notice already says so,
 * and each island tries again by itself once the connection is back.
 */
export function notify(kind: NoticeKind, text: string): void {
	if (!text.trim()) return;
	if (text === NETWORK_ERROR_TEXT && isOffline()) return;
	$notices.set([...$notices.get(), { id: nextId++, kind, text }]);
}

/** Removes a notice once it has been shown. */
export function dismissNotice(id: number): void {
	$notices.set($notices.get().filter((notice) => notice.id !== id));
}

/**
 * The page is leaving at once (a redirect): the notices still waiting are shown by the next page
 * of this tab instead of going down with this one, and so are taken off this page's queue (a
 * toast here would flash and then show again there).
 */
export function carryNotices(): void {
	leaving = true;
	const waiting = $notices.get().map(({ kind, text }) => ({ kind, text }));
	if (waiting.length === 0) return;
	try {
		sessionStorage.setItem(CARRIED_KEY, JSON.stringify(waiting));
		$notices.set([]);
	} catch {
		// Storage unavailable: the notices go with the page, as before.
	}
}

/** Whether the previous page of this tab carried notices over (cheap: every page asks). */
export function hasCarriedNotices(): boolean {
	return !leaving && noticesWaiting();
}

/**
 * What the previous page of this tab carried over (`carryNotices`), once: the next call finds
 * nothing. Storage that is unavailable, or a foreign value, carries nothing; so does the leaving
 * page itself (a panel showing its toaster once the session ended leaves them to the next page).
 */
export function takeCarriedNotices(): Array<Omit<Notice, 'id'>> {
	if (leaving) return [];
	let list: unknown;
	try {
		const stored = sessionStorage.getItem(CARRIED_KEY);
		if (stored === null) return [];
		sessionStorage.removeItem(CARRIED_KEY);
		list = JSON.parse(stored);
	} catch {
		return [];
	}
	return Array.isArray(list) ? list.filter(isCarried) : [];
}

/**
 * Queues what the previous page of this tab carried over, once, for a toaster to show. The site
 * header and the dashboard frame show them as plain notices instead (src/browser/carried-notices.ts),
 * so every page shows them alike, toaster or not.
 */
export function restoreCarriedNotices(): void {
	for (const { kind, text } of takeCarriedNotices()) notify(kind, text);
}
