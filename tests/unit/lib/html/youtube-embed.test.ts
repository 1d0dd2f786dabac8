/**
 * YouTube players in institute HTML (issue 13, item 2): a frame whose source is a YouTube embed URL
 * is kept, moved to the privacy-enhanced host and sandboxed; every other frame is dropped. Both
 * sanitisers (build time over jsdom, browser over the page's DOM) apply the same rule.
 *
 * @vitest-environment jsdom
 */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml as sanitizeOnServer } from '../../../../src/server/html/sanitize.ts';
import { sanitizeHtml as sanitizeInBrowser } from '../../../../src/lib/html/sanitize.client.ts';
import { youtubeEmbedSrc, youtubeFrameAttributes } from '../../../../src/lib/html/youtube-embed.ts';

const ID = 'dQw4w9WgXcQ';
const NOCOOKIE = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('youtubeEmbedSrc', () => {
	it.each([
		[`https://www.youtube.com/embed/${ID}`, NOCOOKIE],
		[`https://youtube.com/embed/${ID}`, NOCOOKIE],
		[`http://www.youtube.com/embed/${ID}`, NOCOOKIE],
		[`//www.youtube.com/embed/${ID}`, NOCOOKIE],
		[`https://www.youtube-nocookie.com/embed/${ID}`, NOCOOKIE],
		[`https://youtube-nocookie.com/embed/${ID}/`, NOCOOKIE],
		[`  HTTPS://WWW.YOUTUBE.COM/embed/${ID}  `, NOCOOKIE],
		// YouTube's own Share → Embed code carries a tracking `si`; only a whole-number start stays.
		[`https://www.youtube.com/embed/${ID}?si=Ab12_cd`, NOCOOKIE],
		[`https://www.youtube.com/embed/${ID}?start=90&autoplay=1`, `${NOCOOKIE}?start=90`],
		[`https://www.youtube.com/embed/${ID}?start=1e3`, NOCOOKIE],
		[`https://www.youtube.com/embed/${ID}#t=5`, NOCOOKIE],
	])('%s → %s', (src, expected) => {
		expect(youtubeEmbedSrc(src)).toBe(expected);
	});

	it.each([
		null,
		undefined,
		'',
		`https://www.youtube.com/watch?v=${ID}`,
		`https://youtu.be/${ID}`,
		`https://m.youtube.com/embed/${ID}`,
		`https://www.youtube.com/embed/${ID}/extra`,
		`https://www.youtube.com/embed/short`,
		`https://www.youtube.com/embed/${ID}x`,
		`https://www.youtube.com/embed/../../evil/${ID}`,
		`https://www.youtube.com.evil.example/embed/${ID}`,
		`https://evil.example/embed/${ID}`,
		`https://evil.example/?u=https://www.youtube.com/embed/${ID}`,
		`https://www.youtube.com@evil.example/embed/${ID}`,
		`https://user:pass@www.youtube.com/embed/${ID}`,
		`https://www.youtube.com:8443/embed/${ID}`,
		`www.youtube.com/embed/${ID}`,
		`/embed/${ID}`,
		`javascript:alert(1)//https://www.youtube.com/embed/${ID}`,
		`data:text/html,<script>alert(1)</script>`,
		`ftp://www.youtube.com/embed/${ID}`,
	])('refuses %s', (src) => {
		expect(youtubeEmbedSrc(src)).toBeNull();
	});
});

describe('youtubeFrameAttributes', () => {
	it('sets the sandbox, the privacy-enhanced source and keeps only a numeric size and a title', () => {
		expect(
			youtubeFrameAttributes(NOCOOKIE, { width: '560', height: '315', title: ' Demo class ' }),
		).toEqual({
			src: NOCOOKIE,
			sandbox: 'allow-scripts allow-same-origin allow-presentation',
			allow: 'encrypted-media; picture-in-picture; fullscreen',
			allowfullscreen: '',
			referrerpolicy: 'strict-origin-when-cross-origin',
			loading: 'lazy',
			title: 'Demo class',
			width: '560',
			height: '315',
		});
	});

	it.each([
		[
			{ width: '100%', height: '315' },
			{ width: '100%', height: '315' },
		],
		[{ width: '560px', height: 'calc(1px)' }, {}],
		[{ width: '1;x', height: null }, {}],
	])('size %o keeps %o', (given, kept) => {
		const attributes = youtubeFrameAttributes(NOCOOKIE, given);
		expect({ width: attributes['width'], height: attributes['height'] }).toEqual({
			width: undefined,
			height: undefined,
			...kept,
		});
		expect(attributes['title']).toBe('YouTube video player');
	});
});

const KEPT =
	'sandbox="allow-scripts allow-same-origin allow-presentation" allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen="" referrerpolicy="strict-origin-when-cross-origin" loading="lazy"';

describe.each([
	['build time', sanitizeOnServer],
	['browser', sanitizeInBrowser],
])('frames in institute HTML (%s sanitiser)', (_side, sanitize) => {
	it.each([
		// YouTube's own embed code, as an institute pastes it.
		[
			`<iframe width="560" height="315" src="https://www.youtube.com/embed/${ID}?si=x1" title="Demo class" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
			`<iframe src="${NOCOOKIE}" ${KEPT} title="Demo class" width="560" height="315"></iframe>`,
		],
		[
			`<p>Watch:</p><iframe src="https://www.youtube-nocookie.com/embed/${ID}?start=42"></iframe>`,
			`<p>Watch:</p><iframe src="${NOCOOKIE}?start=42" ${KEPT} title="YouTube video player"></iframe>`,
		],
		// Whatever else a YouTube frame carries goes: srcdoc, handlers, names, styles, its own sandbox.
		[
			`<iframe src="https://www.youtube.com/embed/${ID}" srcdoc="<script>alert(1)</script>" onload="alert(1)" name="opener" style="position:fixed;inset:0" sandbox="allow-top-navigation allow-popups"></iframe>`,
			`<iframe src="${NOCOOKIE}" ${KEPT} title="YouTube video player"></iframe>`,
		],
	])('keeps %s', (html, expected) => {
		expect(sanitize(html)).toBe(expected);
	});

	it.each([
		'<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>',
		'<iframe src="https://player.vimeo.com/video/1"></iframe>',
		`<iframe src="https://www.youtube.com/watch?v=${ID}"></iframe>`,
		`<iframe src="javascript:alert(1)//https://www.youtube.com/embed/${ID}"></iframe>`,
		'<iframe src="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
		'<iframe srcdoc="<script>alert(1)</script>"></iframe>',
		'<iframe></iframe>',
		`<IFRAME SRC="https://www.youtube.com.evil.example/embed/${ID}"></IFRAME>`,
		'<frameset><frame src="javascript:alert(1)"></frameset>',
		'<object data="https://www.youtube.com/embed/dQw4w9WgXcQ"></object>',
		'<embed src="https://www.youtube.com/embed/dQw4w9WgXcQ">',
	])('drops %s', (html) => {
		expect(sanitize(`<p>before</p>${html}<p>after</p>`)).toBe('<p>before</p><p>after</p>');
	});

	// A frame with children is an mXSS trick DOMPurify drops whatever its source.
	it('drops a YouTube frame that carries markup', () => {
		expect(sanitize(`<iframe src="https://www.youtube.com/embed/${ID}"><p>x</p></iframe>`)).toBe(
			'',
		);
	});
});
