/**
 * scripts/lib/images/image-uses.ts: every institute image a tenant's pages show, with the slots
 * it is shown in (one address in two places gets both), and nothing for absent images.
 */
import { describe, expect, it } from 'vitest';
import { imageUses } from '../../../../scripts/lib/images/image-uses.ts';
import { siteFixture } from '../../fixtures/site.ts';
import { productDetailFixture, productFixture } from '../../fixtures/product.ts';

const cdn = (name: string) => `https://cdn.example.in/${name}`;

describe('imageUses', () => {
	it('lists each image once with all its slots', () => {
		const site = siteFixture({
			logoUrl: cdn('logo.png'),
			slides: [
				{ id: 1, imageUrl: cdn('slide.jpg'), name: null, content: null },
				{ id: 2, imageUrl: null, name: null, content: null },
			],
			popUpImageUrl: cdn('popup.jpg'),
			testimonials: [{ id: 1, imageUrl: cdn('face.jpg'), name: null, content: null, rating: 5 }],
			popularCourses: [
				{
					id: 1,
					courseType: null,
					name: 'JEE',
					shortDescription: null,
					descriptionHtml: null,
					imageUrl: cdn('course.jpg'),
				},
			],
			products: [productFixture({ photoUrl: cdn('product.jpg') })],
			productDetails: [productDetailFixture({ photoUrl: cdn('product.jpg') })],
			about: {
				id: 1,
				title: null,
				route: 'about-us',
				bannerImageUrl: cdn('slide.jpg'),
				html: null,
				status: null,
				inNavbar: false,
			},
		});
		expect(
			Object.fromEntries([...imageUses(site)].map(([url, slots]) => [url, [...slots]])),
		).toEqual({
			[cdn('logo.png')]: ['logo'],
			[cdn('slide.jpg')]: ['banner'],
			[cdn('popup.jpg')]: ['popup'],
			[cdn('face.jpg')]: ['avatar'],
			[cdn('course.jpg')]: ['card'],
			[cdn('product.jpg')]: ['card', 'detail'],
		});
	});

	it('takes the institute’s logo when the home data has none, and nothing else without images', () => {
		const site = siteFixture({ institute: { logoUrl: cdn('m1-logo.png') } });
		expect([...imageUses(site).keys()]).toEqual([cdn('m1-logo.png')]);
	});
});
