import { describe, expect, it } from 'vitest';
import { fontFileUrl, parseFontFaces } from '../../../../scripts/lib/fonts/css-faces.ts';

const CSS_URL = 'https://fonts.googleapis.com/css2?family=Noto+Sans+Devanagari:wght@400;600;700';

// Two rules as Google Fonts answers a current Chrome (shortened ranges).
const GOOGLE = `/* devanagari */
@font-face {
  font-family: 'Noto Sans Devanagari';
  font-style: normal;
  font-weight: 400;
  font-stretch: 100%;
  font-display: swap;
  src: url(https://fonts.gstatic.com/s/notosansdevanagari/v26/dev.woff2) format('woff2');
  unicode-range: U+0900-097F, U+1CD0-1CF9, U+200C-200D;
}
/* latin */
@font-face {
  font-family: 'Noto Sans Devanagari';
  font-style: normal;
  font-weight: 700;
  font-display: swap;
  src: url(https://fonts.gstatic.com/s/notosansdevanagari/v26/latin.woff2) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+FEFF;
}
`;

const rule = (body: string) =>
	`@font-face{font-family:"Karla";src:url(/k.woff2) format("woff2");${body}}`;

describe('parseFontFaces', () => {
	it("reads Google's rules: family, style, weight, unicode-range and file", () => {
		expect(parseFontFaces(GOOGLE, 'Noto Sans Devanagari', CSS_URL)).toEqual({
			ok: true,
			faces: [
				{
					family: 'Noto Sans Devanagari',
					style: 'normal',
					weight: '400',
					unicodeRange: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D',
					url: 'https://fonts.gstatic.com/s/notosansdevanagari/v26/dev.woff2',
				},
				{
					family: 'Noto Sans Devanagari',
					style: 'normal',
					weight: '700',
					unicodeRange: 'U+0000-00FF, U+0131, U+FEFF',
					url: 'https://fonts.gstatic.com/s/notosansdevanagari/v26/latin.woff2',
				},
			],
		});
	});

	it.each([
		['a weight range (variable font)', rule('font-weight:100  900;'), '100 900', null],
		['no weight: 400', rule(''), '400', null],
		['italic', rule('font-style:italic;font-weight:700'), '700', null],
		['a wildcard range', rule('unicode-range:U+4??'), '400', 'U+4??'],
		[
			'a lower-case range, spaced',
			rule('unicode-range: u+0900-097f ,U+20B9'),
			'400',
			'u+0900-097f, U+20B9',
		],
	])('%s', (_name, css, weight, range) => {
		const parsed = parseFontFaces(css, 'karla', 'https://fonts.example/css2');
		expect(parsed.ok && parsed.faces[0]).toMatchObject({
			family: 'karla',
			weight,
			unicodeRange: range,
			url: 'https://fonts.example/k.woff2',
		});
	});

	it('takes the woff2 source of several', () => {
		const css = `@font-face{font-family:Karla;src:url('/k.woff') format('woff'), url("/k2.woff2") format("woff2")}`;
		const parsed = parseFontFaces(css, 'Karla', 'https://fonts.example/css2');
		expect(parsed.ok && parsed.faces[0]?.url).toBe('https://fonts.example/k2.woff2');
	});

	it.each([
		['an HTML page', '<!doctype html><p>Hi', 'the stylesheet has no @font-face rule'],
		[
			'another family',
			rule('').replace('Karla', 'Evil'),
			'the stylesheet has a rule for "Evil", not Karla',
		],
		[
			'three weights',
			rule('font-weight:400 700 900'),
			'the stylesheet has font-weight 400 700 900',
		],
		['a weight out of form', rule('font-weight:bold'), 'the stylesheet has font-weight bold'],
		[
			'a style out of form',
			rule('font-style:oblique 10deg'),
			'the stylesheet has font-style oblique 10deg',
		],
		[
			'a range out of form',
			rule('unicode-range:U+0000-00FF, expression(x)'),
			'the stylesheet has a malformed unicode-range',
		],
		[
			'no woff2 file',
			'@font-face{font-family:Karla;src:url(/k.ttf) format("truetype")}',
			'the stylesheet has a rule without a woff2 file',
		],
		[
			'a plain-http file elsewhere',
			'@font-face{font-family:Karla;src:url(http://cdn.example/k.woff2) format("woff2")}',
			'the stylesheet has a font file on http://cdn.example, an origin not allowed',
		],
		[
			'an https file on an origin not allowed, naming its origin only',
			'@font-face{font-family:Karla;src:url(https://cdn.example:8443/a/k.woff2?key=1) format("woff2")}',
			'the stylesheet has a font file on https://cdn.example:8443, an origin not allowed',
		],
		[
			'a file address with credentials',
			'@font-face{font-family:Karla;src:url(https://u:pw@fonts.gstatic.com/k.woff2) format("woff2")}',
			'the stylesheet has a font file address with credentials',
		],
		[
			'an ftp file',
			'@font-face{font-family:Karla;src:url(ftp://files.example/k.woff2) format("woff2")}',
			'the stylesheet has a font file address that is not http(s)',
		],
		['too many rules', rule('').repeat(601), 'the stylesheet has over 600 @font-face rules'],
	])('refuses %s', (_name, css, reason) => {
		expect(parseFontFaces(css, 'Karla', 'https://fonts.example/css2')).toEqual({
			ok: false,
			reason,
		});
	});

	it('reads nothing outside a rule, so a brace cannot carry CSS into a page', () => {
		const parsed = parseFontFaces(
			rule('font-weight:700}body{display:none'),
			'Karla',
			'https://fonts.example/css2',
		);
		expect(parsed.ok && parsed.faces).toEqual([
			{
				family: 'Karla',
				style: 'normal',
				weight: '700',
				unicodeRange: null,
				url: 'https://fonts.example/k.woff2',
			},
		]);
	});

	it('ignores comments, so a commented-out rule counts for nothing', () => {
		const css = `/* @font-face{font-family:Evil;src:url(/e.woff2)} */${rule('')}`;
		const parsed = parseFontFaces(css, 'Karla', 'https://fonts.example/css2');
		expect(parsed.ok && parsed.faces).toHaveLength(1);
	});
});

describe('fontFileUrl: the stylesheet\u2019s own origin, or fonts.gstatic.com', () => {
	it.each([
		['https://fonts.gstatic.com/s/x.woff2', CSS_URL, 'https://fonts.gstatic.com/s/x.woff2'],
		[
			'/fonts/files/latin.woff2',
			'http://127.0.0.1:4010/fonts/css2?family=X',
			'http://127.0.0.1:4010/fonts/files/latin.woff2',
		],
		[
			'http://127.0.0.1:4010/f.woff2',
			'http://127.0.0.1:4010/fonts/css2',
			'http://127.0.0.1:4010/f.woff2',
		],
		['http://127.0.0.1:4011/f.woff2', 'http://127.0.0.1:4010/fonts/css2', null],
		['http://fonts.gstatic.com/s/x.woff2', CSS_URL, null],
		['https://cdn.example/x.woff2', CSS_URL, null],
		['https://fonts.googleapis.com/x.woff2', CSS_URL, 'https://fonts.googleapis.com/x.woff2'],
		['https://fonts.gstatic.com:444/x.woff2', CSS_URL, null],
		['data:font/woff2;base64,AAAA', CSS_URL, null],
		['javascript:alert(1)', CSS_URL, null],
		['https://user:pw@fonts.example/x.woff2', CSS_URL, null],
		['https://[bad', CSS_URL, null],
	])('%s (from %s)', (raw, cssUrl, expected) => {
		expect(fontFileUrl(raw, cssUrl)?.href ?? null).toBe(expected);
	});
});

describe('fontFileUrl with configured origins (FONT_FILE_ORIGINS)', () => {
	const ORIGINS = ['https://cdn.example', 'https://fonts.example:8443'];

	it.each([
		['https://cdn.example/f/x.woff2', 'https://cdn.example/f/x.woff2'],
		['https://fonts.example:8443/x.woff2', 'https://fonts.example:8443/x.woff2'],
		['https://fonts.googleapis.com/x.woff2', 'https://fonts.googleapis.com/x.woff2'],
		['https://fonts.example/x.woff2', null],
		['http://cdn.example/x.woff2', null],
		['https://cdn.example.evil.test/x.woff2', null],
		['https://fonts.gstatic.com/s/x.woff2', null],
	])('%s', (raw, expected) => {
		expect(fontFileUrl(raw, CSS_URL, ORIGINS)?.href ?? null).toBe(expected);
	});
});
