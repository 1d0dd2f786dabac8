import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../bench/baseline/src/router.tsx';

describe('routeOf (the baseline’s client-side routes)', () => {
	it.each([
		['/', { name: 'home' }],
		['/courses', { name: 'courses' }],
		['/courses/', { name: 'courses' }],
		['/product', { name: 'product' }],
		['/faqs', { name: 'faqs' }],
		['/about/', { name: 'about' }],
		['/more/results', { name: 'content', slug: 'results' }],
		['/privacy-policy', { name: 'content', slug: 'privacy-policy' }],
		['/more/caf%C3%A9', { name: 'content', slug: 'café' }],
	])('%s → %j', (path, route) => {
		expect(routeOf(path)).toEqual(route);
	});
});
