/**
 * The carousel controls' icons (previous, next, pause, play) of HeroSlider.astro and
 * HomeCarousel.astro, with the scoped-style attribute of the component that draws them.
 */

export const PREVIOUS = 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z';
export const NEXT = 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z';
export const PAUSE = 'M6 5h4v14H6zm8 0h4v14h-4z';
export const PLAY = 'M7 5v14l12-7z';

/** One 24-unit icon at `size` px. */
export function Icon({
	d,
	size,
	c,
	className,
}: {
	d: string;
	size: number;
	c: object;
	className?: string;
}) {
	return (
		<svg
			className={className}
			aria-hidden="true"
			viewBox="0 0 24 24"
			width={size}
			height={size}
			{...c}
		>
			<path fill="currentColor" d={d} {...c} />
		</svg>
	);
}
