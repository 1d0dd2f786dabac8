/**
 * Built-in sample FAQs (spec section 2): shown when the institute has none. Categories follow the
 * spec's samples, 1 Student and 2 Teacher.
 */
import type { FaqCategory } from '../lms/types.ts';

type Entry = [question: string, answer: string];

const category = (id: number, name: string, entries: Entry[]): FaqCategory => ({
	name,
	faqs: entries.map(([question, answer], index) => ({
		id: id * 100 + index + 1,
		categoryId: id,
		categoryName: name,
		question,
		answer: `<p>${answer}</p>`,
		order: index + 1,
	})),
});

/** The sample categories, in order. */
export const SAMPLE_FAQ_CATEGORIES: readonly FaqCategory[] = [
	category(1, 'Student', [
		[
			'How do I register as a student?',
			'Open the Register page, fill in your name, mobile number, email and a password, choose your course and confirm the one-time password sent to your mobile number.',
		],
		[
			'How do I buy a course or product?',
			'Open Products, add what you need to the cart, log in and select Proceed to pay. Purchased products are assigned to your account within one hour.',
		],
		[
			'Where can I find the products I have purchased?',
			'Log in and open My Orders in your dashboard to see every product you have purchased with its purchase and expiry dates.',
		],
		[
			'I forgot my password. What should I do?',
			'Select Forgot Password on the login page and enter your registered mobile number. A new password will be sent to that number.',
		],
	]),
	category(2, 'Teacher', [
		[
			'How can I join as a teacher?',
			'Send your details through the Contact Us page with the subjects and classes you teach, and our team will get in touch with you.',
		],
		[
			'How do teachers access their classes?',
			'Teachers use the login details provided by the institute administrator to manage their classes, tests and study material.',
		],
		[
			'Whom should I contact for technical help?',
			'Please write to the institute using the email address or phone number on the Contact Us page.',
		],
	]),
];
