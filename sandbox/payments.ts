/**
 * Stand-ins for the three payment providers, all served by the sandbox so no internet is needed:
 * gateway one's checkout script and its signing endpoint, gateway two's hosted page and the
 * contract's process endpoint it returns to, and gateway three's approval page.
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import * as z from 'zod/mini';
import { completeOrder, failOrder } from './commerce.ts';
import { bodyOf, type CallContext, intParam, queryParam, type Route, tenantOf } from './context.ts';
import type { PaymentTokenRow } from './db.ts';
import { escapeHtml, htmlReply, HttpError, jsonReply, type Reply } from './http.ts';
import { scenarioOn, siteInstitute } from './scenarios.ts';
import { gatewayStyleId, paymentSignature } from './secrets.ts';

const STATIC_DIR = join(import.meta.dirname, 'static');
const ASSETS_DIR = join(import.meta.dirname, 'assets');

const CONTENT_TYPES: Record<string, string> = {
	'.svg': 'image/svg+xml',
	'.js': 'text/javascript; charset=utf-8',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.mp4': 'video/mp4',
	'.json': 'application/json',
};

async function staticFile(path: string): Promise<Reply> {
	const type = CONTENT_TYPES[extname(path)];
	try {
		if (!type) throw new Error('unsupported type');
		return { kind: 'text', status: 200, contentType: type, body: await readFile(path) };
	} catch {
		throw new HttpError(404, `No sandbox file ${path.slice(import.meta.dirname.length)}`);
	}
}

/** `₹1,180.00` for INR, `USD 49.00` otherwise. */
function formatAmount(amount: number, currency: string): string {
	const figures = amount.toLocaleString('en-IN', {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	});
	return currency === 'INR' ? `₹${figures}` : `${currency} ${figures}`;
}

/** A minimal, accessible hosted payment page with one link per outcome. */
function hostedPage(
	provider: string,
	token: PaymentTokenRow,
	actions: Array<{ label: string; href: string }>,
): Reply {
	const amount = escapeHtml(formatAmount(token.amount, token.currency_code));
	const buttons = actions
		.map(
			(action) =>
				`<a class="button" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>`,
		)
		.join('\n\t\t');
	return htmlReply(
		200,
		`<!doctype html>
<html lang="en">
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title>${escapeHtml(provider)} – pay ${amount}</title>
	<style>
		body { font-family: system-ui, sans-serif; background: #f3f4f6; display: grid; place-items: center; min-height: 100vh; margin: 0; }
		main { background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 4px 24px #0002; text-align: center; max-width: 26rem; }
		.button { display: inline-block; margin: .4rem; padding: .7rem 1.2rem; border-radius: 8px; background: #1f2937; color: #fff; text-decoration: none; }
		.button:focus { outline: 3px solid #f59e0b; }
		small { color: #6b7280; }
	</style>
</head>
<body>
	<main>
		<h1>${escapeHtml(provider)}</h1>
		<p>Order ${token.order_id}: pay <strong data-testid="amount">${amount}</strong></p>
		<nav aria-label="Payment outcome">
		${buttons}
		</nav>
		<p><small>Sandbox stand-in: no real payment is made.</small></p>
	</main>
</body>
</html>`,
	);
}

/**
 * Completes (enrols) or fails the order of a hosted-page payment and sends the browser on; under
 * the payment-declined scenario a Pay or Approve fails too.
 */
function settle(ctx: CallContext, token: PaymentTokenRow, paid: boolean): Reply {
	const { store } = ctx.state;
	const order = store.orderById(token.order_id);
	if (token.status === 'done' || !order || order.status !== 10) {
		throw new HttpError(400, 'This payment has already been processed');
	}
	const approved = paid && !scenarioOn(ctx, 'payment-declined', token.institute_id);
	const gateway = token.gateway === 'gateway-two' ? 'paytabs' : 'paypal';
	if (approved)
		completeOrder(tenantOf(ctx, order.institute_id), store, order, gateway, token.token);
	else failOrder(store, order, gateway);
	store.markPaymentTokenDone(token.token);
	return { kind: 'redirect', location: approved ? token.success_url : token.failure_url };
}

function tokenOf(
	ctx: CallContext,
	name: string,
	gateway: PaymentTokenRow['gateway'],
): PaymentTokenRow {
	const token = ctx.state.store.paymentToken(queryParam(ctx, name), gateway);
	if (!token) throw new HttpError(400, `${name}: unknown payment token`);
	return token;
}

const GATEWAY_TWO_OUTCOMES = ['success', 'failed', 'cancelled'] as const;
const GATEWAY_THREE_ACTIONS = { approve: 'Approve', fail: 'Fail', cancel: 'Cancel' } as const;

const gatewayOnePayRequestSchema = z.object({
	order_id: z.string(),
	outcome: z.enum(['success', 'failed']),
});

/** Sandbox-only routes of the payment stand-ins (no Source header, no faults). */
export const paymentRoutes: Route[] = [
	{
		method: 'GET',
		path: '/sandbox/checkout.js',
		spelling: 'status_code',
		handle(ctx) {
			// Scoped by the site that loads it: a `<script src>` GET names no institute.
			if (scenarioOn(ctx, 'gateway-script-down', siteInstitute(ctx))) {
				throw new HttpError(
					503,
					'Sandbox scenario gateway-script-down: checkout script unavailable',
				);
			}
			return staticFile(join(STATIC_DIR, 'checkout.js'));
		},
	},
	{
		method: 'GET',
		path: '/sandbox/assets/:file',
		spelling: 'status_code',
		handle(ctx) {
			const file = ctx.params['file'] ?? '';
			if (!/^[\w-]+\.\w+$/.test(file)) throw new HttpError(404, 'No such asset');
			return staticFile(join(ASSETS_DIR, file));
		},
	},
	{
		// Signs a gateway-one payment server-side, as the provider would, for the stand-in script.
		method: 'POST',
		path: '/sandbox/razorpay/pay',
		spelling: 'status_code',
		handle(ctx) {
			const request = bodyOf(ctx, gatewayOnePayRequestSchema);
			const paymentOrder = ctx.state.store.paymentOrder(request.order_id);
			if (!paymentOrder || paymentOrder.status !== 'created') {
				throw new HttpError(400, `order_id: no open payment order ${request.order_id}`);
			}
			const paymentId = gatewayStyleId('pay');
			const instituteId = ctx.state.store.orderById(paymentOrder.order_id)?.institute_id;
			const declined = scenarioOn(ctx, 'payment-declined', instituteId);
			if (request.outcome === 'failed' || declined) {
				const cause = declined ? 'scenario payment-declined' : 'Fail payment';
				return jsonReply(200, {
					error: {
						code: 'BAD_REQUEST_ERROR',
						description: `Your payment has been declined (sandbox: ${cause}).`,
						source: 'customer',
						step: 'payment_authorization',
						reason: 'payment_failed',
						metadata: { order_id: request.order_id, payment_id: paymentId },
					},
				});
			}
			return jsonReply(200, {
				razorpay_payment_id: paymentId,
				razorpay_order_id: request.order_id,
				razorpay_signature: paymentSignature(request.order_id, paymentId),
			});
		},
	},
	{
		method: 'GET',
		path: '/sandbox/gateway-two/pay',
		spelling: 'status_code',
		handle(ctx) {
			const token = tokenOf(ctx, 'token_id', 'gateway-two');
			const processUrl = `/api/v1/payment-gateway/payments/process/${token.institute_id}`;
			return hostedPage(
				'Gateway two (paytabs stand-in)',
				token,
				GATEWAY_TWO_OUTCOMES.map((status) => ({
					label:
						status === 'success'
							? 'Pay (success)'
							: status === 'failed'
								? 'Fail payment'
								: 'Cancel',
					href: `${processUrl}?token_id=${encodeURIComponent(token.token)}&status=${status}`,
				})),
			);
		},
	},
	{
		// The contract's return URL of gateway two (M16 notes).
		method: 'GET',
		path: '/api/v1/payment-gateway/payments/process/:institute_id',
		spelling: 'status_code',
		handle(ctx) {
			const token = tokenOf(ctx, 'token_id', 'gateway-two');
			if (token.institute_id !== intParam(ctx, 'institute_id')) {
				throw new HttpError(400, 'token_id: belongs to another institute');
			}
			const status = queryParam(ctx, 'status');
			if (!(GATEWAY_TWO_OUTCOMES as readonly string[]).includes(status)) {
				throw new HttpError(400, `status: expected one of ${GATEWAY_TWO_OUTCOMES.join(', ')}`);
			}
			return settle(ctx, token, status === 'success');
		},
	},
	{
		method: 'GET',
		path: '/sandbox/paypal/approve',
		spelling: 'status_code',
		handle(ctx) {
			const token = tokenOf(ctx, 'token', 'gateway-three');
			return hostedPage(
				'Gateway three (paypal stand-in)',
				token,
				Object.entries(GATEWAY_THREE_ACTIONS).map(([action, label]) => ({
					label,
					href: `/sandbox/paypal/decision?token=${encodeURIComponent(token.token)}&action=${action}`,
				})),
			);
		},
	},
	{
		method: 'GET',
		path: '/sandbox/paypal/decision',
		spelling: 'status_code',
		handle(ctx) {
			const token = tokenOf(ctx, 'token', 'gateway-three');
			const action = queryParam(ctx, 'action');
			if (!Object.hasOwn(GATEWAY_THREE_ACTIONS, action)) {
				throw new HttpError(
					400,
					`action: expected one of ${Object.keys(GATEWAY_THREE_ACTIONS).join(', ')}`,
				);
			}
			return settle(ctx, token, action === 'approve');
		},
	},
];
