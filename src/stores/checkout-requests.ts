/**
 * The checkout (spec sections 4 and 5; CONTRACT.md M15–M19, P11, P12): from Proceed to pay to a
 * placed order. The cart page loads this module when the student presses Proceed to pay and hands
 * over with `startCheckout`; the dialogs read `$checkout` (checkout.ts) and call
 * `selectGateway`, `confirmGateway`, `confirmFee` and `cancelCheckout`.
 *
 * The flow: a free cart is ordered at once (P11). Otherwise M15 → the gateway decision
 * (src/lib/checkout/gateway.ts) → the selection dialog when both INR gateways are active → the
 * extra-charge dialog when gateway one's fee applies → P11 → the gateway: one opens its checkout
 * (M18, the script, then M19 and P12), two and three send the browser to their hosted page.
 *
 * The cart is emptied only after a confirmed success (P11 placed at once, or M19 and P12); a
 * failure, a dismissal or an error keeps it and its coupon. One checkout runs at a time, so a
 * double click never places two orders.
 */
import { chooseGateway, type GatewayId, type GatewayOneAccount } from '../lib/checkout/gateway.ts';
import { feeApplies, feeBreakdown, feeSettings, type FeeBreakdown } from '../lib/checkout/fee.ts';
import { loadGatewayOne, type GatewayOneSuccess } from '../lib/checkout/script.ts';
import { PAYMENT_TEXTS } from '../lib/checkout/texts.ts';
import { isLmsError, serverMessage } from '../lib/lms/errors.ts';
import { checkedUrl } from '../lib/security/url.ts';
import type { AppliedCoupon } from '../lib/cart/rules.ts';
import type { CartProduct, OrderResult, PaymentGateways } from '../lib/lms/types.ts';
import type { CheckoutSettings, ClientConfig } from '../lib/site/client-config.ts';
import { emptyCart } from './cart.ts';
import { $checkout } from './checkout.ts';
import { lms } from './lms.ts';
import { notify } from './notices.ts';
import { rememberHostedOrder, rememberPlacedOrder } from './order-outcome.ts';
import { $session } from './session.ts';

/** What the cart hands over: its products, currency, payable (minor units) and coupon. */
export interface CheckoutRequest {
	items: CartProduct[];
	currency: string;
	payableMinor: number;
	coupon: AppliedCoupon | null;
	/** Payable 0: the order is placed without payment (spec section 4). */
	free: boolean;
}

/** Where the browser goes after a payment (spec section 2, routes). */
export const OUTCOME_PATHS = { success: '/thankyou', failure: '/fail' } as const;

/** P12's `payment_gateway_name` for gateway one. */
const GATEWAY_ONE_NAME = 'razorpay';

const checkoutCalls = () => import('../lib/lms/calls/checkout.ts');

interface Flow {
	config: ClientConfig;
	settings: CheckoutSettings;
	request: CheckoutRequest;
	gateways: PaymentGateways | null;
	one: GatewayOneAccount | null;
	fee: FeeBreakdown | null;
}

let flow: Flow | null = null;

// A 403 to these student calls has ended the session with its message already (src/stores/lms.ts).
const refused = (error: unknown) => isLmsError(error) && error.status === 403;

/**
 * The text for a failed payment step: the server's message, or the spec's payment text; none
 * after a 403, whose message the session's end has shown.
 */
function paymentErrorText(error: unknown): string | undefined {
	if (refused(error)) return undefined;
	if (isLmsError(error) && error.kind === 'http') {
		return serverMessage(error.body) ?? PAYMENT_TEXTS.failed;
	}
	return PAYMENT_TEXTS.failed;
}

/** Ends the checkout: back to the cart, as it was, with `text` as an error notice. */
function stop(text?: string): void {
	flow = null;
	$checkout.set({ kind: 'idle' });
	if (text) notify('error', text);
}

function leave(path: string): void {
	flow = null;
	$checkout.set({ kind: 'leaving' });
	globalThis.location.assign(path);
}

/** A confirmed success: the cart is emptied and the student goes to `/thankyou`. */
function succeed(order: Pick<OrderResult, 'entityId'>, free: boolean): void {
	emptyCart();
	rememberPlacedOrder({ entityId: order.entityId, free });
	leave(OUTCOME_PATHS.success);
}

async function placeOrder(current: Flow): Promise<OrderResult> {
	const [http, calls] = await lms(current.config, checkoutCalls);
	const { request } = current;
	return calls.placeOrder(http, {
		productIds: request.items.map((item) => item.id),
		// The payable after discount, never the fee (CONTRACT.md P11).
		totalMinor: request.payableMinor,
		currencyCode: request.currency,
		...(request.coupon ? { offerApplyDto: request.coupon.offerApplyDto } : {}),
	});
}

/** Starts checkout for the cart; ignored while another checkout runs. */
export async function startCheckout(
	config: ClientConfig,
	settings: CheckoutSettings,
	request: CheckoutRequest,
): Promise<void> {
	if ($checkout.get().kind !== 'idle') return;
	const current: Flow = { config, settings, request, gateways: null, one: null, fee: null };
	flow = current;
	$checkout.set({ kind: 'busy' });
	try {
		if (request.free) {
			const order = await placeOrder(current);
			if (order.placedWithoutPayment) return succeed(order, true);
			return stop(PAYMENT_TEXTS.failed);
		}
		await chooseAndGo(current);
	} catch (error) {
		stop(paymentErrorText(error));
	}
}

async function chooseAndGo(current: Flow): Promise<void> {
	let lookup: Parameters<typeof chooseGateway>[0]['lookup'];
	try {
		const [http, calls] = await lms(current.config, checkoutCalls);
		current.gateways = await calls.getPaymentGateways(http);
		lookup = { kind: 'loaded', gateways: current.gateways };
	} catch (error) {
		// Refused, the student is logged out: nothing more to order.
		if (refused(error)) return stop();
		lookup = { kind: 'failed' };
	}
	const decision = chooseGateway({
		currency: current.request.currency,
		lookup,
		studentCurrency: $session.get().countryDetails?.currencyCode ?? null,
		platformKey: current.settings.platformKeyId,
	});
	if (decision.kind === 'refused') return stop(decision.text);
	if (decision.kind === 'choose') {
		current.one = decision.one;
		$checkout.set({ kind: 'choose', selected: decision.preselected });
		return;
	}
	if (decision.kind === 'one') current.one = decision.one;
	await withGateway(current, decision.kind);
}

/** The selection dialog's choice. */
export function selectGateway(selected: 'one' | 'two'): void {
	if ($checkout.get().kind === 'choose') $checkout.set({ kind: 'choose', selected });
}

/** The selection dialog's confirmation: goes on with the selected gateway. */
export async function confirmGateway(): Promise<void> {
	const step = $checkout.get();
	if (step.kind !== 'choose' || flow === null) return;
	const current = flow;
	$checkout.set({ kind: 'busy' });
	try {
		await withGateway(current, step.selected);
	} catch (error) {
		stop(paymentErrorText(error));
	}
}

/** The extra-charge dialog for gateway one, when the fee applies; otherwise straight on. */
async function withGateway(current: Flow, gateway: GatewayId): Promise<void> {
	const { request } = current;
	const settings = feeSettings(current.gateways, $session.get().userInfo);
	if (gateway === 'one' && feeApplies('one', settings, request.payableMinor)) {
		const fee = feeBreakdown('one', settings, request.payableMinor);
		current.fee = fee;
		$checkout.set({ kind: 'fee', fee, currency: request.currency });
		return;
	}
	await pay(current, gateway);
}

/** The extra-charge dialog's confirmation: pays the total shown. */
export async function confirmFee(): Promise<void> {
	if ($checkout.get().kind !== 'fee' || flow === null) return;
	const current = flow;
	$checkout.set({ kind: 'busy' });
	try {
		await pay(current, 'one');
	} catch (error) {
		stop(paymentErrorText(error));
	}
}

/** A dialog's Close (or going back): the checkout ends and the cart stays as it is. */
export function cancelCheckout(): void {
	const kind = $checkout.get().kind;
	if (kind === 'choose' || kind === 'fee') stop();
}

async function pay(current: Flow, gateway: GatewayId): Promise<void> {
	const order = await placeOrder(current);
	if (order.placedWithoutPayment) return succeed(order, current.request.payableMinor === 0);
	if (gateway === 'one') return payWithGatewayOne(current, order);
	const [http, calls] = await lms(current.config, checkoutCalls);
	const payment = {
		entityId: order.entityId,
		amountMinor: current.request.payableMinor,
		currencyCode: current.request.currency,
		userId: $session.get().userId,
		siteUrl: globalThis.location.origin,
	};
	const target =
		gateway === 'two'
			? (await calls.getGatewayTwoToken(http, payment)).redirectUrl
			: await calls.createPaypalPayment(http, payment);
	// The hosted page's address comes from the API: only a secure web address is followed.
	const page = checkedUrl(target, 'secure');
	if (page === null) return stop(PAYMENT_TEXTS.failed);
	rememberHostedOrder({ entityId: order.entityId, gateway });
	leave(page);
}

async function payWithGatewayOne(current: Flow, order: OrderResult): Promise<void> {
	const one = current.one;
	if (one === null) return stop(PAYMENT_TEXTS.disabled);
	const { userId, userInfo } = $session.get();
	const totalMinor = current.fee?.totalMinor ?? current.request.payableMinor;
	const [http, calls] = await lms(current.config, checkoutCalls);
	const paymentOrder = await calls.createPaymentOrder(http, {
		totalMinor,
		entityId: order.entityId,
		userId,
	});
	const razorpayOrderId = paymentOrder.razorpayOrderId;
	if (razorpayOrderId === null) return stop(PAYMENT_TEXTS.orderNotCreated);
	let Razorpay;
	try {
		Razorpay = await loadGatewayOne(current.settings.checkoutScriptUrl);
	} catch {
		return stop(PAYMENT_TEXTS.scriptFailed);
	}
	// P12's common fields: the order, its account and the amount charged.
	const update = (status: 20 | 30, transactionId: string) =>
		calls.updateOrder(http, {
			entityId: order.entityId,
			transactionId,
			status,
			accountType: one.accountType,
			gatewayName: GATEWAY_ONE_NAME,
			countryId: $session.get().countryDetails?.countryId ?? null,
			currencyCode: current.request.currency,
			amountMinor: totalMinor,
			userId,
			...(current.request.coupon ? { offerApplyDto: current.request.coupon.offerApplyDto } : {}),
		});

	const succeeded = async (reply: GatewayOneSuccess) => {
		$checkout.set({ kind: 'busy' });
		try {
			await calls.updatePaymentDetail(http, {
				razorpayPaymentId: reply.razorpay_payment_id,
				razorpayOrderId: reply.razorpay_order_id,
				razorpaySignature: reply.razorpay_signature,
				orderId: paymentOrder.orderId,
			});
			await update(20, reply.razorpay_payment_id);
			succeed(order, false);
		} catch (error) {
			stop(paymentErrorText(error));
		}
	};
	const checkout = new Razorpay({
		key: one.key,
		amount: totalMinor,
		currency: 'INR',
		order_id: razorpayOrderId,
		name: current.settings.instituteName,
		description: current.request.items.map((item) => item.title).join(', '),
		prefill: {
			...(userInfo?.name ? { name: userInfo.name } : {}),
			...(userInfo?.email ? { email: userInfo.email } : {}),
			...(userInfo?.mobile ? { contact: userInfo.mobile } : {}),
		},
		handler: (reply) => void succeeded(reply),
		// Dismissed: back to the cart, unchanged.
		modal: { ondismiss: () => stop() },
	});
	checkout.on('payment.failed', (reply) => {
		$checkout.set({ kind: 'busy' });
		// The failure is recorded when the server can take it; the student sees /fail either way.
		void update(30, reply.error?.metadata?.payment_id ?? '')
			.catch(() => undefined)
			.finally(() => leave(OUTCOME_PATHS.failure));
	});
	$checkout.set({ kind: 'paying' });
	checkout.open();
}
