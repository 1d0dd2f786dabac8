/**
 * Texts of the checkout dialogs. The spec names the dialogs and their content (section 2: a
 * payment-gateway selection dialog, an extra-charge dialog showing the amount, the fee, the GST
 * and the total) but not their words; these are written for this site.
 */
export const CHECKOUT_DIALOG_TEXTS = {
	chooseHeading: 'Choose a payment method',
	gateways: {
		one: 'Cards, UPI, net banking and wallets (Razorpay)',
		two: 'Pay on the payment page (PayTabs)',
	},
	proceed: 'Continue',
	close: 'Close',
	feeHeading: 'Convenience fee',
	feeIntro: 'A convenience fee and GST on it are added to online payments.',
	amount: 'Amount',
	fee: 'Convenience fee',
	gst: 'GST (18%) on the fee',
	total: 'Total',
	back: 'Back',
	pay: 'Pay',
} as const;
