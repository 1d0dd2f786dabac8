/**
 * The built-in sample FAQs: real questions in the spec's two categories, and never a sample that
 * points to a feature the institute lacks (issue 17).
 */
import { describe, expect, it } from 'vitest';
import { sampleFaqCategories } from '../../../../src/lib/faqs/samples.ts';
import { siteFixture } from '../../fixtures/site.ts';

const REGISTER = 'How do I register as a student?';
const BUY = 'How do I buy a course or product?';
const ORDERS = 'Where can I find the products I have purchased?';
const FORGOT = 'I forgot my password. What should I do?';
const TEACHER = [
	'How can I join as a teacher?',
	'How do teachers access their classes?',
	'Whom should I contact for technical help?',
];

const questions = (site: ReturnType<typeof siteFixture>) =>
	sampleFaqCategories(site).map((group) => [group.name, group.faqs.map((faq) => faq.question)]);

describe('sampleFaqCategories', () => {
	it('are categories 1 Student and 2 Teacher with real questions, answers and unique ids', () => {
		const categories = sampleFaqCategories(siteFixture({}));
		expect(categories.map((group) => [group.faqs[0]?.categoryId, group.name])).toEqual([
			[1, 'Student'],
			[2, 'Teacher'],
		]);
		for (const group of categories) {
			group.faqs.forEach((faq, index) => {
				expect(faq.categoryName).toBe(group.name);
				expect(faq.order).toBe(index + 1);
				expect(faq.question).toMatch(/\?$/);
				expect(faq.answer).toMatch(/^<p>.{40,}<\/p>$/);
			});
		}
		const ids = categories.flatMap((group) => group.faqs.map((faq) => faq.id));
		expect(new Set(ids).size).toBe(ids.length);
	});

	it.each([
		['every feature', {}, {}, [REGISTER, BUY, ORDERS, FORGOT]],
		['school model: no registration, no products', { schoolModel: true }, {}, [FORGOT]],
		['no store: no buying, no orders', { storeEnabled: false }, {}, [REGISTER, FORGOT]],
		[
			'web access off: registration in the app, nothing that needs a website login',
			{},
			{ webAccess: false },
			[REGISTER],
		],
		[
			'school model with web access off: nothing for students',
			{ schoolModel: true },
			{ webAccess: false },
			[],
		],
	])('%s', (_case, institute, webAccess, student) => {
		const site = siteFixture({ institute, webAccess });
		expect(questions(site)).toEqual([
			...(student.length > 0 ? [['Student', student]] : []),
			['Teacher', TEACHER],
		]);
	});

	it.each([
		['the form', {}, 'Open the Register page', 'one-time password'],
		['the app', { webAccess: false }, 'mobile app', 'download'],
	])('registration answer with %s', (_case, webAccess, first, second) => {
		const [student] = sampleFaqCategories(siteFixture({ webAccess }));
		const answers = student!.faqs.filter((faq) => faq.question === REGISTER);
		expect(answers).toHaveLength(1);
		expect(answers[0]!.answer).toContain(first);
		expect(answers[0]!.answer).toContain(second);
	});

	it('a school-model site never mentions the Register page or Products', () => {
		const text = JSON.stringify(
			sampleFaqCategories(siteFixture({ institute: { schoolModel: true } })),
		);
		expect(text).not.toMatch(/Register|Products|My Orders/);
	});
});
