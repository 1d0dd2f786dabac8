/**
 * The pixel work of image optimisation, on sharp (libvips; Astro's own image dependency): read a
 * source's format and size, and write it at one width as WebP. WebP rather than AVIF: every
 * browser the sites support shows it, and it encodes several times faster, which a build of a
 * thousand tenants pays for. Vector (SVG) and animated (GIF) sources are left as they are.
 */
import sharp from 'sharp';
import { ENCODING } from './published.ts';

// One libvips thread per image: the optimiser bounds how many run at once (beside the render
// processes), and the build keeps no decoded image around once its files are written.
sharp.concurrency(1);
sharp.cache(false);

/** Formats made into WebP; anything else sharp reads is published as it is. */
const RASTER = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff']);

/** What a source is. */
export type SourceInfo =
	| { kind: 'raster'; width: number; height: number }
	| { kind: 'as-is'; format: string }
	| { kind: 'bad'; reason: string };

/** Reads a source's format and display size (EXIF rotation applied); never throws. */
export async function inspect(body: Buffer, maxPixels: number): Promise<SourceInfo> {
	try {
		const meta = await sharp(body, { limitInputPixels: maxPixels }).metadata();
		const format = meta.format ?? 'unknown';
		if (!RASTER.has(format) || (meta.pages ?? 1) > 1) return { kind: 'as-is', format };
		const width = meta.autoOrient?.width ?? meta.width;
		const height = meta.autoOrient?.height ?? meta.height;
		if (!width || !height) return { kind: 'bad', reason: 'image without a size' };
		if (width * height > maxPixels)
			return { kind: 'bad', reason: `${width}×${height} is over ${maxPixels} pixels` };
		return { kind: 'raster', width, height };
	} catch (error) {
		return { kind: 'bad', reason: `not an image (${(error as Error).message})` };
	}
}

/** `body` resized to `width` (height in proportion, never enlarged) as WebP. */
export async function encodeWidth(body: Buffer, width: number, maxPixels: number): Promise<Buffer> {
	return sharp(body, { limitInputPixels: maxPixels })
		.autoOrient()
		.resize({ width, withoutEnlargement: true })
		.webp({ quality: ENCODING.quality, effort: ENCODING.effort })
		.toBuffer();
}
