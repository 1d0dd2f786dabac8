import { describe, expect, it } from 'vitest';
import { runtimeTarget } from '../../../../src/lib/content/location.ts';

describe('runtimeTarget', () => {
	it.each<[string, unknown, string, boolean]>([
		['/about-us', null, 'about-us', false],
		['/more/does-not-exist', null, 'does-not-exist', false],
		['/more/new-page/', null, 'new-page', false],
		['/a/b/privacy-policy', undefined, 'privacy-policy', false],
		['/more/caf%C3%A9', null, 'café', false],
		['/more/%E0%A4', null, '%E0%A4', false],
		['/x', { slug: '/results' }, 'results', false],
		['/x', { slug: 'results', hideBanner: true }, 'results', true],
		['/x', { slug: '' }, 'x', false],
		['/x', { slug: 3 }, 'x', false],
		['/', null, '', false],
	])('%j with state %j → %j', (path, state, slug, hideBanner) => {
		expect(runtimeTarget(path, state)).toEqual({ slug, hideBanner });
	});
});
