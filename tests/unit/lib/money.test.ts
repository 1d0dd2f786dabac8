import { describe, expect, it } from 'vitest';
import { formatMinor, fromMinor, minorExponent, toMinor } from '../../../src/lib/money.ts';

describe('minor units', () => {
	it.each([
		[499.99, 'INR', 49999],
		[0.1 + 0.2, 'INR', 30],
		[1.005, 'INR', 101],
		[2999, 'INR', 299900],
		[19.995, 'USD', 2000],
		[1500, 'JPY', 1500],
		[0, 'INR', 0],
		[Number.NaN, 'INR', 0],
	])('toMinor(%s, %s) = %s', (amount, currency, minor) => {
		expect(toMinor(amount, currency)).toBe(minor);
	});

	it.each([
		[49999, 'INR', 499.99],
		[30, 'INR', 0.3],
		[1500, 'JPY', 1500],
		[1, 'USD', 0.01],
	])('fromMinor(%s, %s) = %s', (minor, currency, amount) => {
		expect(fromMinor(minor, currency)).toBe(amount);
	});

	it.each([
		['INR', 2],
		['USD', 2],
		['JPY', 0],
		['HUF', 2],
	])('%s has %s decimals', (currency, exponent) => {
		expect(minorExponent(currency)).toBe(exponent);
	});

	it.each([
		[299900, 'INR', '₹2,999'],
		[29990050, 'INR', '₹2,99,900.50'],
		[30, 'INR', '₹0.30'],
		[4999, 'USD', 'USD 49.99'],
		[500000, 'USD', 'USD 5,000'],
		[1500, 'JPY', 'JPY 1,500'],
		[0, 'INR', '₹0'],
	])('formatMinor(%s, %s) = %s', (minor, currency, text) => {
		expect(formatMinor(minor, currency)).toBe(text);
	});

	it.each([
		[299900, 'INR', '₹2,999.00'],
		[5998, 'INR', '₹59.98'],
		[540, 'INR', '₹5.40'],
		[0, 'INR', '₹0.00'],
		[500000, 'USD', 'USD 5,000.00'],
		[1500, 'JPY', 'JPY 1,500'],
	])("formatMinor(%s, %s, always) = %s (the fee dialog's 2 decimals)", (minor, currency, text) => {
		expect(formatMinor(minor, currency, 'always')).toBe(text);
	});

	it('sums of section 9 amounts carry no floating-point noise', () => {
		const prices = [0.1, 0.2, 999.99, 1499.5];
		const minor = prices.reduce((sum, price) => sum + toMinor(price, 'INR'), 0);
		expect(minor).toBe(249979);
		expect(formatMinor(minor, 'INR')).toBe('₹2,499.79');
	});
});
