/**
 * A product's thumbnail in a React island (cart items, orders): decorative (the title is next to
 * it), lazily loaded, and swapped once for the fallback thumbnail when missing or broken (spec
 * section 9).
 */
import type { SyntheticEvent } from 'react';
import { PRODUCT_FALLBACK_IMAGE } from '../../lib/products/display.ts';

interface Props {
	className: string;
	/** The photo; null shows the fallback thumbnail. */
	src: string | null;
	width: number;
	height: number;
}

function showFallback(event: SyntheticEvent<HTMLImageElement>): void {
	const image = event.currentTarget;
	if (!image.src.endsWith(PRODUCT_FALLBACK_IMAGE)) image.src = PRODUCT_FALLBACK_IMAGE;
}

/** The photo as an <img>, or the fallback thumbnail. */
export default function ProductThumbnail({ className, src, width, height }: Props) {
	return (
		<img
			className={className}
			src={src ?? PRODUCT_FALLBACK_IMAGE}
			alt=""
			width={width}
			height={height}
			loading="lazy"
			onError={showFallback}
		/>
	);
}
