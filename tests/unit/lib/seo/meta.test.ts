import { describe, expect, it } from 'vitest';
import {
	clampDescription,
	defaultDescription,
	pageMeta,
	pageTitle,
} from '../../../../src/lib/seo/meta.ts';
import { siteFixture } from '../../fixtures/site.ts';

const tagMap = (site: ReturnType<typeof siteFixture>, input: Parameters<typeof pageMeta>[1]) =>
	Object.fromEntries(pageMeta(site, input).tags.map((tag) => [tag.key, tag.content]));

describe('pageTitle', () => {
	it.each([
		[undefined, 'Demo Academy'],
		['', 'Demo Academy'],
		['Courses', 'Courses | Demo Academy'],
		['  Privacy \n Policy ', 'Privacy Policy | Demo Academy'],
		['Demo Academy', 'Demo Academy'],
	])('%j → %s', (title, expected) => {
		expect(pageTitle(siteFixture({}), title)).toBe(expected);
	});
});

describe('defaultDescription', () => {
	it.each([
		['full store', {}, 'Demo Academy: courses, products, FAQs, about us and contact details.'],
		[
			'store only',
			{ elearnEnabled: false },
			'Demo Academy: products, FAQs, about us and contact details.',
		],
		[
			'school model',
			{ schoolModel: true },
			'Demo Academy: courses, FAQs, about us and contact details.',
		],
	])('%s', (_name, institute, expected) => {
		expect(defaultDescription(siteFixture({ institute }))).toBe(expected);
	});
});

describe('clampDescription', () => {
	it('collapses whitespace', () => {
		expect(clampDescription('  a \n\t b  ')).toBe('a b');
	});
	it('keeps text that fits', () => {
		const text = 'x'.repeat(160);
		expect(clampDescription(text)).toBe(text);
	});
	it('cuts long text at a word boundary with an ellipsis', () => {
		const text = `${'word '.repeat(40)}end.`;
		const clamped = clampDescription(text);
		expect(clamped.length).toBeLessThanOrEqual(160);
		expect(clamped.endsWith('word…')).toBe(true);
	});
	it('cuts a single long word hard', () => {
		expect(clampDescription('y'.repeat(300), 20)).toBe(`${'y'.repeat(19)}…`);
	});
});

describe('pageMeta', () => {
	const site = siteFixture({
		domain: 'sunrise-academy.in',
		institute: { name: 'Sunrise Academy' },
		logoUrl: 'http://127.0.0.1:4010/sandbox/assets/sunrise-logo.svg',
	});

	it('builds title, description, canonical and the OpenGraph/Twitter tags with the logo', () => {
		const meta = pageMeta(site, { title: 'Courses', path: '/courses' });
		expect(meta.title).toBe('Courses | Sunrise Academy');
		expect(meta.canonical).toBe('https://sunrise-academy.in/courses');
		expect(meta.description).toBe(defaultDescription(site));
		expect(tagMap(site, { title: 'Courses', path: '/courses' })).toEqual({
			'og:type': 'website',
			'og:site_name': 'Sunrise Academy',
			'og:title': 'Courses | Sunrise Academy',
			'og:description': defaultDescription(site),
			'og:url': 'https://sunrise-academy.in/courses',
			'og:locale': 'en_IN',
			'og:image': 'http://127.0.0.1:4010/sandbox/assets/sunrise-logo.svg',
			'og:image:alt': 'Sunrise Academy logo',
			'twitter:card': 'summary',
			'twitter:title': 'Courses | Sunrise Academy',
			'twitter:description': defaultDescription(site),
			'twitter:image': 'http://127.0.0.1:4010/sandbox/assets/sunrise-logo.svg',
		});
	});

	it('uses a page image as a large card, resolved against the tenant origin', () => {
		const tags = tagMap(site, {
			title: 'About',
			path: '/about',
			image: '/banner.png',
			type: 'article',
			description: 'About us',
		});
		expect(tags['og:image']).toBe('https://sunrise-academy.in/banner.png');
		expect(tags['og:image:alt']).toBe('About | Sunrise Academy');
		expect(tags['twitter:card']).toBe('summary_large_image');
		expect(tags['og:type']).toBe('article');
		expect(tags['og:description']).toBe('About us');
	});

	it('falls back to the institute logo of M1, then to no image and a summary card', () => {
		const m1Logo = siteFixture({ institute: { logoUrl: 'https://cdn.example/logo.png' } });
		expect(tagMap(m1Logo, { path: '/' })['og:image']).toBe('https://cdn.example/logo.png');
		const none = tagMap(siteFixture({}), { path: '/', image: 'javascript:alert(1)' });
		expect(none['og:image']).toBeUndefined();
		expect(none['twitter:image']).toBeUndefined();
		expect(none['twitter:card']).toBe('summary');
	});

	it('uses the default description when the page passes a blank one', () => {
		expect(pageMeta(site, { path: '/', description: '   ' }).description).toBe(
			defaultDescription(site),
		);
	});
});
