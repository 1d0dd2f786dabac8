/**
 * CONTRACT.md, the checkout calls: M15 (gateways), M16 to M19 (payments), P11 and P12 (orders).
 * One plain function per call, taking the transport (`LmsHttp`) first, so a bundle carries only
 * the calls it imports. Amounts come in minor units and go on the wire in the currency's major
 * unit (M18 alone takes minor units).
 */
import * as z from 'zod/mini';
import { fromMinor } from '../../money.ts';
import { mainPost, productCall } from '../transport.ts';
import type { LmsHttp } from '../transport.ts';
import { mapPaymentGateways } from '../mappers/checkout.ts';
import type {
	GatewayPaymentRequest,
	GatewayTwoToken,
	OrderResult,
	PaymentDetail,
	PaymentGateways,
	PaymentOrder,
	PaymentOrderRequest,
	PlaceOrderRequest,
	UpdateOrderRequest,
} from '../types.ts';
import { textOrNull } from '../values.ts';
import {
	createPaymentOrderResultSchema,
	gatewayTwoTokenResultSchema,
	orderResultSchema,
	paymentGatewayConfigSchema,
} from '../wire/checkout.ts';
import type {
	CreatePaymentOrderRequestWire,
	GatewayTwoTokenRequestWire,
	PaypalPaymentRequestWire,
	PlaceOrderRequestWire,
	UpdateOrderRequestWire,
	UpdatePaymentDetailRequestWire,
} from '../wire/checkout.ts';

/** M15 *student*: payment gateways; null when the result is empty (gateway unavailable). */
export async function getPaymentGateways(http: LmsHttp): Promise<PaymentGateways | null> {
	const path = `/api/v1/payment-gateway/${http.instituteId('M15')}?is_updated_payment_req=true`;
	const { result } = await http.send(
		{ call: 'M15', service: 'main', path, student: true },
		z.nullish(paymentGatewayConfigSchema),
	);
	return mapPaymentGateways(result ?? null);
}

/** M16 *student*: gateway-two payment token; the browser then goes to `redirectUrl`. */
export async function getGatewayTwoToken(
	http: LmsHttp,
	request: GatewayPaymentRequest,
): Promise<GatewayTwoToken> {
	const instituteId = http.instituteId('M16');
	const base = http.config.mainApiUrl.replace(/\/+$/, '');
	const body: GatewayTwoTokenRequestWire = {
		entity_id: request.entityId,
		amount: fromMinor(request.amountMinor, request.currencyCode),
		currency_code: request.currencyCode,
		institute_id: instituteId,
		user_id: request.userId,
		return_url: `${base}/api/v1/payment-gateway/payments/process/${instituteId}`,
		site_url: request.siteUrl,
	};
	const { result } = await http.send(
		mainPost('M16', '/api/v1/payment-gateway/payment/token', body, true),
		gatewayTwoTokenResultSchema,
	);
	return { tokenId: result.token_id, redirectUrl: result.redirect_url };
}

/** M17 *student*: gateway-three (wallet) payment; resolves with the URL to send the browser to. */
export async function createPaypalPayment(
	http: LmsHttp,
	request: GatewayPaymentRequest,
): Promise<string> {
	const site = request.siteUrl.replace(/\/+$/, '');
	const body: PaypalPaymentRequestWire = {
		intent: 'ORDER',
		entity_id: request.entityId,
		amount: fromMinor(request.amountMinor, request.currencyCode),
		currency_code: request.currencyCode,
		institute_id: http.instituteId('M17'),
		user_id: request.userId,
		return_url: `${site}/thankyou`,
		cancel_url: `${site}/fail`,
	};
	const spec = mainPost('M17', '/api/v1/payment-gateway/paypal/payment', body, true);
	return (await http.send(spec, z.string())).result.replace(/^redirect:/, '');
}

/** M18 *student*: gateway-one payment order; the total is sent in minor units (paise), as computed. */
export async function createPaymentOrder(
	http: LmsHttp,
	request: PaymentOrderRequest,
): Promise<PaymentOrder> {
	const body: CreatePaymentOrderRequestWire = {
		amount: request.totalMinor,
		currency: 'INR',
		notes: {
			entity_id: request.entityId,
			institute_id: http.instituteId('M18'),
			user_id: request.userId,
		},
	};
	const { result } = await http.send(
		mainPost('M18', '/api/v2/onlinePayment/create_order', body, true),
		createPaymentOrderResultSchema,
	);
	return { orderId: result.order_id, razorpayOrderId: textOrNull(result.razorpay_order_id) };
}

/** M19 *student*: hands the gateway-one payment to the server, which verifies the signature. */
export async function updatePaymentDetail(http: LmsHttp, detail: PaymentDetail): Promise<void> {
	const body: UpdatePaymentDetailRequestWire = {
		razorpay_payment_id: detail.razorpayPaymentId,
		razorpay_order_id: detail.razorpayOrderId,
		razorpay_signature: detail.razorpaySignature,
		order_id: detail.orderId,
	};
	await http.send(mainPost('M19', '/api/v2/onlinePayment/update-order-payment-detail', body, true));
}

/** P11 *student*: places an order for the payable after discount (without convenience fee). */
export async function placeOrder(http: LmsHttp, request: PlaceOrderRequest): Promise<OrderResult> {
	const body: PlaceOrderRequestWire = {
		product_ids: request.productIds,
		total_amount: fromMinor(request.totalMinor, request.currencyCode),
		...(request.offerApplyDto === undefined ? {} : { offer_apply_dto: request.offerApplyDto }),
	};
	const path = '/prod/student-product/order';
	const { result } = await http.send(
		productCall('P11', path, { method: 'POST', json: body, student: true }),
		orderResultSchema,
	);
	return {
		entityId: result.entity_id,
		status: result.status,
		totalAmount: result.total_amount,
		productOwnerInstituteId: result.product_owner_institute_id ?? null,
		placedWithoutPayment: result.status === 20 || result.total_amount === 0,
	};
}

/** P12 *student*: records a gateway-one payment's outcome (20 assigns the products, 30 failed). */
export async function updateOrder(http: LmsHttp, request: UpdateOrderRequest): Promise<void> {
	const body: UpdateOrderRequestWire = {
		entity_id: request.entityId,
		payment_gateway_transaction_id: request.transactionId,
		status: request.status,
		payment_for: 'Product',
		payment_gateway_account_type: request.accountType,
		payment_gateway_name: request.gatewayName,
		country_id: request.countryId,
		currency_code: request.currencyCode,
		response_code: request.status === 20 ? 200 : 30,
		paytab_token: request.paytabToken ?? null,
		amount: fromMinor(request.amountMinor, request.currencyCode),
		payment_source: 'WEB',
		institute_id: http.instituteId('P12'),
		user_id: request.userId,
		...(request.offerApplyDto === undefined ? {} : { offer_apply_dto: request.offerApplyDto }),
	};
	const path = '/prod/student-product/order';
	await http.send(productCall('P12', path, { method: 'PUT', json: body, student: true }));
}
