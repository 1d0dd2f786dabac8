/**
 * What `npm start` prints under the site URLs when it runs against the sandbox: the demo values of
 * README.md's "Try it" section (a login, the OTP, two coupons, how to pay on each payment
 * stand-in, how to edit content, publish it and roll back). The values come from the sandbox's
 * fixtures; tests/unit/readme-try-it.test.ts checks that each one printed is in the README.
 */

/** The demo values, as sandbox/fixtures and sandbox/README.md have them. */
export const TRY_IT = {
	domain: 'sunrise-academy.in',
	email: 'aarav.sharma@example.in',
	password: 'aarav@123',
	coupons: ['SUNRISE20', 'FLAT500'],
	/** The non-INR institute, where PayPal is the gateway, and its demo USD buyer. */
	usdDomain: 'global-prep.com',
	usdMobile: '2125550101',
	usdPassword: 'emily@123',
	/** The button (or link) that pays on each stand-in. */
	pay: 'Pay (success)',
	approve: 'Approve',
	contentPath: '/__sandbox/content',
	about: '<p>Edited in my first hour</p>',
} as const;

export interface TryItOptions {
	/** The sandbox's root URL (`http://127.0.0.1:4010`). */
	sandboxUrl: string;
	/** The OTP the sandbox accepts (`SANDBOX_OTP`, 1234 by default). */
	otp: string;
}

/** The command that publishes the demo institute now. */
export const REBUILD_COMMAND = `npm run rebuild -- ${TRY_IT.domain}`;
/** The command that returns it to the release that was live before. */
export const ROLLBACK_COMMAND = `npm run rollback -- ${TRY_IT.domain}`;

/** The lines printed under the URLs, indented as they are. */
export function tryItLines({ sandboxUrl, otp }: TryItOptions): string[] {
	const edit = JSON.stringify({ domain: TRY_IT.domain, about: TRY_IT.about });
	return [
		'Try it (the README\'s "Try it"):',
		`  Log in on ${TRY_IT.domain}: ${TRY_IT.email} / ${TRY_IT.password}`,
		`  Register a new student: the OTP is ${otp}`,
		`  Coupons: ${TRY_IT.coupons.join(', ')}`,
		`  Pay: no card needed; Razorpay and PayTabs (hosted page): ${TRY_IT.pay}`,
		`  PayPal (non-INR): on ${TRY_IT.usdDomain} as ${TRY_IT.usdMobile} / ${TRY_IT.usdPassword}, ${TRY_IT.approve}`,
		'  Edit content, then publish it:',
		`    curl -X POST ${sandboxUrl}${TRY_IT.contentPath} -H 'Content-Type: application/json' -d '${edit}'`,
		`    ${REBUILD_COMMAND}`,
		`  Roll back to the release live before: ${ROLLBACK_COMMAND}`,
	];
}
