/**
 * The payment messages of the checkout, verbatim from the spec (section 5, section 8) and the
 * contract (M18).
 */
export const PAYMENT_TEXTS = {
	/** Spec section 8: a payment step failed without a message of the server's. */
	failed: 'We are not able to process your payment at this time. Please try after some time.',
	/** Spec section 8: M15 answered an empty configuration. */
	unavailable:
		'We apologize, but our online payment processing is currently unavailable. For assistance, please contact your institute. Thank You!',
	/** Spec section 8: gateway one's checkout script did not load. */
	scriptFailed: 'Something went wrong. Kindly check your network connection and try again.',
	/** Spec section 8: no gateway for the cart's currency (non-INR without gateway three). */
	notAllowed: 'You are not allowed to do payment.',
	/** Spec section 5: an INR cart with neither gateway one nor gateway two active. */
	disabled: 'Payment gateway is disabled. Please contact the admin.',
	/** CONTRACT.md M18: the reply has no `razorpay_order_id`. */
	orderNotCreated: 'Payment Order is not created.',
} as const;
