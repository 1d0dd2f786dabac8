/**
 * The empty home (issue 17): every call answered but no slider, testimonials, courses, products or
 * FAQs. It shows the about text, else the FAQs (the samples the institute can use).
 */
import { describe, expect, it } from 'vitest';
import { emptyHomeBody } from '../../../../src/lib/home/empty-home.ts';
import { sanitizeHtml } from '../../../../src/server/html/sanitize.ts';
import type { ContentPage, FaqCategory } from '../../../../src/lib/lms/types.ts';
import { siteFixture } from '../../fixtures/site.ts';

const page = (html: string | null, title: string | null = 'About Greenfield'): ContentPage => ({
	id: 1,
	title,
	route: 'about-us',
	bannerImageUrl: null,
	html,
	status: 'PUBLISHED',
	inNavbar: false,
});

const own: FaqCategory = {
	name: 'GENERAL FAQs',
	faqs: [
		{
			id: 7,
			categoryId: 1,
			categoryName: 'GENERAL FAQs',
			question: 'Which board?',
			answer: 'CBSE',
			order: 1,
		},
	],
};

const questions = (body: ReturnType<typeof emptyHomeBody>) =>
	body.kind === 'faqs' ? body.faqs.map((faq) => faq.question) : [];

describe('emptyHomeBody', () => {
	it('shows the about text, sanitised, under its title', () => {
		const site = siteFixture({ about: page('<p>Since 1998.</p><script>alert(1)</script>') });
		expect(emptyHomeBody(site, sanitizeHtml)).toEqual({
			kind: 'about',
			heading: 'About Greenfield',
			html: '<p>Since 1998.</p>',
		});
	});

	it("an untitled about text is headed 'About Us'", () => {
		const site = siteFixture({ about: page('<p>Since 1998.</p>', null) });
		expect(emptyHomeBody(site, sanitizeHtml)).toMatchObject({ kind: 'about', heading: 'About Us' });
	});

	it.each([
		['no about page', null],
		['an about page without text', page(null)],
		['an about page whose text sanitises to nothing', page('<script>x()</script>')],
	])('%s: the sample FAQs instead', (_case, about) => {
		const body = emptyHomeBody(siteFixture({ about }), sanitizeHtml);
		expect(questions(body)).toEqual([
			'How do I register as a student?',
			'How do I buy a course or product?',
			'Where can I find the products I have purchased?',
			'I forgot my password. What should I do?',
			'How can I join as a teacher?',
			'How do teachers access their classes?',
			'Whom should I contact for technical help?',
		]);
	});

	it('a school-model home gets no sample about registration or products', () => {
		const site = siteFixture({ institute: { schoolModel: true } });
		expect(questions(emptyHomeBody(site, sanitizeHtml))).toEqual([
			'I forgot my password. What should I do?',
			'How can I join as a teacher?',
			'How do teachers access their classes?',
			'Whom should I contact for technical help?',
		]);
	});

	it("the institute's own FAQs come before any sample", () => {
		const site = siteFixture({ faqCategories: [own] });
		expect(questions(emptyHomeBody(site, sanitizeHtml))).toEqual(['Which board?']);
	});
});
