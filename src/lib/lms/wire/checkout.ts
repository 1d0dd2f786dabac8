/**
 * Wire shapes of the checkout calls: M15 (gateways), M16–M19 (payments), P11 and P12 (orders), as
 * zod/mini schemas. The mappers parse replies with them and the sandbox validates its fixtures and
 * request bodies with them; app code uses the mapped types of `../types.ts`.
 */
import * as z from 'zod/mini';
import { amount, id, text, yesNo, zeroOne } from './common.ts';

/** M15 result (non-empty); a missing block means that gateway is absent. */
export const paymentGatewayConfigSchema = z.looseObject({
	razorpay: z.nullish(
		z.looseObject({ is_active: yesNo, public_token: text, is_oAuth_done: z.nullish(z.boolean()) }),
	),
	paytabs: z.nullish(
		z.looseObject({
			is_active: yesNo,
			is_proctur_payment_gateway: z.nullish(z.union([yesNo, z.boolean()])),
			merchant_id: text,
			email_id: text,
		}),
	),
	paypal: z.nullish(
		z.looseObject({ is_proctur_payment_gateway: z.nullish(z.union([yesNo, z.boolean()])) }),
	),
	inst_sett_det: z.nullish(
		z.looseObject({
			is_payment_enabled: z.nullish(z.union([yesNo, zeroOne, z.boolean()])),
			enable_razorpay_gst_fee_from_student: z.nullish(zeroOne),
			razor_payment_gateway_percentage_fee: z.nullish(z.number()),
		}),
	),
});
export type PaymentGatewayConfigWire = z.infer<typeof paymentGatewayConfigSchema>;

/** M16 request and result (gateway two). */
export const gatewayTwoTokenRequestSchema = z.object({
	entity_id: id,
	amount,
	currency_code: z.string(),
	institute_id: id,
	user_id: id,
	return_url: z.string(),
	site_url: z.string(),
});
export type GatewayTwoTokenRequestWire = z.infer<typeof gatewayTwoTokenRequestSchema>;
export const gatewayTwoTokenResultSchema = z.looseObject({
	token_id: z.string(),
	redirect_url: z.string(),
});

/** M17 request (gateway three); the result is the string `redirect:<url>`. */
export const paypalPaymentRequestSchema = z.object({
	intent: z.literal('ORDER'),
	entity_id: id,
	amount,
	currency_code: z.string(),
	institute_id: id,
	user_id: id,
	return_url: z.string(),
	cancel_url: z.string(),
});
export type PaypalPaymentRequestWire = z.infer<typeof paypalPaymentRequestSchema>;

/** M18 request (amount in minor units) and result. */
export const createPaymentOrderRequestSchema = z.object({
	amount: z.int(),
	currency: z.literal('INR'),
	notes: z.object({ entity_id: id, institute_id: id, user_id: id }),
});
export type CreatePaymentOrderRequestWire = z.infer<typeof createPaymentOrderRequestSchema>;
export const createPaymentOrderResultSchema = z.looseObject({
	order_id: z.union([id, z.string()]),
	razorpay_order_id: text,
});

/** M19 request. */
export const updatePaymentDetailRequestSchema = z.object({
	razorpay_payment_id: z.string(),
	razorpay_order_id: z.string(),
	razorpay_signature: z.string(),
	order_id: z.union([id, z.string()]),
});
export type UpdatePaymentDetailRequestWire = z.infer<typeof updatePaymentDetailRequestSchema>;

/** P11 request (payable after discount, without convenience fee) and result. */
export const placeOrderRequestSchema = z.object({
	product_ids: z.array(id),
	total_amount: amount,
	offer_apply_dto: z.optional(z.unknown()),
});
export type PlaceOrderRequestWire = z.infer<typeof placeOrderRequestSchema>;
export const orderResultSchema = z.looseObject({
	entity_id: id,
	status: z.number(),
	total_amount: amount,
	product_owner_institute_id: z.nullish(id),
});
export type OrderResultWire = z.infer<typeof orderResultSchema>;

/** P12 request, sent after gateway one's M19 succeeds (20) or its payment fails (30). */
export const updateOrderRequestSchema = z.object({
	entity_id: id,
	payment_gateway_transaction_id: z.string(),
	status: z.union([z.literal(20), z.literal(30)]),
	payment_for: z.literal('Product'),
	payment_gateway_account_type: z.enum(['Proctur', 'Client']),
	payment_gateway_name: z.string(),
	country_id: z.nullish(id),
	currency_code: z.string(),
	response_code: z.union([z.literal(200), z.literal(30)]),
	paytab_token: z.nullish(z.string()),
	amount,
	payment_source: z.literal('WEB'),
	institute_id: id,
	user_id: id,
	offer_apply_dto: z.optional(z.unknown()),
});
export type UpdateOrderRequestWire = z.infer<typeof updateOrderRequestSchema>;
