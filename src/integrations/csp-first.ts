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
const POLICY_CONTENT = Buffer.from('<meta http-equiv="content-security-policy" content="');
const CONTENT_END = Buffer.from('">');
const HEAD_END = Buffer.from('</head>');
const TAG_END = '>'.charCodeAt(0);

/**
 * The page with its policy tag right after `<meta charset="utf-8">`, its content rewritten by
 * `policy` when given (csp-own-hashes.ts); the page itself when its head has no such pair, or
 * the tag is already there as it should be. One copy of the page at most.
 */
export function cspFirst(
	page: Uint8Array<ArrayBuffer>,
	policy?: (content: string, html: Buffer) => string,
): Uint8Array<ArrayBuffer> {
	const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
	const headEnd = html.indexOf(HEAD_END);
	if (headEnd === -1) return page;
	const head = html.subarray(0, headEnd);
	const charset = head.indexOf(CHARSET);
	// Astro's tag opens its own head content, after everything of ours: the last one in the head.
	const start = head.lastIndexOf(POLICY);
	if (charset === -1 || start === -1) return page;
	const afterCharset = charset + CHARSET.length;
	const end = head.indexOf(TAG_END, start) + 1;
	if (end === 0 || start < afterCharset) return page;
	let tag = html.subarray(start, end);
	let rewritten = false;
	if (
		policy &&
		tag.subarray(0, POLICY_CONTENT.length).equals(POLICY_CONTENT) &&
		tag.subarray(-2).equals(CONTENT_END)
	) {
		const content = tag.toString('latin1', POLICY_CONTENT.length, tag.length - CONTENT_END.length);
		const narrowed = policy(content, html);
		if (narrowed !== content) {
			tag = Buffer.concat([POLICY_CONTENT, Buffer.from(narrowed, 'latin1'), CONTENT_END]);
			rewritten = true;
		}
	}
	if (start === afterCharset && !rewritten) return page;
	return Buffer.concat([
		html.subarray(0, afterCharset),
		tag,
		html.subarray(afterCharset, start),
		html.subarray(end),
	]);
}
