import { describe, expect, it } from 'vitest';
import { REFERENCE_TEXTS, referenceTarget } from '../../../../src/lib/products/reference.ts';

const PAGES = {
	2001: '/product/a-and-b-c-2001',
	2002: '/product/neet-notes-2002',
};
const INSTITUTE = 101;

describe('referenceTarget', () => {
	it.each([
		['no query', '', { kind: 'list' }],
		['another parameter only', '?page=2', { kind: 'list' }],
		['an empty reference', '?proc=', { kind: 'not-found' }],
		['a reference without ids', '?proc=nonsense', { kind: 'not-found' }],
		['words where the ids go', '?proc=a_b_c', { kind: 'not-found' }],
		['a number without title shape', '?proc=_12_', { kind: 'not-found' }],
		['one id only', '?proc=Notes_2001', { kind: 'not-found' }],
		[
			'a known product of this institute',
			'?proc=NEET%20Notes_2002_101',
			{
				kind: 'page',
				path: '/product/neet-notes-2002',
			},
		],
		[
			'an encoded title with _ and &',
			'?proc=A%26B_C_2001_101',
			{
				kind: 'page',
				path: '/product/a-and-b-c-2001',
			},
		],
		['an empty title', '?proc=_2002_101', { kind: 'page', path: '/product/neet-notes-2002' }],
		[
			'a known id of another institute',
			'?proc=NEET%20Notes_2002_202',
			{
				kind: 'runtime',
				reference: 'NEET Notes_2002_202',
			},
		],
		[
			'an unknown id',
			'?proc=Physics%20%26%20Maths_3001_101',
			{
				kind: 'runtime',
				reference: 'Physics & Maths_3001_101',
			},
		],
		[
			'an unknown id with spaces around',
			'?proc=%20%20Physics_3001_101%20',
			{
				kind: 'runtime',
				reference: 'Physics_3001_101',
			},
		],
		[
			'an unknown id with a + space',
			'?proc=Physics+Notes_3001_101',
			{
				kind: 'runtime',
				reference: 'Physics Notes_3001_101',
			},
		],
	])('%s (%s)', (_name, search, expected) => {
		expect(referenceTarget(search, PAGES, INSTITUTE)).toEqual(expected);
	});

	it('asks P8 for every product when the site has no pages', () => {
		expect(referenceTarget('?proc=NEET%20Notes_2002_101', {}, INSTITUTE)).toEqual({
			kind: 'runtime',
			reference: 'NEET Notes_2002_101',
		});
	});
});

describe('REFERENCE_TEXTS', () => {
	it('pins the texts of the reference screen', () => {
		expect(REFERENCE_TEXTS).toEqual({
			loading: 'Loading product…',
			notFoundHeading: 'Product not found',
			notFound:
				'This product is not available. The link may be incomplete, or the product may have been withdrawn.',
			backToList: 'See all products',
			retry: 'Try again',
		});
	});
});
