import { describe, expect, it } from 'vitest';
import { chooseGateway, type GatewayInput } from '../../../../src/lib/checkout/gateway.ts';
import type { PaymentGateways } from '../../../../src/lib/lms/types.ts';

// The spec's texts, pinned here as literals.
const DISABLED = 'Payment gateway is disabled. Please contact the admin.';
const NOT_ALLOWED = 'You are not allowed to do payment.';
const UNAVAILABLE =
	'We apologize, but our online payment processing is currently unavailable. For assistance, please contact your institute. Thank You!';
const FAILED = 'We are not able to process your payment at this time. Please try after some time.';

const one = (active: boolean, publicToken: string | null = 'rzp_inst', oAuthDone = false) => ({
	active,
	publicToken,
	oAuthDone,
});
const two = (active: boolean) => ({ active, procturGateway: true, merchantId: 'm', email: null });

function gateways(overrides: Partial<PaymentGateways>): PaymentGateways {
	return {
		gatewayOne: null,
		gatewayTwo: null,
		gatewayThree: null,
		paymentEnabled: null,
		convenienceFeeEnabled: null,
		convenienceFeePercentage: null,
		...overrides,
	};
}

const loaded = (overrides: Partial<PaymentGateways>): GatewayInput['lookup'] => ({
	kind: 'loaded',
	gateways: gateways(overrides),
});

const base: GatewayInput = {
	currency: 'INR',
	lookup: loaded({}),
	studentCurrency: 'INR',
	platformKey: 'rzp_platform',
};

describe('chooseGateway', () => {
	it.each<[string, Partial<GatewayInput>, ReturnType<typeof chooseGateway>]>([
		[
			'INR, both active: the dialog, gateway one preselected',
			{ lookup: loaded({ gatewayOne: one(true), gatewayTwo: two(true) }) },
			{ kind: 'choose', preselected: 'one', one: { key: 'rzp_inst', accountType: 'Proctur' } },
		],
		[
			'INR, only gateway one active',
			{ lookup: loaded({ gatewayOne: one(true), gatewayTwo: two(false) }) },
			{ kind: 'one', one: { key: 'rzp_inst', accountType: 'Proctur' } },
		],
		[
			'INR, only gateway two active',
			{ lookup: loaded({ gatewayOne: one(false), gatewayTwo: two(true) }) },
			{ kind: 'two' },
		],
		[
			'INR, gateway two alone configured',
			{ lookup: loaded({ gatewayTwo: two(true) }) },
			{ kind: 'two' },
		],
		[
			'INR, neither active',
			{ lookup: loaded({ gatewayOne: one(false), gatewayTwo: two(false) }) },
			{ kind: 'refused', text: DISABLED },
		],
		[
			'INR, neither configured (gateway three only)',
			{ lookup: loaded({ gatewayThree: { procturGateway: true } }) },
			{ kind: 'refused', text: DISABLED },
		],
		[
			'INR, the institute connected its own account: Client',
			{ lookup: loaded({ gatewayOne: one(true, 'rzp_own', true) }) },
			{ kind: 'one', one: { key: 'rzp_own', accountType: 'Client' } },
		],
		[
			'reading (P12 account type): own account connected, both INR gateways: the dialog carries Client',
			{ lookup: loaded({ gatewayOne: one(true, 'rzp_own', true), gatewayTwo: two(true) }) },
			{ kind: 'choose', preselected: 'one', one: { key: 'rzp_own', accountType: 'Client' } },
		],
		[
			'INR, gateway one without a public token: the platform key',
			{ lookup: loaded({ gatewayOne: one(true, null) }) },
			{ kind: 'one', one: { key: 'rzp_platform', accountType: 'Proctur' } },
		],
		[
			'INR, gateway one without any key, gateway two active',
			{
				lookup: loaded({ gatewayOne: one(true, null), gatewayTwo: two(true) }),
				platformKey: null,
			},
			{ kind: 'two' },
		],
		[
			'INR, gateway one without any key alone',
			{ lookup: loaded({ gatewayOne: one(true, null) }), platformKey: null },
			{ kind: 'refused', text: DISABLED },
		],
		[
			'USD with gateway three',
			{
				currency: 'USD',
				lookup: loaded({ gatewayOne: one(true), gatewayThree: { procturGateway: true } }),
			},
			{ kind: 'three' },
		],
		[
			'USD without gateway three',
			{ currency: 'USD', lookup: loaded({ gatewayOne: one(true), gatewayTwo: two(true) }) },
			{ kind: 'refused', text: NOT_ALLOWED },
		],
		[
			'an empty M15 result: gateway unavailable',
			{ lookup: { kind: 'loaded', gateways: null } },
			{ kind: 'refused', text: UNAVAILABLE },
		],
		[
			'reading (is_payment_enabled off): INR, both gateways active, still disabled',
			{
				lookup: loaded({
					gatewayOne: one(true, 'rzp_own', true),
					gatewayTwo: two(true),
					paymentEnabled: false,
				}),
			},
			{ kind: 'refused', text: DISABLED },
		],
		[
			'payment switched off, INR',
			{ lookup: loaded({ gatewayOne: one(true), paymentEnabled: false }) },
			{ kind: 'refused', text: DISABLED },
		],
		[
			'payment switched off, USD',
			{
				currency: 'USD',
				lookup: loaded({ gatewayThree: { procturGateway: true }, paymentEnabled: false }),
			},
			{ kind: 'refused', text: NOT_ALLOWED },
		],
		[
			'reading (M15 fails): INR cart, INR-country student: gateway one silently, platform key, Proctur',
			{ lookup: { kind: 'failed' } },
			{ kind: 'one', one: { key: 'rzp_platform', accountType: 'Proctur' } },
		],
		[
			'M15 failed, INR cart, INR student, no platform key',
			{ lookup: { kind: 'failed' }, platformKey: null },
			{ kind: 'refused', text: DISABLED },
		],
		[
			'M15 failed, INR cart, student of another country',
			{ lookup: { kind: 'failed' }, studentCurrency: 'USD' },
			{ kind: 'refused', text: FAILED },
		],
		[
			'M15 failed, INR cart, student country unknown',
			{ lookup: { kind: 'failed' }, studentCurrency: null },
			{ kind: 'refused', text: FAILED },
		],
		[
			'M15 failed, USD cart',
			{ lookup: { kind: 'failed' }, currency: 'USD' },
			{ kind: 'refused', text: FAILED },
		],
	])('%s', (_name, overrides, expected) => {
		expect(chooseGateway({ ...base, ...overrides })).toEqual(expected);
	});
});
