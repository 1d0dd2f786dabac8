/**
 * The inline script that loads the theme's self-hosted faces. It lives on the server side because
 * it names the set of files by a SHA-256 digest (node:crypto), computed once per theme at build.
 */
import { createHash } from 'node:crypto';
import { fontLoaderScript, webFontFaces } from '../../lib/fonts/faces.ts';
import { selfHostedFonts } from '../../lib/fonts/web-fonts.ts';
import type { Theme } from '../../lib/lms/types.ts';
import { oncePer } from '../../lib/memo.ts';

/**
 * The inline script that adds the theme's self-hosted faces after load, or null when there are none.
 * Computed once per theme (src/lib/memo.ts).
 */
export const selfHostedFontLoader = oncePer((theme: Theme): string | null => {
	const faces = selfHostedFonts(theme).flatMap(webFontFaces);
	if (faces.length === 0) return null;
	// Names this set of files: a new font or a new build of a file warms the cache again.
	const setId = createHash('sha256').update(JSON.stringify(faces)).digest('base64url').slice(0, 12);
	return fontLoaderScript(faces, setId);
});
