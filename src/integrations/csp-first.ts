/**
 * The page's Content Security Policy meta tag, moved to the top of its `<head>`, right after
 * `<meta charset>`. Astro writes the tag with the rest of its head content, at the end of the
 * head, after the page's own inline scripts and institute-derived tags; a policy in a meta tag
 * governs only what the parser meets after it, so it must come first (issue 28).
 *
 * Works on the page's bytes: the tag and the charset tag are ASCII, so no page is decoded and
 * encoded again.
 */

const CHARSET = Buffer.from('<meta charset="utf-8">');
const POLICY = Buffer.from('<meta http-equiv="content-security-policy"');
const HEAD_END = Buffer.from('</head>');
const TAG_END = '>'.charCodeAt(0);

/**
 * The page with its policy tag right after `<meta charset="utf-8">`; the page itself when its
 * head has no such pair, or the tag is already there.
 */
export function cspFirst(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
	const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
	const headEnd = html.indexOf(HEAD_END);
	if (headEnd === -1) return page;
	const head = html.subarray(0, headEnd);
	const charset = head.indexOf(CHARSET);
	// Astro's tag opens its own head content, after everything of ours: the last one in the head.
	const start = head.lastIndexOf(POLICY);
	if (charset === -1 || start === -1) return page;
	const afterCharset = charset + CHARSET.length;
	if (start === afterCharset) return page;
	const end = head.indexOf(TAG_END, start) + 1;
	if (end === 0 || start < afterCharset) return page;
	return Buffer.concat([
		html.subarray(0, afterCharset),
		html.subarray(start, end),
		html.subarray(afterCharset, start),
		html.subarray(end),
	]);
}
