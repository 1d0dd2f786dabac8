/**
 * WCAG contrast for institute colours: a colour is kept when it is legible on the background,
 * otherwise moved toward black (or white, on a dark background) just enough to reach the ratio.
 */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
	return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

function format(rgb: Rgb): string {
	return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance([r, g, b]: Rgb): number {
	const linear = (channel: number) => {
		const c = channel / 255;
		return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	};
	return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two `#RRGGBB` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
	const [light, dark] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x) as [
		number,
		number,
	];
	return (light + 0.05) / (dark + 0.05);
}

/** `colour`, or the nearest colour toward black/white that reaches `ratio` against `background`. */
export function legibleOn(colour: string, background: string, ratio = 4.5): string {
	if (contrastRatio(colour, background) >= ratio) return colour.toUpperCase();
	const target: Rgb = luminance(parse(background)) > 0.18 ? [0, 0, 0] : [255, 255, 255];
	const from = parse(colour);
	for (let step = 1; step <= 20; step++) {
		const mix = step / 20;
		const candidate = from.map(
			(channel, index) => channel + (target[index]! - channel) * mix,
		) as Rgb;
		if (contrastRatio(format(candidate), background) >= ratio) return format(candidate);
	}
	return format(target);
}
