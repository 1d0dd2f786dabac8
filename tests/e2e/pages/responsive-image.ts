/**
 * Page object for one <img> of an institute image: its attributes as the build wrote them and
 * what the browser did with them (the file it chose and whether it has pixels).
 */
import type { Locator } from 'playwright/test';

/** What the browser loaded for an image. */
export interface LoadedImage {
	/** The absolute address of the file the browser chose from `src` and `srcset`. */
	currentSrc: string;
	naturalWidth: number;
}

export class ResponsiveImage {
	readonly image: Locator;

	constructor(image: Locator) {
		this.image = image;
	}

	/** The widths its `srcset` offers, in order (empty without a srcset). */
	async offeredWidths(): Promise<number[]> {
		const srcset = (await this.image.getAttribute('srcset')) ?? '';
		return [...srcset.matchAll(/\s(\d+)w(?:,|$)/g)].map((match) => Number(match[1]));
	}

	/** Waits until the image has loaded (or failed) and says what the browser loaded. */
	async loaded(): Promise<LoadedImage> {
		return this.image.evaluate(async (element) => {
			const img = element as HTMLImageElement;
			await img.decode().catch(() => undefined);
			return { currentSrc: img.currentSrc, naturalWidth: img.naturalWidth };
		});
	}
}
