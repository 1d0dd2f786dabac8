/**
 * The demo values `npm start` prints under the site URLs (scripts/lib/startup/try-it.ts), as
 * literal lines: what a newcomer reads in the terminal.
 */
import { describe, expect, it } from 'vitest';
import { tryItLines } from '../../../../scripts/lib/startup/try-it.ts';

describe('tryItLines', () => {
	it.each([
		[
			{ sandboxUrl: 'http://127.0.0.1:4010', otp: '1234' },
			[
				'Try it (the README\'s "Try it"):',
				'  Log in on sunrise-academy.in: aarav.sharma@example.in / aarav@123',
				'  Register a new student: the OTP is 1234',
				'  Coupons: SUNRISE20, FLAT500',
				'  Pay: no card needed; Razorpay and PayTabs (hosted page): Pay (success)',
				'  PayPal (non-INR): on global-prep.com as 2125550101 / emily@123, Approve',
				'  Edit content, then publish it:',
				`    curl -X POST http://127.0.0.1:4010/__sandbox/content -H 'Content-Type: application/json' -d '{"domain":"sunrise-academy.in","about":"<p>Edited in my first hour</p>"}'`,
				'    npm run rebuild -- sunrise-academy.in',
				'  Roll back to the release live before: npm run rollback -- sunrise-academy.in',
			],
		],
		[
			{ sandboxUrl: 'http://127.0.0.1:4999', otp: '4321' },
			[
				'Try it (the README\'s "Try it"):',
				'  Log in on sunrise-academy.in: aarav.sharma@example.in / aarav@123',
				'  Register a new student: the OTP is 4321',
				'  Coupons: SUNRISE20, FLAT500',
				'  Pay: no card needed; Razorpay and PayTabs (hosted page): Pay (success)',
				'  PayPal (non-INR): on global-prep.com as 2125550101 / emily@123, Approve',
				'  Edit content, then publish it:',
				`    curl -X POST http://127.0.0.1:4999/__sandbox/content -H 'Content-Type: application/json' -d '{"domain":"sunrise-academy.in","about":"<p>Edited in my first hour</p>"}'`,
				'    npm run rebuild -- sunrise-academy.in',
				'  Roll back to the release live before: npm run rollback -- sunrise-academy.in',
			],
		],
	])('prints for %j', (options, lines) => {
		expect(tryItLines(options)).toEqual(lines);
	});
});
