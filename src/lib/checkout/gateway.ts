/**
 * Which payment gateway a cart is paid with (spec section 4 "Gateway choice", section 5;
 * CONTRACT.md "Spec readings fixed here"). Pure: the checkout store feeds it M15's reply (or its
 * failure), the cart's currency, the student's country currency and the platform's gateway-one
 * key, and does what the decision says.
 */
import type { PaymentGateways } from '../lms/types.ts';
import { PAYMENT_TEXTS } from './texts.ts';

/** Gateway one (card checkout), two (hosted page) or three (PayPal, other currencies). */
export type GatewayId = 'one' | 'two' | 'three';

/** How gateway one is opened: its public key, and whose account takes the money (P12). */
export interface GatewayOneAccount {
	key: string;
	accountType: 'Client' | 'Proctur';
}

/** What the checkout does next. */
export type GatewayDecision =
	| { kind: 'choose'; preselected: 'one'; one: GatewayOneAccount }
	| { kind: 'one'; one: GatewayOneAccount }
	| { kind: 'two' }
	| { kind: 'three' }
	| { kind: 'refused'; text: string };

/** M15's outcome: its reply (null for an empty result), or a failed lookup. */
export type GatewayLookup =
	{ kind: 'loaded'; gateways: PaymentGateways | null } | { kind: 'failed' };

/** Everything the choice depends on. */
export interface GatewayInput {
	/** The cart's currency (one of the supported ones). */
	currency: string;
	lookup: GatewayLookup;
	/** The logged-in student's country currency (login result), if known. */
	studentCurrency: string | null;
	/** The platform's own gateway-one key (configuration), if any. */
	platformKey: string | null;
}

const refused = (text: string): GatewayDecision => ({ kind: 'refused', text });

/**
 * Gateway one's key and account: the institute's public token on its own (connected) account is
 * "Client"; otherwise "Proctur", with the institute's token or else the platform's key.
 */
function gatewayOneAccount(
	one: NonNullable<PaymentGateways['gatewayOne']>,
	platformKey: string | null,
): GatewayOneAccount | null {
	const key = one.publicToken ?? platformKey;
	if (key === null) return null;
	return { key, accountType: one.oAuthDone ? 'Client' : 'Proctur' };
}

/** The gateway decision for a cart (see the module comment for the rules' sources). */
export function chooseGateway(input: GatewayInput): GatewayDecision {
	const inr = input.currency === 'INR';
	if (input.lookup.kind === 'failed') {
		// Spec: an INR cart of an INR-country student goes on silently with gateway one, on the
		// platform's account (its key is configuration).
		if (inr && input.studentCurrency === 'INR') {
			return input.platformKey === null
				? refused(PAYMENT_TEXTS.disabled)
				: { kind: 'one', one: { key: input.platformKey, accountType: 'Proctur' } };
		}
		return refused(PAYMENT_TEXTS.failed);
	}
	const gateways = input.lookup.gateways;
	if (gateways === null) return refused(PAYMENT_TEXTS.unavailable);
	if (gateways.paymentEnabled === false) {
		return refused(inr ? PAYMENT_TEXTS.disabled : PAYMENT_TEXTS.notAllowed);
	}
	if (!inr) return gateways.gatewayThree ? { kind: 'three' } : refused(PAYMENT_TEXTS.notAllowed);

	const one =
		gateways.gatewayOne?.active === true
			? gatewayOneAccount(gateways.gatewayOne, input.platformKey)
			: null;
	const two = gateways.gatewayTwo?.active === true;
	if (one && two) return { kind: 'choose', preselected: 'one', one };
	if (one) return { kind: 'one', one };
	if (two) return { kind: 'two' };
	return refused(PAYMENT_TEXTS.disabled);
}
