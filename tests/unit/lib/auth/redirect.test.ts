import { describe, expect, it } from 'vitest';
import {
	afterLoginPath,
	afterRegistrationPath,
	loginUrl,
	safeInternalPath,
} from '../../../../src/lib/auth/redirect.ts';

describe('safeInternalPath', () => {
	it.each([
		['/dashboard', '/dashboard'],
		['/dashboard/my-orders?x=1', '/dashboard/my-orders?x=1'],
		['//evil.example', null],
		['https://evil.example', null],
		['javascript:alert(1)', null],
		['/\\evil.example', null],
		['/a b', null],
		['', null],
		[null, null],
	])('%s → %s', (value, expected) => {
		expect(safeInternalPath(value)).toBe(expected);
	});
});

describe('loginUrl', () => {
	it.each([
		[null, '/login'],
		['/', '/login'],
		['/login', '/login'],
		['/login?from=x', '/login'],
		['/courses/login', '/login?from=%2Fcourses%2Flogin'],
		['cart', '/login?from=cart'],
		['/dashboard/profile', '/login?from=%2Fdashboard%2Fprofile'],
		['https://evil.example', '/login'],
	])('from %s → %s', (from, expected) => {
		expect(loginUrl(from)).toBe(expected);
	});
});

describe('afterLoginPath', () => {
	it.each([
		['', '/'],
		['?from=cart', '/cart'],
		['?from=%2Fdashboard%2Fprofile', '/dashboard/profile'],
		['?from=%2F%2Fevil.example', '/'],
		['?from=https%3A%2F%2Fevil.example', '/'],
	])('%s → %s', (search, expected) => {
		expect(afterLoginPath(search)).toBe(expected);
	});
});

describe('afterRegistrationPath', () => {
	it.each([
		['?from=cart', 2, '/cart'],
		['?from=cart', 0, '/'],
		['', 3, '/'],
		['?from=%2Fdashboard', 1, '/'],
	])('%s with %i items → %s', (search, count, expected) => {
		expect(afterRegistrationPath(search, count)).toBe(expected);
	});
});
