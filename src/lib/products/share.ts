/**
 * The detail page's Share action (issue 18): the share sheet on a phone that offers the Web Share
 * API, otherwise the link is copied and a notice says so. Pure rules and texts; the browser part
 * is src/browser/product-share.ts.
 */

/** The Share button's name and the notices of a copy. */
export const SHARE_TEXTS = {
	button: 'Share',
	copied: 'Link copied',
	copyFailed: 'Could not copy the link',
} as const;

/** How a link is shared. */
export type ShareMethod = 'share-sheet' | 'copy';

/** What the browser offers: the Web Share API for this link, and a coarse (touch) pointer. */
export interface ShareSupport {
	canShare: boolean;
	coarsePointer: boolean;
}

/**
 * The share sheet when the browser has one for the link and the device is a phone (coarse
 * pointer); a desktop's share sheet is less handy than the clipboard, so it copies.
 */
export function shareMethod({ canShare, coarsePointer }: ShareSupport): ShareMethod {
	return canShare && coarsePointer ? 'share-sheet' : 'copy';
}
