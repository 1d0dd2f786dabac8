/** WCAG 2 contrast of two computed colours as the browser reports them (`rgb(r, g, b)`). */

function luminance(colour: string): number {
	const channels = colour
		.match(/\d+(\.\d+)?/g)
		?.slice(0, 3)
		.map(Number);
	if (channels?.length !== 3) throw new Error(`not an rgb() colour: ${colour}`);
	const [r, g, b] = channels.map((value) => {
		const c = value / 255;
		return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	}) as [number, number, number];
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio (1 to 21) of two `rgb(…)` colours. */
export function contrast(a: string, b: string): number {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
	return (light + 0.05) / (dark + 0.05);
}
