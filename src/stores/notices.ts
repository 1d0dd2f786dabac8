/**
 * Messages for the visitor raised outside any island (a forced logout, say), shown by whichever
 * toaster the page has. Not persisted: a notice belongs to the page that raised it.
 */
import { atom } from 'nanostores';

export type NoticeKind = 'error' | 'info' | 'success' | 'warning' | 'default';

export interface Notice {
	id: number;
	kind: NoticeKind;
	text: string;
}

export const $notices = atom<Notice[]>([]);

let nextId = 1;

/** Queues a notice; blank text is ignored (a 403 may come without a message). */
export function notify(kind: NoticeKind, text: string): void {
	if (!text.trim()) return;
	$notices.set([...$notices.get(), { id: nextId++, kind, text }]);
}

/** Removes a notice once it has been shown. */
export function dismissNotice(id: number): void {
	$notices.set($notices.get().filter((notice) => notice.id !== id));
}
