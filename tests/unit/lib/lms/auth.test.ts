import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	accessTokenFrom,
	base64Utf8,
	encodeRegisterPassword,
	productAuthHeaders,
	randomFiveDigits,
	studentAuthorization,
	webAccessTokenHeaders,
} from '../../../../src/lib/lms/auth.ts';

afterEach(() => {
	vi.restoreAllMocks();
});

describe('productAuthHeaders', () => {
	it('derives x-proc-authorization as institute id × r', () => {
		expect(productAuthHeaders(1234, 5678, 54321)).toEqual({
			'session-id': '54321',
			'x-proc-authorization': '67032114',
			'x-prod-inst-id': '1234',
			'x-prod-user-id': '5678',
		});
	});

	it('leaves the user id blank when nobody is logged in', () => {
		expect(productAuthHeaders(1234, 0, 10000)['x-prod-user-id']).toBe('');
	});

	// 9007199254740991 × 99999 = 900719925474099100000 − 9007199254740991
	it('stays exact beyond 2^53', () => {
		const headers = productAuthHeaders(9_007_199_254_740_991, 1, 99_999);
		expect(headers['x-proc-authorization']).toBe('900710918274844359009');
		expect(
			BigInt(headers['x-proc-authorization'] ?? '') / BigInt(headers['session-id'] ?? ''),
		).toBe(9_007_199_254_740_991n);
	});

	it('picks a fresh five-digit r per call, and a server recovers the institute', () => {
		const seen = new Set<string>();
		for (let i = 0; i < 200; i++) {
			const headers = productAuthHeaders(3817, 0);
			const r = Number(headers['session-id']);
			expect(r).toBeGreaterThanOrEqual(10_000);
			expect(r).toBeLessThanOrEqual(99_999);
			expect(Number(headers['x-proc-authorization']) / r).toBe(3817);
			seen.add(headers['session-id'] ?? '');
		}
		expect(seen.size).toBeGreaterThan(100);
	});
});

describe('randomFiveDigits', () => {
	it.each([
		[0, 10_000],
		[0.999_999_999, 99_999],
		[0.5, 55_000],
	])('Math.random() = %d gives %d', (random, expected) => {
		vi.spyOn(Math, 'random').mockReturnValue(random);
		expect(randomFiveDigits()).toBe(expected);
	});
});

describe('webAccessTokenHeaders', () => {
	it('sends session_id, institute_id and Authorization = institute id × r', () => {
		expect(webAccessTokenHeaders(3817, 20000)).toEqual({
			session_id: '20000',
			institute_id: '3817',
			Authorization: '76340000',
		});
	});
});

describe('encodings', () => {
	it('builds the student authorization from the server credential', () => {
		expect(studentAuthorization(5678, 'srv-cred-9f')).toBe(
			`Basic ${Buffer.from('5678:srv-cred-9f').toString('base64')}`,
		);
		expect(studentAuthorization(1, 'abc')).toBe('Basic MTphYmM=');
	});

	it('is UTF-8 safe', () => {
		expect(base64Utf8('पासवर्ड₹')).toBe(Buffer.from('पासवर्ड₹', 'utf8').toString('base64'));
		expect(studentAuthorization(7, 'clé')).toBe('Basic NzpjbMOp');
	});

	it('encodes the web access token as base64(u_id:u_pd)', () => {
		expect(accessTokenFrom('web_user', 'p@ss')).toBe('d2ViX3VzZXI6cEBzcw==');
	});

	it('encodes the typed registration password', () => {
		expect(encodeRegisterPassword('secret1')).toBe('c2VjcmV0MQ==');
		expect(encodeRegisterPassword('')).toBe('');
	});
});
