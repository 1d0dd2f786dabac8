/**
 * Built-in policy texts (spec section 2, "Content page"): shown when the server has no body for a
 * policy slug. Plain data and one pure renderer, so the build (Astro) and the runtime content page
 * (a vanilla browser module, which imports this lazily) render the same text.
 */
import type { PolicySlug } from './policy.ts';

/** One titled section of a policy; paragraphs are plain text (escaped when rendered). */
export interface PolicySection {
	title: string | null;
	paragraphs: string[];
}

type PolicyText = (institute: string) => PolicySection[];

const privacy: PolicyText = (i) => [
	{
		title: 'General',
		paragraphs: [
			`This Privacy Policy explains how ${i} ("we", "us", "our") collects, uses, shares and protects the personal information of visitors to this website and of users of our courses, classes, tests, study material and related services (together, the "Services").`,
			'By using the Services you agree to the practices described in this policy. If you do not agree with them, please do not use the Services. We may update this policy from time to time; the version published on this page is the one in force.',
		],
	},
	{
		title: 'How information is collected',
		paragraphs: [
			'We collect information that you give us directly, for example when you register, log in, send us an enquiry, purchase a course or product, or contact us by phone or email.',
			'We also collect some information automatically when you use the Services, through your browser or device, our server logs and cookies. Payment details are collected directly by our payment partners on their own secure pages.',
		],
	},
	{
		title: 'Information collected',
		paragraphs: [
			'Identity and contact details: your name, mobile number, email address and, where relevant, the course, class or examination you are interested in.',
			'Account and transaction details: your login identifiers, the courses and products you have purchased, your progress, and the amounts, dates and references of your payments. We do not store full card or bank account details.',
			'Technical details: IP address, browser type, device identifiers, the pages you visit and the date and time of your visits.',
		],
	},
	{
		title: 'How it is used',
		paragraphs: [
			'We use your information to create and manage your account; to deliver the courses and products you purchase; to process payments and send receipts; to answer your enquiries and provide support; to send you service updates such as schedules, results and changes to the Services; to improve the website and keep it secure; and to meet our legal obligations.',
			'We do not sell your personal information. We send promotional messages only where the law allows it, and you can opt out of them at any time.',
		],
	},
	{
		title: 'Data transfer',
		paragraphs: [
			'We share personal information only with service providers who help us run the Services, such as hosting, payment processing and messaging providers, under obligations of confidentiality, and with public authorities where the law requires it.',
			'Some of these providers may process information outside your state or country. Where that happens we take reasonable steps to ensure that your information receives a level of protection consistent with this policy.',
			`If ${i} is reorganised, merged or transferred, personal information may pass to the successor, which will remain bound by this policy.`,
		],
	},
	{
		title: 'Cookies',
		paragraphs: [
			'Cookies are small text files stored by your browser. We use them to keep you signed in, remember your cart and preferences, and understand how the website is used so that we can improve it.',
			'You can block or delete cookies in your browser settings. Some parts of the Services, such as login and checkout, may then not work properly.',
		],
	},
	{
		title: 'Data security',
		paragraphs: [
			'We use reasonable technical and organisational measures, such as encrypted connections and restricted access, to protect personal information against loss, misuse and unauthorised access, alteration or disclosure.',
			'No method of transmission or storage is completely secure, so we cannot guarantee absolute security. Please keep your password confidential and tell us promptly if you suspect any unauthorised use of your account.',
			`To ask a question about this policy, or to access or correct your information, please contact ${i} using the details on our Contact Us page.`,
		],
	},
];

const terms: PolicyText = (i) => [
	{
		title: 'Definitions',
		paragraphs: [
			`"Institute", "we", "us" and "our" mean ${i}. "Student", "you" and "your" mean any person who registers for or uses the Services.`,
			`"Services" means the courses, classes, tests, study material, digital products and related services offered by ${i} through this website, its mobile applications and its centres. "Content" means all material made available through the Services, including videos, notes, tests, solutions and software.`,
		],
	},
	{
		title: 'The services',
		paragraphs: [
			`${i} provides educational Services to help Students learn and prepare for examinations. Course descriptions, schedules and faculty may change from time to time; we will make reasonable efforts to inform registered Students of significant changes.`,
			`Results depend on each Student's own effort and circumstances. ${i} does not guarantee any particular score, rank, selection or admission.`,
		],
	},
	{
		title: 'Ordering services',
		paragraphs: [
			'You may order Services on this website by adding products to the cart and completing the payment. An order is accepted when the payment is confirmed, after which the purchased product is assigned to your account.',
			'You must give accurate information when registering and ordering, and you are responsible for keeping your login details confidential. Accounts are personal and may not be shared with anyone else.',
		],
	},
	{
		title: 'Cancellation and variation',
		paragraphs: [
			`${i} may cancel or reschedule a class, test or batch, or vary the content or format of a Service, for reasons such as faculty availability or circumstances beyond its control. If a Service is withdrawn entirely, we will offer a suitable alternative or, at our discretion, a refund in line with our Refund Policy.`,
			'You may stop using a Service at any time. Stopping does not entitle you to a refund except as stated in the Refund Policy.',
		],
	},
	{
		title: 'Fees',
		paragraphs: [
			'Fees are shown on the website at the time of ordering and must be paid in full before a Service is made available. A convenience fee charged by the payment gateway, and taxes on it, may be added at checkout.',
			'Fees may change at any time; a change does not affect orders that have already been paid for.',
		],
	},
	{
		title: 'Liability',
		paragraphs: [
			`${i} provides the Services with reasonable skill and care. To the extent permitted by law, ${i} is not liable for any indirect or consequential loss, for loss of data, or for interruptions caused by internet, device or third-party failures.`,
			`The total liability of ${i} for any claim relating to a Service is limited to the fees you paid for that Service. Any claim must be made in writing within six (6) months of the event giving rise to it; a claim not made within six months is waived.`,
		],
	},
	{
		title: 'Intellectual property',
		paragraphs: [
			`All Content is owned by or licensed to ${i} and is protected by copyright and other laws. You receive a personal, non-transferable licence to use the Content for your own study during the validity of your purchase.`,
			'You may not copy, record, download (except where a download option is provided), share, sell or publicly display any Content, or remove any notice of ownership from it.',
		],
	},
	{
		title: 'Confidentiality',
		paragraphs: [
			`Each party will keep confidential any non-public information it receives from the other in connection with the Services. ${i} handles your personal information as described in its Privacy Policy.`,
			'You must not disclose test papers, answer keys, solutions or other Content that is not publicly available.',
		],
	},
	{
		title: 'Termination',
		paragraphs: [
			`${i} may suspend or end your access to the Services, without refund, if you breach these Terms, share your account, misuse the Content or act in a way that harms other Students, the faculty or ${i}.`,
			'You may close your account at any time by contacting us. The sections on fees, liability, intellectual property and confidentiality continue to apply after termination.',
		],
	},
	{
		title: 'Assignment',
		paragraphs: [
			`You may not transfer your account or your rights under these Terms to anyone else. ${i} may transfer its rights and obligations to an affiliate or a successor, provided that your rights are not reduced.`,
		],
	},
	{
		title: 'Entire agreement',
		paragraphs: [
			`These Terms, together with the Privacy Policy and the Refund Policy published on this website, form the entire agreement between you and ${i} about the Services and replace any earlier understanding. If any provision is found to be unenforceable, the remaining provisions stay in effect.`,
		],
	},
	{
		title: 'Force majeure',
		paragraphs: [
			`${i} is not responsible for any delay or failure to perform caused by events beyond its reasonable control, including natural disasters, epidemics, government orders, strikes, power or network outages and failures of third-party services.`,
		],
	},
];

const refund: PolicyText = (i) => [
	{
		title: null,
		paragraphs: [
			`Thank you for choosing ${i}. Please read this policy carefully before purchasing any course, test series or other product.`,
		],
	},
	{
		title: 'No refunds',
		paragraphs: [
			`All fees paid to ${i} are non-refundable. No refunds are entertained once a purchase is complete, whether or not the course or product has been used.`,
		],
	},
	{
		title: 'Unsubscribing',
		paragraphs: [
			'You may unsubscribe from a course, a product or our messages at any time by contacting us. Unsubscribing stops future access and messages; it does not entitle you to a refund of fees already paid.',
		],
	},
	{
		title: 'Exceptional cases',
		paragraphs: [
			`Only in rare cases, such as a duplicate payment or a service that ${i} is unable to provide, may a refund be considered. Any such refund is entirely at the discretion of ${i}; an approved refund is paid to the original payment method within a reasonable time.`,
			'To raise a request, contact us with your order details using the information on our Contact Us page.',
		],
	},
];

const TEXTS: Readonly<Record<PolicySlug, PolicyText>> = {
	'privacy-policy': privacy,
	'refund-policy': refund,
	'terms-and-condition': terms,
};

/** The built-in sections of a policy with the institute name inserted. */
export function fallbackSections(slug: PolicySlug, instituteName: string): PolicySection[] {
	return TEXTS[slug](instituteName);
}

const ESCAPES: Readonly<Record<string, string>> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The built-in policy text as HTML (sections under h2); every text is escaped, so it is safe as is. */
export function fallbackHtml(slug: PolicySlug, instituteName: string): string {
	return fallbackSections(slug, instituteName)
		.map(
			(section) =>
				(section.title === null ? '' : `<h2>${escapeHtml(section.title)}</h2>`) +
				section.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join(''),
		)
		.join('');
}
