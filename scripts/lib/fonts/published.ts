/**
 * Where downloaded font files live once published: `/_astro/<family>-<hash>.woff2` in each
 * tenant's release (hashed and immutable like the other `_astro/` assets), hard-linked from the
 * shared store `dist/.shared/_fonts/` (shared-assets.ts). Apart from the fetcher so that a render
 * process, which only links them, never loads it.
 */
import { join } from 'node:path';
import type { DownloadedFont } from '../../../src/lib/fonts/downloaded.ts';
import { SHARED_DIR, type SharedFile } from '../pipeline/shared-assets.ts';

/** The store's folder (under SHARED_DIR) of downloaded font files. */
export const FONTS_STORE = '_fonts';

/** The site folder the files are published in. */
export const FONTS_PATH = '_astro';

/** File name of a downloaded file: the family, then a hash of its bytes. */
export function fontFileName(family: string, hash: string): string {
	const slug =
		family
			.toLowerCase()
			.replace(/[^a-z\d]+/g, '-')
			.replace(/^-|-$/g, '') || 'font';
	return `${slug}-${hash}.woff2`;
}

/** The store files a tenant's release links (at `_astro/<name>`) for its downloaded fonts. */
export function fontFiles(
	distDir: string,
	fonts: readonly DownloadedFont[] | undefined,
): SharedFile[] {
	const names = new Set(
		(fonts ?? []).flatMap((font) =>
			font.faces.map((face) => face.path.slice(FONTS_PATH.length + 2)),
		),
	);
	return [...names].map((name) => ({
		path: `${FONTS_PATH}/${name}`,
		blob: join(distDir, SHARED_DIR, FONTS_STORE, name),
		variants: [],
	}));
}
