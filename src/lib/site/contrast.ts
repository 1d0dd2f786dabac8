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

/** `a` moved toward `b` by `amount` (0 keeps `a`, 1 gives `b`), as `#RRGGBB`. */
export function mix(a: string, b: string, amount: number): string {
	const to = parse(b);
	return format(parse(a).map((channel, index) => channel + (to[index]! - channel) * amount) as Rgb);
}

/**
 * `colour`, or the nearest colour toward black/white that reaches `ratio` against `background`
 * (against every one of them when several touch it; the first decides toward black or white).
 */
export function legibleOn(colour: string, background: string | string[], ratio = 4.5): string {
	const backgrounds = Array.isArray(background) ? background : [background];
	const reaches = (candidate: string) =>
		backgrounds.every((against) => contrastRatio(candidate, against) >= ratio);
	if (reaches(colour)) return colour.toUpperCase();
	const target = luminance(parse(backgrounds[0]!)) > 0.18 ? '#000000' : '#FFFFFF';
	for (let step = 1; step <= 20; step++) {
		const candidate = mix(colour, target, step / 20);
		if (reaches(candidate)) return candidate;
	}
	return target;
}
