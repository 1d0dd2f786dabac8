/**
 * Where optimised institute images live once published: `/_img/<hash>-<width>.webp` in each
 * tenant's release, hard-linked from the shared store `dist/.shared/_img/` (shared-assets.ts).
 * Apart from the optimiser so that a render process, which only links them, never loads sharp.
 */
import { join } from 'node:path';
import type { SiteImages } from '../../../src/lib/images/responsive.ts';
import { SHARED_DIR, type SharedFile } from '../pipeline/shared-assets.ts';

/** The folder of a site (and of the store) holding optimised images. */
export const IMAGES_PATH = '_img';

/** The format every optimised file is written in (encode.ts writes it). */
export const IMAGE_FORMAT = 'webp';

/** Encoder settings: part of every output's name, so a change here makes new files. */
// Effort 2: half the CPU of the default 4 for files 0.5 % larger (measured on the demo JPEGs).
export const ENCODING = { format: IMAGE_FORMAT, quality: 78, effort: 2 } as const;

/** File name of one width of a source. */
export function outputName(hash: string, width: number): string {
	return `${hash}-${width}.${IMAGE_FORMAT}`;
}

/** The store files a tenant's release links (at `_img/<name>`) for its optimised images. */
export function imageFiles(distDir: string, images: SiteImages | undefined): SharedFile[] {
	const names = new Set(
		Object.values(images ?? {}).flatMap((image) =>
			image.variants.map((variant) => variant.path.slice(IMAGES_PATH.length + 2)),
		),
	);
	return [...names].map((name) => ({
		path: `${IMAGES_PATH}/${name}`,
		blob: join(distDir, SHARED_DIR, IMAGES_PATH, name),
		variants: [],
	}));
}
