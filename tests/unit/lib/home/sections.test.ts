import { describe, expect, it } from 'vitest';
import {
	cardPriority,
	hasHomeContent,
	homeLcpImage,
	homeSections,
	ratingStars,
	ratingText,
	showsPopularCourses,
	showsPopularProducts,
	testimonialAvatar,
} from '../../../../src/lib/home/sections.ts';
import type { Course, Product } from '../../../../src/lib/lms/types.ts';
import { siteFixture } from '../../fixtures/site.ts';

const course = { id: 1, name: 'Course' } as Course;
const product = { id: 2, title: 'Product' } as Product;

describe('home variants', () => {
	it.each([
		['full store', { elearnEnabled: true, storeEnabled: true, schoolModel: false }, true, true],
		[
			'store-only: no Courses, products follow e-learning (off)',
			{ elearnEnabled: false, storeEnabled: true, schoolModel: false },
			false,
			false,
		],
		[
			'school model hides both',
			{ elearnEnabled: true, storeEnabled: true, schoolModel: true },
			false,
			false,
		],
		[
			'school model without store',
			{ elearnEnabled: false, storeEnabled: false, schoolModel: true },
			false,
			false,
		],
		[
			'no store or e-learning',
			{ elearnEnabled: false, storeEnabled: false, schoolModel: false },
			true,
			false,
		],
	])('%s', (_name, institute, courses, products) => {
		const site = siteFixture({ institute, popularCourses: [course], popularProducts: [product] });
		expect(showsPopularCourses(site)).toBe(courses);
		expect(showsPopularProducts(site)).toBe(products);
		const sections = homeSections(site);
		expect(sections.popularCourses).toEqual(courses ? [course] : []);
		expect(sections.popularProducts).toEqual(products ? [product] : []);
	});

	it('leaves slides without an image out of the slider', () => {
		const site = siteFixture({
			slides: [
				{ id: 1, imageUrl: '/a.svg', name: null, content: null },
				{ id: 2, imageUrl: null, name: 'No image', content: null },
			],
		});
		expect(homeSections(site).slides.map((slide) => slide.id)).toEqual([1]);
	});
});

describe('hasHomeContent', () => {
	const faq = { id: 1, categoryId: null, categoryName: null, question: 'Q', answer: 'A', order: 1 };
	const testimonial = { id: 1, imageUrl: null, name: 'N', content: 'C', rating: 4 };
	it.each([
		['nothing at all', {}, false],
		['only a slide', { slides: [{ id: 1, imageUrl: '/a.svg', name: null, content: null }] }, true],
		['only a FAQ', { homeFaqs: [faq] }, true],
		['only a testimonial', { testimonials: [testimonial] }, true],
		['only a course', { popularCourses: [course] }, true],
		['only a pop-up image (not content)', { popUpImageUrl: '/p.svg' }, false],
	])('%s → %s', (_name, overrides, expected) => {
		expect(hasHomeContent(homeSections(siteFixture(overrides)))).toBe(expected);
	});

	it('a product hidden by the school model is not content', () => {
		const site = siteFixture({ institute: { schoolModel: true }, popularProducts: [product] });
		expect(hasHomeContent(homeSections(site))).toBe(false);
	});
});

describe('star ratings', () => {
	it.each([
		[5, ['full', 'full', 'full', 'full', 'full'], 'Rated 5 out of 5'],
		[4.5, ['full', 'full', 'full', 'full', 'half'], 'Rated 4.5 out of 5'],
		[3.5, ['full', 'full', 'full', 'half', 'empty'], 'Rated 3.5 out of 5'],
		[0.5, ['half', 'empty', 'empty', 'empty', 'empty'], 'Rated 0.5 out of 5'],
		[0, ['empty', 'empty', 'empty', 'empty', 'empty'], 'Rated 0 out of 5'],
		[7, ['full', 'full', 'full', 'full', 'full'], 'Rated 5 out of 5'],
		[-1, ['empty', 'empty', 'empty', 'empty', 'empty'], 'Rated 0 out of 5'],
		[4.3, ['full', 'full', 'full', 'full', 'half'], 'Rated 4.5 out of 5'],
		[Number.NaN, ['empty', 'empty', 'empty', 'empty', 'empty'], 'Rated 0 out of 5'],
	])('%s', (rating, stars, text) => {
		expect(ratingStars(rating)).toEqual(stars);
		expect(ratingText(rating)).toBe(text);
	});
});

describe('testimonial photo', () => {
	it.each([
		['https://cdn.example/t.jpg', 'https://cdn.example/t.jpg'],
		[null, '/images/default-avatar.svg'],
	])('%s → %s', (imageUrl, expected) => {
		expect(testimonialAvatar({ imageUrl })).toBe(expected);
	});
});

describe('card image priority on list pages', () => {
	it.each([
		[0, 'high'],
		[1, 'eager'],
		[3, 'eager'],
		[4, undefined],
		[10, undefined],
	] as const)('card %s → %s', (index, expected) => {
		expect(cardPriority(index)).toBe(expected);
	});
});

describe('homeLcpImage: the first banner, preloaded from the head', () => {
	const url = 'https://i.example/s.jpg';
	const slide = (imageUrl: string) => ({ id: 1, name: 'One', content: '', imageUrl, order: 1 });
	const widths = [360, 480, 640, 800, 960, 1200, 1600, 2400];
	const optimised = {
		[url]: {
			width: 2400,
			height: 840,
			variants: widths.map((width) => ({ width, path: `/_img/s-${width}.webp` })),
		},
	};

	it('is the banner in the widths the slider shows', () => {
		const site = siteFixture({
			slides: [slide(url), slide('https://i.example/2.jpg')],
			images: optimised,
		});
		expect(homeLcpImage(site, homeSections(site))).toEqual({
			src: '/_img/s-1200.webp',
			srcset: '/_img/s-480.webp 480w, /_img/s-800.webp 800w, /_img/s-1200.webp 1200w',
			sizes: '(min-width: 1180px) 1180px, 100vw',
		});
	});

	it('is the original address when the build could not optimise it', () => {
		const site = siteFixture({ slides: [slide(url)], images: {} });
		expect(homeLcpImage(site, homeSections(site))).toEqual({ src: url });
	});

	it('is null on a home without banners', () => {
		const site = siteFixture({ slides: [] });
		expect(homeLcpImage(site, homeSections(site))).toBeNull();
	});
});
