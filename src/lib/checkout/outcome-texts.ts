/**
 * The words of `/thankyou` and `/fail` (spec section 2 "Thank-you and failure"). The spec's
 * sentences are kept verbatim, split only where the page puts its heading.
 */

/** Heading of `/thankyou`: the first words of the spec's success text. */
export const THANK_YOU_HEADING = 'Thank You!';

/** The rest of the spec's success text, shown under the heading. */
export const THANK_YOU_MESSAGE =
	'Payment done successfully. Purchased Product will get assigned to you within 1hr. Happy Learning!';

/** Shown when the institute has no thank-you page content to show (or its website is off). */
export const RECEIPT_FALLBACK =
	'An automated receipt will be sent to the email address you registered with.';

/** The link of `/thankyou` back to the products list. */
export const BUY_ANOTHER = { label: 'Buy another product', href: '/product' } as const;

/** Heading of `/fail`: the first word of the spec's failure text. */
export const FAILURE_HEADING = 'OOPS!';

/** The rest of the spec's failure text, shown under the heading. */
export const FAILURE_MESSAGE = 'Something went wrong at the time of purchasing product';

/** The link of `/fail` back to the cart, which the failed payment left as it was. */
export const TRY_AGAIN = { label: 'Try again', href: '/cart' } as const;
