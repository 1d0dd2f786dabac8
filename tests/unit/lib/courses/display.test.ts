import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import {
	BUILD_CACHE_TOKEN,
	COURSE_FALLBACK_IMAGE,
	cacheBustedUrl,
	courseCardImage,
	courseDialogId,
	courseImage,
} from '../../../../src/lib/courses/display.ts';

describe('cacheBustedUrl', () => {
	it.each([
		['no query', 'https://cdn.example/a.svg', 'https://cdn.example/a.svg?cb=t1'],
		['existing query', 'https://cdn.example/a.svg?v=2', 'https://cdn.example/a.svg?v=2&cb=t1'],
		['trailing ?', 'https://cdn.example/a.svg?', 'https://cdn.example/a.svg?cb=t1'],
		['trailing &', 'https://cdn.example/a.svg?v=2&', 'https://cdn.example/a.svg?v=2&cb=t1'],
		['fragment kept last', 'https://cdn.example/a.svg#top', 'https://cdn.example/a.svg?cb=t1#top'],
		['query and fragment', '/img/a.png?w=480#x', '/img/a.png?w=480&cb=t1#x'],
	])('%s', (_name, url, expected) => {
		expect(cacheBustedUrl(url, 't1')).toBe(expected);
	});

	it('encodes the token', () => {
		expect(cacheBustedUrl('/a.png', 'a b')).toBe('/a.png?cb=a%20b');
	});
});

describe('courseImage', () => {
	it.each([
		['own image, busted', '/assets/jee.svg', '/assets/jee.svg?cb=t1'],
		['thumbnail with a query', '/assets/neet.svg?v=2', '/assets/neet.svg?v=2&cb=t1'],
		['missing → fallback, not busted', null, '/images/course-fallback.svg'],
	])('%s', (_name, imageUrl, expected) => {
		expect(courseImage({ imageUrl }, 't1')).toBe(expected);
	});

	it('the fallback is a file under public/', () => {
		expect(existsSync(new URL(`../../../../public${COURSE_FALLBACK_IMAGE}`, import.meta.url))).toBe(
			true,
		);
	});
});

it('draws one URL-safe build token per build', () => {
	expect(BUILD_CACHE_TOKEN).toMatch(/^[a-z0-9]{6,}$/);
});

it('gives each course a distinct dialog id', () => {
	expect(courseDialogId({ id: 701 })).toBe('course-701-details');
	expect(courseDialogId({ id: 701 })).not.toBe(courseDialogId({ id: 702 }));
});

describe('courseCardImage', () => {
	const JEE = 'https://lms.example/assets/course-jee.png';
	const LOGO = 'https://lms.example/assets/course-logo.svg';
	const images = {
		[JEE]: {
			width: 1200,
			height: 800,
			variants: [
				{ width: 480, path: '/_img/aa11-480.webp' },
				{ width: 960, path: '/_img/aa11-960.webp' },
			],
		},
		[LOGO]: { width: 0, height: 0, variants: [], inline: 'data:image/svg+xml,%3Csvg%2F%3E' },
	};
	it.each([
		// The build's copies: no cache-busting, no request to the institute's host on a repeat visit.
		[
			'optimised widths',
			JEE,
			{
				src: '/_img/aa11-480.webp',
				srcset: '/_img/aa11-480.webp 480w, /_img/aa11-960.webp 960w',
				sizes: expect.any(String),
			},
		],
		['a small SVG, inlined', LOGO, { src: 'data:image/svg+xml,%3Csvg%2F%3E' }],
		// No copy: the original, cache-busted as the spec asks.
		[
			'an image the build has no copy of',
			'https://lms.example/assets/other.png',
			{ src: 'https://lms.example/assets/other.png?cb=t1' },
		],
		['no image', null, { src: '/images/course-fallback.svg' }],
	])('%s', (_name, imageUrl, expected) => {
		expect(courseCardImage({ imageUrl }, images, 't1')).toEqual(expected);
	});
});
