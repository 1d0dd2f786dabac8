/**
 * Money in integer minor units (spec section 9, CONTRACT.md "amounts"): the API speaks in the
 * currency's major unit with decimals, and every sum the site shows or sends is computed on whole
 * minor units so that no floating-point noise (0.1 + 0.2) reaches a label or a request.
 */

// ISO 4217: of the supported currencies only the yen has no minor unit.
const EXPONENTS: Readonly<Record<string, number>> = { JPY: 0 };

/** Decimal places of a currency's minor unit: 2, or 0 for JPY. */
export function minorExponent(currencyCode: string): number {
	return EXPONENTS[currencyCode] ?? 2;
}

/** A major-unit amount from the API (e.g. 499.99) as whole minor units (49999), rounded half up. */
export function toMinor(amount: number, currencyCode: string): number {
	if (!Number.isFinite(amount)) return 0;
	const factor = 10 ** minorExponent(currencyCode);
	// toFixed first: 1.005 * 100 is 100.49999…; the decimal string rounds as a person would.
	return Math.round(Number((amount * factor).toFixed(6)));
}

/** Whole minor units back to the API's major unit (49999 → 499.99). */
export function fromMinor(minor: number, currencyCode: string): number {
	const exponent = minorExponent(currencyCode);
	return Number((minor / 10 ** exponent).toFixed(exponent));
}

// Making a formatter costs far more than using one, and a build formats prices on every page.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
	const key = `${locale}:${digits}`;
	let format = formatters.get(key);
	if (!format) {
		format = new Intl.NumberFormat(locale, {
			minimumFractionDigits: digits,
			maximumFractionDigits: digits,
		});
		formatters.set(key, format);
	}
	return format;
}

/**
 * `₹2,999` or `₹2,999.50` for INR (Indian grouping); otherwise the code, e.g. `USD 49.99`.
 * `decimals: 'always'` keeps the minor digits of a whole amount (`₹2,999.00`), as the
 * convenience-fee dialog shows them (spec section 9: "shown with 2 decimals").
 */
export function formatMinor(
	minor: number,
	currencyCode: string,
	decimals: 'auto' | 'always' = 'auto',
): string {
	const exponent = minorExponent(currencyCode);
	const whole = minor % 10 ** exponent === 0;
	const digits = whole && decimals === 'auto' ? 0 : exponent;
	const text = numberFormat(currencyCode === 'INR' ? 'en-IN' : 'en-US', digits).format(
		fromMinor(minor, currencyCode),
	);
	return currencyCode === 'INR' ? `₹${text}` : `${currencyCode} ${text}`;
}
