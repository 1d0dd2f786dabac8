/**
 * The convenience fee of gateway one (spec section 9, section 5 "extra charge"): it applies only
 * with gateway one, when the student-fee flag is 1 and the payable is above 0. fee = payable ×
 * percentage / 100; the total adds 18% GST on the fee. Everything in integer minor units, each
 * step rounded half up to a whole minor unit.
 */
import type { PaymentGateways } from '../lms/types.ts';
import type { UserInfo } from '../auth/session.ts';
import type { GatewayId } from './gateway.ts';

/** GST on the convenience fee, percent (spec section 9). */
export const FEE_GST_PERCENT = 18;

/** Whether the student pays the fee, and its percentage. */
export interface FeeSettings {
	enabled: boolean;
	percentage: number;
}

/** The amounts of the extra-charge dialog, minor units. */
export interface FeeBreakdown {
	payableMinor: number;
	feeMinor: number;
	gstMinor: number;
	totalMinor: number;
}

/**
 * The fee settings: M15's `inst_sett_det` when it carries them, else the login result's
 * (CONTRACT.md, LoginResult).
 */
export function feeSettings(
	gateways: PaymentGateways | null,
	user: Pick<UserInfo, 'convenienceFeeEnabled' | 'convenienceFeePercentage'> | null,
): FeeSettings {
	const enabled = gateways?.convenienceFeeEnabled ?? user?.convenienceFeeEnabled ?? false;
	const percentage = gateways?.convenienceFeePercentage ?? user?.convenienceFeePercentage ?? 0;
	return { enabled, percentage: Number.isFinite(percentage) && percentage > 0 ? percentage : 0 };
}

/** Whether the extra charge applies to this payment. */
export function feeApplies(
	gateway: GatewayId,
	settings: FeeSettings,
	payableMinor: number,
): boolean {
	return gateway === 'one' && settings.enabled && settings.percentage > 0 && payableMinor > 0;
}

// a × b / c rounded half up, on integers (b and c small enough that a × b stays exact).
const scaled = (a: number, b: number, c: number) => Math.floor((a * b + c / 2) / c);

/** The fee, its GST and the total charged for a payable; all 0 but the payable when none applies. */
export function feeBreakdown(
	gateway: GatewayId,
	settings: FeeSettings,
	payableMinor: number,
): FeeBreakdown {
	if (!feeApplies(gateway, settings, payableMinor)) {
		return { payableMinor, feeMinor: 0, gstMinor: 0, totalMinor: payableMinor };
	}
	// The percentage in hundredths (2.36 % → 236), so the fee is one integer product.
	const hundredths = Math.round(settings.percentage * 100);
	const feeMinor = scaled(payableMinor, hundredths, 10_000);
	const gstMinor = scaled(feeMinor, FEE_GST_PERCENT, 100);
	return { payableMinor, feeMinor, gstMinor, totalMinor: payableMinor + feeMinor + gstMinor };
}
