/**
 * README.md's "Try it" section and what `npm start` prints under the URLs agree: every demo value
 * start prints (scripts/lib/startup/try-it.ts) is in the section, and the README stays a first
 * screen (issue 47).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	REBUILD_COMMAND,
	ROLLBACK_COMMAND,
	TRY_IT,
	tryItLines,
} from '../../scripts/lib/startup/try-it.ts';
import { SANDBOX_DEFAULTS } from '../../sandbox/settings.ts';

const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
const start = readme.indexOf('\n## Try it\n');
const tryIt = readme.slice(start, readme.indexOf('\n## ', start + 1));
// What start prints with the default settings, as the README assumes them.
const printed = tryItLines({
	sandboxUrl: `http://127.0.0.1:${SANDBOX_DEFAULTS.port}`,
	otp: SANDBOX_DEFAULTS.otp,
}).join('\n');

const essentials: [string, string][] = [
	['the login email', TRY_IT.email],
	['the login password', TRY_IT.password],
	['the OTP', SANDBOX_DEFAULTS.otp],
	...TRY_IT.coupons.map((code): [string, string] => ['a coupon', code]),
	['the non-INR institute', TRY_IT.usdDomain],
	['its buyer', TRY_IT.usdMobile],
	["its buyer's password", TRY_IT.usdPassword],
	['the way to pay on Razorpay and the hosted page', TRY_IT.pay],
	['the way to pay on PayPal', TRY_IT.approve],
	['the content edit', `http://127.0.0.1:${SANDBOX_DEFAULTS.port}${TRY_IT.contentPath}`],
	['its body', JSON.stringify({ domain: TRY_IT.domain, about: TRY_IT.about })],
	['the rebuild', REBUILD_COMMAND],
	['the rollback', ROLLBACK_COMMAND],
];

describe('the README\'s "Try it" and what npm start prints', () => {
	it('finds the section', () => {
		expect(start).toBeGreaterThan(0);
		expect(tryIt.length).toBeGreaterThan(500);
	});

	it.each(essentials)('both give %s (%s)', (_, value) => {
		expect(printed).toContain(value);
		expect(tryIt).toContain(value);
	});

	it('keeps the README to about a screenful of lines', () => {
		expect(readme.split('\n').length).toBeLessThanOrEqual(250);
	});
});
