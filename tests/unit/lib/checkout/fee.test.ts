import { describe, expect, it } from 'vitest';
import {
	feeApplies,
	feeBreakdown,
	feeSettings,
	type FeeSettings,
} from '../../../../src/lib/checkout/fee.ts';
import type { PaymentGateways } from '../../../../src/lib/lms/types.ts';
import { formatMinor } from '../../../../src/lib/money.ts';

const on = (percentage: number): FeeSettings => ({ enabled: true, percentage });

describe('feeBreakdown (minor units, each step rounded half up)', () => {
	it.each([
		// payable, %, fee, GST (18% of the fee), total
		['₹1,000 at 2%', 100_000, 2, 2_000, 360, 102_360],
		['₹2,999 at 2%', 299_900, 2, 5_998, 1_080, 306_978],
		['₹1,499.99 at 2% (odd paise)', 149_999, 2, 3_000, 540, 153_539],
		['₹0.01 at 2% (fee rounds to 0)', 1, 2, 0, 0, 1],
		['₹0.25 at 2% (half a paisa rounds up)', 25, 2, 1, 0, 26],
		['₹999.99 at 2.36%', 99_999, 2.36, 2_360, 425, 102_784],
		['₹2,399.20 at 2% (a 20% coupon on ₹2,999)', 239_920, 2, 4_798, 864, 245_582],
		['₹100 at 1.75%', 10_000, 1.75, 175, 32, 10_207],
		['₹5,000 at 3%', 500_000, 3, 15_000, 2_700, 517_700],
	])('%s', (_name, payable, percent, fee, gst, total) => {
		expect(feeBreakdown('one', on(percent), payable)).toEqual({
			payableMinor: payable,
			feeMinor: fee,
			gstMinor: gst,
			totalMinor: total,
		});
	});

	it.each([
		['gateway two', 'two', on(2), 100_000],
		['gateway three', 'three', on(2), 100_000],
		['the student-fee flag off', 'one', { enabled: false, percentage: 2 }, 100_000],
		['a payable of 0', 'one', on(2), 0],
		['a percentage of 0', 'one', on(0), 100_000],
	] as const)('no fee with %s', (_name, gateway, settings, payable) => {
		expect(feeApplies(gateway, settings, payable)).toBe(false);
		expect(feeBreakdown(gateway, settings, payable)).toEqual({
			payableMinor: payable,
			feeMinor: 0,
			gstMinor: 0,
			totalMinor: payable,
		});
	});

	it('shows the dialog amounts with 2 decimals', () => {
		const { payableMinor, feeMinor, gstMinor, totalMinor } = feeBreakdown('one', on(2), 299_900);
		expect(
			[payableMinor, feeMinor, gstMinor, totalMinor].map((m) => formatMinor(m, 'INR', 'always')),
		).toEqual(['₹2,999.00', '₹59.98', '₹10.80', '₹3,069.78']);
	});
});

describe('feeSettings', () => {
	const gateways = (enabled: boolean | null, percentage: number | null) =>
		({ convenienceFeeEnabled: enabled, convenienceFeePercentage: percentage }) as PaymentGateways;
	const user = { convenienceFeeEnabled: true, convenienceFeePercentage: 2.5 };

	it.each([
		['M15 carries both', gateways(false, 3), user, { enabled: false, percentage: 3 }],
		[
			'M15 carries neither: the login result',
			gateways(null, null),
			user,
			{ enabled: true, percentage: 2.5 },
		],
		['no M15 reply: the login result', null, user, { enabled: true, percentage: 2.5 }],
		['neither source', null, null, { enabled: false, percentage: 0 }],
		[
			'a negative percentage counts as 0',
			gateways(true, -1),
			null,
			{ enabled: true, percentage: 0 },
		],
	])('%s', (_name, fromGateways, fromUser, expected) => {
		expect(feeSettings(fromGateways, fromUser)).toEqual(expected);
	});
});
