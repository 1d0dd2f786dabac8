import { describe, expect, it } from 'vitest';
import { SHARE_TEXTS, shareMethod } from '../../../../src/lib/products/share.ts';

describe('shareMethod', () => {
	it.each([
		[true, true, 'share-sheet'],
		[true, false, 'copy'],
		[false, true, 'copy'],
		[false, false, 'copy'],
	])('canShare %s, coarse pointer %s: %s', (canShare, coarsePointer, expected) => {
		expect(shareMethod({ canShare, coarsePointer })).toBe(expected);
	});
});

describe('SHARE_TEXTS', () => {
	it('names the button and the copy notices', () => {
		expect(SHARE_TEXTS).toEqual({
			button: 'Share',
			copied: 'Link copied',
			copyFailed: 'Could not copy the link',
		});
	});
});
