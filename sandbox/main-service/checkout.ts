/**
 * The main service's checkout calls (CONTRACT.md): M15 (the gateways an institute shows), M16 and
 * M17 (the hosted pages of gateways two and three), M18 and M19 (gateway one's order and its
 * verified payment).
 */
import {
	createPaymentOrderRequestSchema,
	gatewayTwoTokenRequestSchema,
	paypalPaymentRequestSchema,
	updatePaymentDetailRequestSchema,
} from '../../src/lib/lms/wire/index.ts';
import { isOn } from '../../src/lib/lms/values.ts';
import { requireSameUser, requireStudent, requireStudentOf } from '../auth.ts';
import { gatewayOneTotal, pendingOrder, roundAmount } from '../commerce.ts';
import { bodyOf, type CallContext, intParam, type Route, tenantOf } from '../context.ts';
import type { OrderRow, PaymentTokenRow, StudentRow } from '../db.ts';
import type { Tenant } from '../fixtures.ts';
import { HttpError, okReply, type Reply } from '../http.ts';
import { scenarioOn } from '../scenarios.ts';
import { gatewayStyleId, paymentSignature, randomToken, sameText } from '../secrets.ts';

/** Routes of the main service's checkout calls. */
export const checkoutRoutes: Route[] = [
	{
		call: 'M15',
		method: 'GET',
		path: '/api/v1/payment-gateway/:institute_id',
		spelling: 'statusCode',
		handle: paymentGateways,
	},
	{
		call: 'M16',
		method: 'POST',
		path: '/api/v1/payment-gateway/payment/token',
		spelling: 'status_code',
		handle: gatewayTwoToken,
	},
	{
		call: 'M17',
		method: 'POST',
		path: '/api/v1/payment-gateway/paypal/payment',
		spelling: 'status_code',
		handle: gatewayThreePayment,
	},
	{
		call: 'M18',
		method: 'POST',
		path: '/api/v2/onlinePayment/create_order',
		spelling: 'status_code',
		handle: createPaymentOrder,
	},
	{
		call: 'M19',
		method: 'POST',
		path: '/api/v2/onlinePayment/update-order-payment-detail',
		spelling: 'statusCode',
		handle: updatePaymentDetail,
	},
];

type GatewayConfig = Tenant['institute']['payment_gateways'];

// What M15 shows for an institute: `{}` under gateway-config-empty; `is_payment_enabled: "N"`
// under payment-disabled (the blocks stay, so only the switch turns payment off).
function gatewayConfig(ctx: CallContext, instituteId: number): GatewayConfig {
	const { payment_gateways: config } = tenantOf(ctx, instituteId).institute;
	if (scenarioOn(ctx, 'gateway-config-empty', instituteId)) return {};
	if (!scenarioOn(ctx, 'payment-disabled', instituteId)) return config;
	return { ...config, inst_sett_det: { ...config.inst_sett_det, is_payment_enabled: 'N' } };
}

// `is_payment_enabled` "N" (or 0, false) means no gateway is active (CONTRACT.md readings).
function requirePaymentEnabled(ctx: CallContext, instituteId: number): void {
	const enabled = gatewayConfig(ctx, instituteId).inst_sett_det?.is_payment_enabled;
	if (enabled != null && !isOn(enabled)) {
		throw new HttpError(400, 'Online payment is disabled for this institute');
	}
}

// An empty M15 config sends INR carts to gateway one on the platform's own account (CONTRACT.md).
function gatewayOneOpen(ctx: CallContext, instituteId: number): boolean {
	const config = gatewayConfig(ctx, instituteId);
	return config.razorpay?.is_active === 'Y' || Object.keys(config).length === 0;
}

// M16, M17 and M18 let only the student the body names pay, in their own institute, with online
// payment on.
function payingTenant(
	ctx: CallContext,
	student: StudentRow,
	userId: number,
	instituteId: number,
): Tenant {
	requireSameUser(student, userId);
	const tenant = tenantOf(ctx, instituteId);
	requireStudentOf(ctx, student, tenant);
	requirePaymentEnabled(ctx, instituteId);
	return tenant;
}

function originOf(value: string, field: string): string {
	try {
		const url = new URL(value);
		if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
		return url.origin;
	} catch {
		throw new HttpError(400, `${field}: expected an http(s) URL`);
	}
}

/** A gateway whose payment page the sandbox stands in for (M16's gateway two, M17's three). */
interface HostedGateway {
	name: PaymentTokenRow['gateway'];
	/** Whether the institute's own config (M15's blocks, before scenarios) has this gateway on. */
	active(config: GatewayConfig): boolean;
	/** The 400 when it is off. */
	inactive: string;
	/** The stand-in page and the query parameter it reads the token from. */
	page: string;
	tokenParam: string;
	/** What the gateway-redirect-insecure scenario answers as the hosted page: no https page. */
	insecurePage: string;
}

const GATEWAY_TWO: HostedGateway = {
	name: 'gateway-two',
	active: (config) => config.paytabs?.is_active === 'Y',
	inactive: 'Gateway two (paytabs) is not active for this institute',
	page: '/sandbox/gateway-two/pay',
	tokenParam: 'token_id',
	insecurePage: 'http://gateway-two.example/pay?token_id=insecure',
};

const GATEWAY_THREE: HostedGateway = {
	name: 'gateway-three',
	active: (config) => Boolean(config.paypal),
	inactive: 'Gateway three (paypal) is not available for this institute',
	page: '/sandbox/paypal/approve',
	tokenParam: 'token',
	insecurePage: 'javascript:alert(document.domain)',
};

/** The body fields M16 and M17 share: who pays which order, how much, in which institute. */
interface HostedPaymentRequest {
	user_id: number;
	institute_id: number;
	entity_id: number;
	amount: number;
	currency_code: string;
}

// M16 and M17 hand out a hosted page only for the student's own pending order, at its total and
// in its currency, through a gateway that is on.
function hostedPaymentOrder(
	ctx: CallContext,
	student: StudentRow,
	request: HostedPaymentRequest,
	gateway: HostedGateway,
): OrderRow {
	const tenant = payingTenant(ctx, student, request.user_id, request.institute_id);
	if (!gateway.active(tenant.institute.payment_gateways))
		throw new HttpError(400, gateway.inactive);
	const order = pendingOrder(ctx.state.store, student.id, request.entity_id);
	if (Math.abs(roundAmount(request.amount) - order.total_amount) > 0.005) {
		throw new HttpError(400, `amount: expected the order total ${order.total_amount}`);
	}
	if (request.currency_code !== order.currency_code) {
		throw new HttpError(400, `currency_code: expected the order currency ${order.currency_code}`);
	}
	return order;
}

// The token the stand-in page pays the order with, and the page's absolute URL as the client
// reached the sandbox; the page sends the payer on to `successUrl` or `failureUrl`.
function hostedPage(
	ctx: CallContext,
	gateway: HostedGateway,
	instituteId: number,
	order: OrderRow,
	successUrl: string,
	failureUrl: string,
): { token: string; url: string } {
	const token = randomToken();
	ctx.state.store.createPaymentToken({
		token,
		gateway: gateway.name,
		order_id: order.id,
		institute_id: instituteId,
		amount: order.total_amount,
		currency_code: order.currency_code,
		success_url: successUrl,
		failure_url: failureUrl,
	});
	const url = scenarioOn(ctx, 'gateway-redirect-insecure', instituteId)
		? gateway.insecurePage
		: `${ctx.baseUrl}${gateway.page}?${gateway.tokenParam}=${encodeURIComponent(token)}`;
	return { token, url };
}

function paymentGateways(ctx: CallContext): Reply {
	const instituteId = intParam(ctx, 'institute_id');
	requireStudentOf(ctx, requireStudent(ctx), tenantOf(ctx, instituteId));
	return okReply('statusCode', gatewayConfig(ctx, instituteId));
}

function gatewayTwoToken(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, gatewayTwoTokenRequestSchema);
	const order = hostedPaymentOrder(ctx, student, request, GATEWAY_TWO);
	const processPath = `/api/v1/payment-gateway/payments/process/${request.institute_id}`;
	if (!request.return_url.endsWith(processPath)) {
		throw new HttpError(400, `return_url: expected the process URL ending ${processPath}`);
	}
	const site = originOf(request.site_url, 'site_url');
	const { institute_id: instituteId } = request;
	const page = hostedPage(ctx, GATEWAY_TWO, instituteId, order, `${site}/thankyou`, `${site}/fail`);
	return okReply('status_code', { token_id: page.token, redirect_url: page.url });
}

function gatewayThreePayment(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, paypalPaymentRequestSchema);
	const order = hostedPaymentOrder(ctx, student, request, GATEWAY_THREE);
	originOf(request.return_url, 'return_url');
	originOf(request.cancel_url, 'cancel_url');
	const { institute_id: instituteId, return_url: success, cancel_url: failure } = request;
	const page = hostedPage(ctx, GATEWAY_THREE, instituteId, order, success, failure);
	return okReply('status_code', `redirect:${page.url}`);
}

function createPaymentOrder(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, createPaymentOrderRequestSchema);
	const { notes } = request;
	const tenant = payingTenant(ctx, student, notes.user_id, notes.institute_id);
	if (!gatewayOneOpen(ctx, notes.institute_id)) {
		throw new HttpError(400, 'Gateway one (razorpay) is not active for this institute');
	}
	const { store } = ctx.state;
	const order = pendingOrder(store, student.id, notes.entity_id);
	if (order.currency_code !== 'INR')
		throw new HttpError(400, `currency: order ${order.id} is in ${order.currency_code}`);
	const expected = Math.round(gatewayOneTotal(tenant, order.total_amount) * 100);
	// One paisa of slack for the client's own rounding of the fee.
	if (Math.abs(request.amount - expected) > 1) {
		throw new HttpError(
			400,
			`amount: expected ${expected} paise (order total ${order.total_amount} plus convenience fee), got ${request.amount}`,
		);
	}
	if (scenarioOn(ctx, 'order-not-created', notes.institute_id)) {
		return okReply('status_code', { order_id: order.id }, 'Payment order not created');
	}
	const razorpayOrderId = gatewayStyleId('order');
	store.createPaymentOrder(razorpayOrderId, order.id, request.amount);
	return okReply('status_code', { order_id: order.id, razorpay_order_id: razorpayOrderId });
}

function updatePaymentDetail(ctx: CallContext): Reply {
	const student = requireStudent(ctx);
	const request = bodyOf(ctx, updatePaymentDetailRequestSchema);
	const { store } = ctx.state;
	const paymentOrder = store.paymentOrder(request.razorpay_order_id);
	if (!paymentOrder || String(paymentOrder.order_id) !== String(request.order_id)) {
		throw new HttpError(400, 'razorpay_order_id: no such payment order for this order_id');
	}
	if (store.orderById(paymentOrder.order_id)?.student_id !== student.id) {
		throw new HttpError(403, 'This payment order belongs to another student');
	}
	const expected = paymentSignature(request.razorpay_order_id, request.razorpay_payment_id);
	if (!sameText(expected, request.razorpay_signature)) {
		throw new HttpError(400, 'razorpay_signature: payment signature verification failed');
	}
	store.markPaymentOrderPaid(request.razorpay_order_id, request.razorpay_payment_id);
	return okReply('statusCode', undefined, 'Payment details updated successfully');
}
