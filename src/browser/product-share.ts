/**
 * The Share button of the product detail screen (`[data-share]`, its link in `data-share-url`):
 * on a phone with the Web Share API the share sheet opens; otherwise the link goes to the
 * clipboard and a notice says so (src/lib/products/share.ts). Vanilla: the detail page ships no
 * React. The link is read at click time, so the `/product?proc=` template can be filled later.
 */
import { SHARE_TEXTS, shareMethod } from '../lib/products/share.ts';
import { ensureNoticeRegion, showNotice } from './content/notice.ts';

/** What a Share click came to. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

function supportFor(data: ShareData) {
	const canShare = typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true);
	// jsdom and old browsers have no matchMedia: treat them as a desktop.
	const coarsePointer = window.matchMedia?.('(pointer: coarse)').matches ?? false;
	return { canShare, coarsePointer };
}

/** Shares `url` (titled `title`) the way the device suits, telling the visitor about a copy. */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
	const data: ShareData = { title, url };
	if (shareMethod(supportFor(data)) === 'share-sheet') {
		try {
			await navigator.share(data);
			return 'shared';
		} catch (error) {
			if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
			// Refused for another reason (a policy, no activation): copying still gets the link out.
		}
	}
	try {
		await navigator.clipboard.writeText(url);
		showNotice(SHARE_TEXTS.copied, 'success');
		return 'copied';
	} catch {
		showNotice(SHARE_TEXTS.copyFailed);
		return 'failed';
	}
}

/** Makes every Share button under `root` live (once each) and shows it. */
export function startShare(root: ParentNode): void {
	const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-share]:not([data-live])')];
	if (buttons.length === 0) return;
	ensureNoticeRegion();
	for (const button of buttons) {
		button.toggleAttribute('data-live', true);
		button.addEventListener('click', () => {
			const url = button.dataset['shareUrl'];
			const title = button
				.closest('[data-product-detail]')
				?.querySelector('[data-detail-title]')
				?.textContent?.trim();
			if (url) void shareLink(url, title || document.title);
		});
	}
}
