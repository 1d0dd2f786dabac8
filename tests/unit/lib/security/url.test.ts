/**
 * The one check every address from the API passes before it becomes an href, a src or a redirect
 * (src/lib/security/url.ts; issue 28): a table of addresses and what each use accepts.
 */
import { describe, expect, it } from 'vitest';
import { checkedUrl, isSitePath } from '../../../../src/lib/security/url.ts';

type Row = [
	input: string | null | undefined,
	link: string | null,
	web: string | null,
	secure: string | null,
];

const ROWS: Row[] = [
	[
		'https://play.google.com/store/apps/details?id=x',
		'https://play.google.com/store/apps/details?id=x',
		'https://play.google.com/store/apps/details?id=x',
		'https://play.google.com/store/apps/details?id=x',
	],
	[
		' https://pay.example/p?t=1 ',
		'https://pay.example/p?t=1',
		'https://pay.example/p?t=1',
		'https://pay.example/p?t=1',
	],
	[
		'HTTPS://PAY.EXAMPLE/x',
		'HTTPS://PAY.EXAMPLE/x',
		'HTTPS://PAY.EXAMPLE/x',
		'https://pay.example/x',
	],
	['http://example.in', 'http://example.in', 'http://example.in', null],
	[
		'http://127.0.0.1:4010/sandbox/gateway-two/pay',
		'http://127.0.0.1:4010/sandbox/gateway-two/pay',
		'http://127.0.0.1:4010/sandbox/gateway-two/pay',
		'http://127.0.0.1:4010/sandbox/gateway-two/pay',
	],
	[
		'http://sunrise-academy.in.localhost:4321/x',
		'http://sunrise-academy.in.localhost:4321/x',
		'http://sunrise-academy.in.localhost:4321/x',
		'http://sunrise-academy.in.localhost:4321/x',
	],
	['http://[::1]:8080/', 'http://[::1]:8080/', 'http://[::1]:8080/', 'http://[::1]:8080/'],
	[
		'http://127.0.0.1.evil.example/',
		'http://127.0.0.1.evil.example/',
		'http://127.0.0.1.evil.example/',
		null,
	],
	[
		'https://user:pass@pay.example/',
		'https://user:pass@pay.example/',
		'https://user:pass@pay.example/',
		null,
	],
	['/login', '/login', null, null],
	['/dashboard/my-orders?x=1#y', '/dashboard/my-orders?x=1#y', null, null],
	['//evil.example', null, null, null],
	['/\\evil.example', null, null, null],
	['/\t/evil.example', null, null, null],
	['https://evil.example\\@pay.example', null, null, null],
	// As the XSS corpus pastes them: kept, the parser encodes them and the page escapes them.
	[
		'https://example.com/" onmouseover="x()" x="',
		'https://example.com/" onmouseover="x()" x="',
		'https://example.com/" onmouseover="x()" x="',
		'https://example.com/%22%20onmouseover=%22x()%22%20x=%22',
	],
	['https:// example.com/', null, null, null],
	['javascript:alert(1)', null, null, null],
	['JavaScript:alert(1)', null, null, null],
	['http://javascript:alert(1)', null, null, null],
	['data:text/html,x', null, null, null],
	['ftp://files.example/x', null, null, null],
	['pay.example/x', null, null, null],
	['https://', null, null, null],
	['', null, null, null],
	[null, null, null, null],
	[undefined, null, null, null],
];

describe('checkedUrl', () => {
	it.each(ROWS)('%j: link %j, web %j, secure %j', (input, link, web, secure) => {
		expect(checkedUrl(input, 'link')).toBe(link);
		expect(checkedUrl(input, 'web')).toBe(web);
		expect(checkedUrl(input, 'secure')).toBe(secure);
	});
});

describe('isSitePath', () => {
	it.each<[string, boolean]>([
		['/', true],
		['/cart', true],
		['//host', false],
		['/\\host', false],
		['/a b', false],
		['cart', false],
		['https://x.example/', false],
	])('%j → %j', (input, expected) => {
		expect(isSitePath(input)).toBe(expected);
	});
});
