import { describe, expect, it } from 'vitest';
import { webUrlOrNull } from '../../../../src/lib/lms/values.ts';

describe('webUrlOrNull', () => {
	it.each<[string, unknown, string | null]>([
		['an https link', 'https://sunrise-academy.in/go/x', 'https://sunrise-academy.in/go/x'],
		[
			'an http link',
			'http://127.0.0.1:4321/product?proc=A_1_2',
			'http://127.0.0.1:4321/product?proc=A_1_2',
		],
		['padded with spaces', '  https://a.example/p  ', 'https://a.example/p'],
		['an upper-case scheme, normalised', 'HTTPS://A.example', 'https://a.example/'],
		[
			'a space inside, encoded',
			'https://a.example/p?proc=A B_1_2',
			'https://a.example/p?proc=A%20B_1_2',
		],
		['a bare host', 'sunrise-academy.in/cuet-mock-pack', null],
		['a relative path', '/product?proc=A_1_2', null],
		['javascript:', 'javascript:alert(1)', null],
		['data:', 'data:text/html,<b>x</b>', null],
		['ftp:', 'ftp://files.example/a', null],
		['empty', '', null],
		['blank', '   ', null],
		['null', null, null],
		['a number', 42, null],
	])('%s', (_case, value, expected) => {
		expect(webUrlOrNull(value)).toBe(expected);
	});

	it.each<[string, string, string | null]>([
		['https passes', 'https://forms.example/enquiry', 'https://forms.example/enquiry'],
		['http does not', 'http://forms.example/enquiry', null],
	])('https only: %s', (_case, value, expected) => {
		expect(webUrlOrNull(value, ['https:'])).toBe(expected);
	});
});
