/**
 * Built-in sample FAQs (spec section 2): shown when the institute has none. Categories follow the
 * spec's samples, 1 Student and 2 Teacher. A sample that points to a feature is left out where the
 * institute lacks it (issue 17): no Register page on a school-model site, no Products without the
 * store, no login, purchase or dashboard without web access.
 */
import type { SiteData } from '../site/site-data.ts';
import type { FaqCategory } from '../lms/types.ts';
import { showsProducts, showsStudentEntries } from '../site/navigation.ts';
import { registrationAvailability } from '../validation/register.ts';

interface Sample {
	question: string;
	answer: string;
	/** Whether the institute has what the answer points to; absent: always. */
	shows?: (site: SiteData) => boolean;
}

const registers = (kind: 'form' | 'app-only') => (site: SiteData) =>
	registrationAvailability(site).kind === kind;

const REGISTER_QUESTION = 'How do I register as a student?';

const STUDENT: readonly Sample[] = [
	{
		question: REGISTER_QUESTION,
		answer:
			'Open the Register page, fill in your name, mobile number, email and a password, choose your course and confirm the one-time password sent to your mobile number.',
		shows: registers('form'),
	},
	{
		question: REGISTER_QUESTION,
		answer:
			'Students register in our mobile app. Open the Register page for the link to download it, then sign up in the app.',
		shows: registers('app-only'),
	},
	{
		question: 'How do I buy a course or product?',
		answer:
			'Open Products, add what you need to the cart, log in and select Proceed to pay. Purchased products are assigned to your account within one hour.',
		// Paying needs a login, and with web access off the website refuses it (spec section 8).
		shows: (site) => showsProducts(site) && showsStudentEntries(site),
	},
	{
		question: 'Where can I find the products I have purchased?',
		answer:
			'Log in and open My Orders in your dashboard to see every product you have purchased with its purchase and expiry dates.',
		shows: (site) => showsProducts(site) && showsStudentEntries(site),
	},
	{
		question: 'I forgot my password. What should I do?',
		answer:
			'Select Forgot Password on the login page and enter your registered mobile number. A new password will be sent to that number.',
		shows: showsStudentEntries,
	},
];

const TEACHER: readonly Sample[] = [
	{
		question: 'How can I join as a teacher?',
		answer:
			'Send your details through the Contact Us page with the subjects and classes you teach, and our team will get in touch with you.',
	},
	{
		question: 'How do teachers access their classes?',
		answer:
			'Teachers use the login details provided by the institute administrator to manage their classes, tests and study material.',
	},
	{
		question: 'Whom should I contact for technical help?',
		answer:
			'Please write to the institute using the email address or phone number on the Contact Us page.',
	},
];

// Ids come from a sample's place in the full list, so an entry keeps its anchor on every site.
function category(site: SiteData, id: number, name: string, samples: readonly Sample[]) {
	const faqs = samples
		.map((sample, index) => ({ sample, id: id * 100 + index + 1 }))
		.filter(({ sample }) => sample.shows?.(site) ?? true)
		.map(({ sample, id: faqId }, position) => ({
			id: faqId,
			categoryId: id,
			categoryName: name,
			question: sample.question,
			answer: `<p>${sample.answer}</p>`,
			order: position + 1,
		}));
	return { name, faqs };
}

/** The sample categories for `site`, in order, each without the samples it cannot use. */
export function sampleFaqCategories(site: SiteData): FaqCategory[] {
	return [category(site, 1, 'Student', STUDENT), category(site, 2, 'Teacher', TEACHER)].filter(
		(group) => group.faqs.length > 0,
	);
}
