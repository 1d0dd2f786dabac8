import { describe, expect, it } from 'vitest';
import { allFaqs, faqCategories, faqGroups } from '../../../../src/lib/faqs/faqs.ts';
import { sanitizeHtml } from '../../../../src/server/html/sanitize.ts';
import type { FaqCategory } from '../../../../src/lib/lms/types.ts';
import { siteFixture } from '../../fixtures/site.ts';

const general: FaqCategory = {
	name: 'GENERAL FAQs',
	faqs: [
		{
			id: 1,
			categoryId: 1,
			categoryName: 'GENERAL FAQs',
			question: 'Board?',
			answer: '<b>CBSE</b><img src=x onerror=alert(1)>',
			order: 1,
		},
		{
			id: 2,
			categoryId: 1,
			categoryName: 'GENERAL FAQs',
			question: '  ',
			answer: 'dropped',
			order: 2,
		},
		{
			id: 3,
			categoryId: 1,
			categoryName: 'GENERAL FAQs',
			question: 'Login?',
			answer: null,
			order: 3,
		},
	],
};

describe('faqCategories', () => {
	it.each([
		['no categories', []],
		['only empty categories', [{ name: 'Student', faqs: [] }]],
	])('%s → the samples', (_case, categories) => {
		expect(
			faqCategories(siteFixture({ faqCategories: categories })).map((group) => group.name),
		).toEqual(['Student', 'Teacher']);
	});

	it("the institute's own, e.g. keyed 'GENERAL FAQs'", () => {
		expect(
			faqCategories(siteFixture({ faqCategories: [general, { name: 'Empty', faqs: [] }] })),
		).toEqual([general]);
	});
});

describe('faqGroups and allFaqs', () => {
	it('sanitises, drops entries without a question, keeps order', () => {
		expect(faqGroups([general], sanitizeHtml)).toEqual([
			{
				name: 'GENERAL FAQs',
				entries: [
					{
						id: 1,
						question: 'Board?',
						answer: '<b>CBSE</b><img src="x" loading="lazy" decoding="async">',
					},
					{ id: 3, question: 'Login?', answer: '' },
				],
			},
		]);
	});

	it('lists every FAQ in page order for the JSON-LD', () => {
		expect(allFaqs(faqCategories(siteFixture({}))).map((faq) => faq.id)).toEqual([
			101, 103, 104, 105, 201, 202, 203,
		]);
	});
});
