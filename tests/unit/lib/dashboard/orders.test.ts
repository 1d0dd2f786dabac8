import { describe, expect, it } from 'vitest';
import { orderDateLabel, orderView } from '../../../../src/lib/dashboard/orders.ts';
import { productFixture } from '../../fixtures/product.ts';

describe('order date label', () => {
	it.each([
		['a P6 date (YYYY-MM-DD)', '2026-11-23', '23 Nov 2026'],
		['no leading zero on the day', '2025-01-05', '5 Jan 2025'],
		['each month abbreviated', '2025-09-30', '30 Sep 2025'],
		['a leap day', '2024-02-29', '29 Feb 2024'],
		['surrounding spaces', ' 2025-04-10 ', '10 Apr 2025'],
		['a time after T: the calendar date as sent', '2025-12-31T23:30:00.000Z', '31 Dec 2025'],
		['a time after a space', '2025-06-01 00:00:00', '1 Jun 2025'],
		['absent (null)', null, '—'],
		['absent (undefined)', undefined, '—'],
		['empty', '', '—'],
		['not a real day', '2025-02-30', '—'],
		['not a leap year', '2025-02-29', '—'],
		['month 13', '2025-13-01', '—'],
		['day first', '10-01-2025', '—'],
		['free text', 'Lifetime', '—'],
		['digits glued to the date', '2025-01-101', '—'],
	])('%s: %o → %s', (_name, value, expected) => {
		expect(orderDateLabel(value, 'en')).toBe(expected);
	});
});

describe('order card', () => {
	it.each([
		[
			'a paid INR order with both dates',
			productFixture({
				id: 2001,
				title: 'JEE Main 2026 Full Test Series',
				enrolledDate: '2025-01-10',
				expireOn: '2026-11-23',
				price: 2999,
			}),
			{
				id: 2001,
				title: 'JEE Main 2026 Full Test Series',
				photo: 'https://cdn.example/p.svg',
				purchased: '10 Jan 2025',
				expires: '23 Nov 2026',
				price: '₹2,999',
			},
		],
		[
			'a free order (is_paid N) without photo or expiry',
			productFixture({
				id: 2003,
				title: 'Free Physics Chapter Tests',
				photoUrl: null,
				enrolledDate: '2025-01-10',
				expireOn: null,
				isFree: true,
				price: 0,
			}),
			{
				id: 2003,
				title: 'Free Physics Chapter Tests',
				photo: '/images/product-fallback.svg',
				purchased: '10 Jan 2025',
				expires: '—',
				price: 'Free',
			},
		],
		[
			'a USD order with decimals',
			productFixture({
				id: 4001,
				title: 'SAT Prep',
				enrolledDate: '2025-03-02',
				expireOn: '2025-06-30',
				price: 49.99,
				currencyCode: 'USD',
			}),
			{
				id: 4001,
				title: 'SAT Prep',
				photo: 'https://cdn.example/p.svg',
				purchased: '2 Mar 2025',
				expires: '30 Jun 2025',
				price: 'USD 49.99',
			},
		],
	])('%s', (_name, product, expected) => {
		expect(orderView(product, 'en')).toEqual(expected);
	});
});
