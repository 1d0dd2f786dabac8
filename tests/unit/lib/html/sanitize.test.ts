import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../src/server/html/sanitize.ts';
import { isExternalHref, SANITIZE_CONFIG } from '../../../../src/lib/html/sanitize-rules.ts';

describe('sanitizeHtml (build time)', () => {
	it.each([
		['<p>Hello <script>alert(1)</script>world</p>', '<p>Hello world</p>'],
		['<img src="x.png" onerror="alert(1)">', '<img src="x.png" loading="lazy" decoding="async">'],
		['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
		['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
		['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
		// The html profile drops SVG altogether.
		['<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>', ''],
		['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
		['<form action="https://evil.example"><input name="password"></form>', ''],
		['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
		// A leading <style> is moved to <head> by the parser, so only one after content tests the rule.
		['<p>ok</p><style>body{display:none}</style>', '<p>ok</p>'],
		[
			'<p>Pay <button type="submit" formaction="https://evil.example">now</button></p>',
			'<p>Pay now</p>',
		],
		['<p>City: <select name="city"></select></p>', '<p>City: </p>'],
		['<p>Note: <textarea name="note">hi</textarea></p>', '<p>Note: hi</p>'],
		['<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>', '<p>ok</p>'],
		['<div onclick="alert(1)" data-x="1">t</div>', '<div>t</div>'],
		['<object data="evil.swf"></object><embed src="evil.swf">', ''],
	])('neutralises %s', (input, expected) => {
		expect(sanitizeHtml(input)).toBe(expected);
	});

	it('keeps rich text', () => {
		const html =
			'<h2>Our story</h2><p>Since <strong>1998</strong>, <em>3,000+</em> students.</p><ul><li>One</li></ul>';
		expect(sanitizeHtml(html)).toBe(html);
	});

	it('opens external links safely and leaves internal ones alone', () => {
		expect(sanitizeHtml('<a href="https://example.com/x">x</a>')).toBe(
			'<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>',
		);
		expect(sanitizeHtml('<a href="//example.com">x</a>')).toBe(
			'<a href="//example.com" target="_blank" rel="noopener noreferrer">x</a>',
		);
		expect(sanitizeHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
			'<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
		);
		expect(sanitizeHtml('<a href="/courses">x</a>')).toBe('<a href="/courses">x</a>');
		// DOMPurify drops `target`, so an internal link cannot be made to open another tab.
		expect(sanitizeHtml('<a href="/courses" target="_blank">x</a>')).toBe(
			'<a href="/courses">x</a>',
		);
		expect(sanitizeHtml('<a href="mailto:a@b.in">x</a>')).toBe('<a href="mailto:a@b.in">x</a>');
	});

	it.each([null, undefined, '', '   '])('gives an empty string for %o', (input) => {
		expect(sanitizeHtml(input)).toBe('');
	});
});

// DOMPurify's html profile already drops many of these; the policy's own lists must hold even when
// a config adds them back, so a tag or attribute missing from a list is caught here.
describe('the policy forbids, whatever the profile allows', () => {
	const purify = createDOMPurify(new JSDOM('').window);

	it.each([
		'style',
		'form',
		'input',
		'button',
		'select',
		'textarea',
		'object',
		'embed',
		'base',
		'meta',
		'link',
	])('<%s>', (tag) => {
		const html = `<p>ok</p><${tag} name="x"></${tag}>`;
		expect(purify.sanitize(html, { ...SANITIZE_CONFIG, ADD_TAGS: [tag] })).toBe('<p>ok</p>');
	});

	it.each(['srcdoc', 'formaction', 'style'])('the %s attribute', (attribute) => {
		const html = `<a href="/x" ${attribute}="/y">x</a>`;
		expect(purify.sanitize(html, { ...SANITIZE_CONFIG, ADD_ATTR: [attribute] })).toBe(
			'<a href="/x">x</a>',
		);
	});
});

describe('isExternalHref', () => {
	it.each([
		['https://a.b', true],
		['HTTP://a.b', true],
		['//a.b', true],
		['/a', false],
		['#top', false],
		['mailto:x@y.z', false],
		['tel:+91', false],
		['  https://a.b', true],
		['/go?to=//a.b', false],
	])('%s → %s', (href, expected) => {
		expect(isExternalHref(href)).toBe(expected);
	});
});
