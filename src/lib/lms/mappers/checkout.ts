/**
 * Wire → app mappers of M15 (payment gateways): they take a reply validated by its wire schema and
 * apply the spec's defaults (CONTRACT.md value types and field details), so nothing downstream
 * sees wire quirks.
 */
import { isOn, textOrNull } from '../values.ts';
import type { PaymentGateways } from '../types.ts';
import type { PaymentGatewayConfigWire } from '../wire/checkout.ts';

/** M15; an empty result means the gateway is unavailable (null). */
export function mapPaymentGateways(wire: PaymentGatewayConfigWire | null): PaymentGateways | null {
	if (wire === null || Object.keys(wire).length === 0) return null;
	const { razorpay, paytabs, paypal, inst_sett_det: settings } = wire;
	return {
		gatewayOne:
			razorpay == null
				? null
				: {
						active: razorpay.is_active === 'Y',
						publicToken: textOrNull(razorpay.public_token),
						oAuthDone: razorpay.is_oAuth_done === true,
					},
		gatewayTwo:
			paytabs == null
				? null
				: {
						active: paytabs.is_active === 'Y',
						procturGateway: isOn(paytabs.is_proctur_payment_gateway),
						merchantId: textOrNull(paytabs.merchant_id),
						email: textOrNull(paytabs.email_id),
					},
		gatewayThree:
			paypal == null ? null : { procturGateway: isOn(paypal.is_proctur_payment_gateway) },
		paymentEnabled: settings?.is_payment_enabled == null ? null : isOn(settings.is_payment_enabled),
		convenienceFeeEnabled:
			settings?.enable_razorpay_gst_fee_from_student == null
				? null
				: settings.enable_razorpay_gst_fee_from_student === 1,
		convenienceFeePercentage: settings?.razor_payment_gateway_percentage_fee ?? null,
	};
}
