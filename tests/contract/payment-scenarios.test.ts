/**
 * The checkout scenarios (gateway-script-down, order-not-created, payment-declined,
 * gateway-config-empty, payment-disabled): each switched on for every institute, for one institute
 * (`?institute=`), and for one request (`x-sandbox-scenario`), plus the per-request and
 * per-institute forms of the older scenarios and the header's refusals.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, test } from 'vitest';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { checkoutCalls } from './checkout.ts';
import {
	call,
	GLOBALPREP,
	login,
	loginBody,
	PIXEL,
	startTestSandbox,
	SUNRISE,
	type Session,
} from './helpers.ts';

let sandbox: RunningSandbox;
const checkout = checkoutCalls(() => sandbox);

beforeAll(async () => {
	sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
// Reseeds orders and enrolments too, so every probe buys from a fresh store.
afterEach(async () => {
	await call(sandbox, 'POST', '/__sandbox/reset');
});

type Headers = Record<string, string>;
/** Sunrise (101), or the institute a Sunrise-scoped scenario must leave alone. */
type Site = 'sunrise' | 'other';

const switchOn = (name: string, query = '') =>
	call(sandbox, 'POST', `/__sandbox/scenario/${name}${query}`);

// A student of Sunrise (vikram) or of Pixel (neha).
const studentOf = (site: Site): Promise<Session> =>
	site === 'sunrise'
		? login(sandbox, '9876500006', 'vikram@123')
		: login(sandbox, '9811100001', 'neha@123', PIXEL);

// A gateway-one order awaiting payment: Sunrise product 2006 (₹199 + fee + GST), Pixel 2102 (no fee).
async function gatewayOneOrder(site: Site) {
	const buyer =
		site === 'sunrise'
			? { session: await login(sandbox, '9876500006', 'vikram@123'), product: 2006, price: 199 }
			: {
					session: await login(sandbox, '9811100001', 'neha@123', PIXEL),
					product: 2102,
					price: 349,
				};
	const paise = site === 'sunrise' ? 20370 : 34900;
	const entityId = await checkout.pendingOrder(buyer.session, [buyer.product], buyer.price);
	return { session: buyer.session, entityId, paise };
}

async function createdPaymentOrder(site: Site, headers: Headers = {}) {
	const { session, entityId, paise } = await gatewayOneOrder(site);
	const reply = await checkout.createPaymentOrder(
		session,
		entityId,
		paise,
		session.instituteId,
		headers,
	);
	expect(reply.status).toBe(200);
	expect(reply.body.result.order_id).toBe(entityId);
	return reply.body.result as { order_id: number; razorpay_order_id?: string };
}

// Gateway two for Sunrise (sneha), gateway three for Global Prep (emily): the hosted page's Pay
// or Approve link, followed; its redirect target.
async function hostedPay(site: Site, headers: Headers): Promise<string | null> {
	if (site === 'sunrise') {
		const sneha = await login(sandbox, '9876500003', 'sneha@123', SUNRISE, 'sneha-phone');
		const entityId = await checkout.pendingOrder(sneha, [2005], 999);
		const token = (await checkout.gatewayTwoToken(sneha, entityId, 999)).body.result.token_id;
		const process = `/api/v1/payment-gateway/payments/process/${SUNRISE}`;
		return checkout.outcome(`${process}?token_id=${token}&status=success`, headers);
	}
	const emily = await login(sandbox, '2125550101', 'emily@123', GLOBALPREP);
	const entityId = await checkout.pendingOrder(emily, [2502], 49.5);
	const approve = new URL(
		String((await checkout.paypalPayment(emily, entityId, 49.5)).body.result).slice(9),
	);
	const token = approve.searchParams.get('token') ?? '';
	return checkout.outcome(`/sandbox/paypal/decision?token=${token}&action=approve`, headers);
}

/** Whether the scenario showed on one request of `site`. */
type Probe = (site: Site, headers: Headers) => Promise<boolean>;

const PROBES: Array<[string, string, Probe]> = [
	[
		'gateway-script-down',
		'GET /sandbox/checkout.js answers 503 (scoped by the loading site’s Referer)',
		async (site, headers) => {
			const domain = site === 'sunrise' ? 'sunrise-academy.in' : 'pixel-store.in';
			const response = await fetch(`${sandbox.url}/sandbox/checkout.js`, {
				headers: { Referer: `http://${domain}.localhost:4321/cart`, ...headers },
			});
			const body = await response.text();
			if (response.status === 200) expect(body).toContain('window.Razorpay');
			else expect(response.status).toBe(503);
			return response.status === 503;
		},
	],
	[
		'order-not-created',
		'M18 answers 200 without razorpay_order_id',
		async (site, headers) => {
			const result = await createdPaymentOrder(site, headers);
			return result.razorpay_order_id === undefined;
		},
	],
	[
		'payment-declined',
		'the gateway-one stand-in’s Pay answers payment.failed details',
		async (site, headers) => {
			const { razorpay_order_id: orderId } = await createdPaymentOrder(site);
			const payment = await checkout.payWithStandIn(orderId ?? '', 'success', headers);
			if (payment.error) {
				expect(payment.error).toMatchObject({
					code: 'BAD_REQUEST_ERROR',
					reason: 'payment_failed',
					description: 'Your payment has been declined (sandbox: scenario payment-declined).',
				});
			} else expect(payment.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
			return payment.error !== undefined;
		},
	],
	[
		'payment-declined',
		'hosted pages’ Pay (gateway two) and Approve (gateway three) lead to /fail',
		async (site, headers) => {
			const location = await hostedPay(site, headers);
			const domain = site === 'sunrise' ? 'https://sunrise-academy.in' : 'https://global-prep.com';
			expect([`${domain}/thankyou`, `${domain}/fail`]).toContain(location);
			return location === `${domain}/fail`;
		},
	],
	[
		'gateway-config-empty',
		'M15 answers 200 with result {}',
		async (site, headers) => {
			const reply = await checkout.gatewayConfig(await studentOf(site), headers);
			expect(reply.status).toBe(200);
			expect(reply.body.statusCode).toBe(200);
			return Object.keys(reply.body.result).length === 0;
		},
	],
	[
		'payment-disabled',
		'M15 answers its blocks with inst_sett_det.is_payment_enabled "N"',
		async (site, headers) => {
			const reply = await checkout.gatewayConfig(await studentOf(site), headers);
			expect(reply.status).toBe(200);
			expect(reply.body.result.razorpay.is_active).toBe('Y');
			return reply.body.result.inst_sett_det.is_payment_enabled === 'N';
		},
	],
];

describe.each(PROBES)('%s: %s', (name, _effect, probe) => {
	test('switched on for every institute until reset', async () => {
		expect((await switchOn(name)).status).toBe(200);
		expect(await probe('sunrise', {})).toBe(true);
		expect(await probe('other', {})).toBe(true);
		await switchOn('reset');
		expect(await probe('sunrise', {})).toBe(false);
	});

	test('scoped to one institute with ?institute=', async () => {
		const reply = await switchOn(name, `?institute=${SUNRISE}`);
		expect(reply.body.message).toBe(`Scenario ${name} applied to institute 101`);
		expect(reply.body.result.scenarios).toEqual([{ name, institute: 101 }]);
		expect(await probe('sunrise', {})).toBe(true);
		expect(await probe('other', {})).toBe(false);
	});

	test('on one request with the x-sandbox-scenario header', async () => {
		expect(await probe('sunrise', { 'x-sandbox-scenario': name })).toBe(true);
		// A list works too; blocked-account only concerns logins, so it changes nothing here.
		expect(await probe('other', { 'x-sandbox-scenario': `blocked-account, ${name}` })).toBe(true);
		expect(await probe('sunrise', {})).toBe(false);
	});
});

test('gateway-config-empty lets M18 use gateway one on the platform account (no razorpay block)', async () => {
	const emily = await login(sandbox, '2125550101', 'emily@123', GLOBALPREP);
	// Global Prep's INR product 2503 (₹2,499, no convenience fee); its config has no razorpay block.
	const entityId = await checkout.pendingOrder(emily, [2503], 2499);
	const refused = await checkout.createPaymentOrder(emily, entityId, 249900, GLOBALPREP);
	expect(refused.status).toBe(400);
	expect(refused.body.message).toBe('Gateway one (razorpay) is not active for this institute');
	const accepted = await checkout.createPaymentOrder(emily, entityId, 249900, GLOBALPREP, {
		'x-sandbox-scenario': 'gateway-config-empty',
	});
	expect(accepted.status).toBe(200);
	expect(accepted.body.result.razorpay_order_id).toMatch(/^order_/);
});

test('payment-disabled makes M16, M17 and M18 refuse the payment', async () => {
	const off = { 'x-sandbox-scenario': 'payment-disabled' };
	const refusal = { status: 400, message: 'Online payment is disabled for this institute' };
	const one = await gatewayOneOrder('other');
	const m18 = await checkout.createPaymentOrder(one.session, one.entityId, one.paise, PIXEL, off);
	expect({ status: m18.status, message: m18.body.message }).toEqual(refusal);
	const sneha = await login(sandbox, '9876500003', 'sneha@123', SUNRISE, 'sneha-phone');
	const two = await checkout.pendingOrder(sneha, [2005], 999);
	const m16 = await checkout.gatewayTwoToken(sneha, two, 999, {}, off);
	expect({ status: m16.status, message: m16.body.message }).toEqual(refusal);
	const emily = await login(sandbox, '2125550101', 'emily@123', GLOBALPREP);
	const three = await checkout.pendingOrder(emily, [2502], 49.5);
	const m17 = await checkout.paypalPayment(emily, three, 49.5, off);
	expect({ status: m17.status, message: m17.body.message }).toEqual(refusal);
	// The same order is paid once the scenario is off.
	expect((await checkout.paypalPayment(emily, three, 49.5)).status).toBe(200);
});

describe('per-request and per-institute forms of the older scenarios', () => {
	const countries = (instituteId: number, headers: Headers = {}) =>
		call(sandbox, 'GET', `/api/v1/institutes/country/${instituteId}`, { headers });
	const loginOption = async (
		userName: string,
		password: string,
		instituteId: number,
		headers = {},
	) =>
		(
			await call(sandbox, 'POST', '/api/v2/user/v3/login', {
				headers,
				body: loginBody(userName, password, { institute_id: instituteId }),
			})
		).body.result.login_option;

	test('api-500 on one request, or for one institute', async () => {
		expect((await countries(SUNRISE, { 'x-sandbox-scenario': 'api-500' })).status).toBe(500);
		expect((await countries(SUNRISE)).status).toBe(200);
		await switchOn('api-500', `?institute=${PIXEL}`);
		expect((await countries(PIXEL)).status).toBe(500);
		expect((await countries(SUNRISE)).status).toBe(200);
	});

	test('blocked-account on one login, or on the next login at one institute', async () => {
		expect(
			await loginOption('9876543210', 'aarav@123', SUNRISE, {
				'x-sandbox-scenario': 'blocked-account',
			}),
		).toBe(13);
		expect(await loginOption('9876543210', 'aarav@123', SUNRISE)).toBe(0);
		await switchOn('blocked-account', `?institute=${PIXEL}`);
		expect(await loginOption('9876543210', 'aarav@123', SUNRISE)).toBe(0);
		expect(await loginOption('9811100001', 'neha@123', PIXEL)).toBe(13);
		expect(await loginOption('9811100001', 'neha@123', PIXEL)).toBe(0);
	});

	test('reset with ?institute= clears only what was scoped to that institute', async () => {
		await switchOn('gateway-config-empty');
		await switchOn('order-not-created', `?institute=${SUNRISE}`);
		await switchOn('api-500', `?institute=${SUNRISE}`);
		const reply = await switchOn('reset', `?institute=${SUNRISE}`);
		expect(reply.body.result).toEqual({
			rules: [],
			scenarios: [{ name: 'gateway-config-empty' }],
		});
		expect((await call(sandbox, 'GET', '/__sandbox/scenario')).body.result.scenarios).toEqual([
			{ name: 'gateway-config-empty' },
		]);
	});
});

describe('x-sandbox-scenario refusals', () => {
	it.each([
		['an unknown name', 'meltdown'],
		['reset', 'reset'],
	])('%s is a 400 naming the usable scenarios', async (_case, value) => {
		const reply = await call(sandbox, 'GET', `/api/v1/institutes/country/${SUNRISE}`, {
			headers: { 'x-sandbox-scenario': value },
		});
		expect(reply.status).toBe(400);
		expect(reply.body.message).toBe(
			`Bad x-sandbox-scenario '${value}': use one of api-500, slow, blocked-account, gateway-script-down, gateway-redirect-insecure, order-not-created, payment-declined, gateway-config-empty, payment-disabled, empty-home`,
		);
	});

	test('a bad ?institute= is a 400; the header is allowed by CORS', async () => {
		expect((await switchOn('slow', '?institute=abc')).status).toBe(400);
		const preflight = await fetch(`${sandbox.url}/sandbox/razorpay/pay`, {
			method: 'OPTIONS',
			headers: {
				Origin: 'http://sunrise-academy.in.localhost:4321',
				'Access-Control-Request-Method': 'POST',
				'Access-Control-Request-Headers': 'content-type,x-sandbox-scenario',
			},
		});
		expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
			'x-sandbox-scenario',
		);
	});
});
