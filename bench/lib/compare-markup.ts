/**
 * The markup check of `npm run bench:compare`: each page's rendered elements, as a list of
 * `tag.class…[data-astro-cid-…]` signatures read in the browser, compared between our page and
 * the baseline's, so a baseline that renders less (or other) markup than ours shows up in the
 * report instead of flattering or handicapping it.
 */

/**
 * Runs in the page: the signature of every element in the body, outside scripts, styles and
 * templates, the consent banner (which the baseline does not have) and the baseline's root.
 */
export function elementSignatures(): string[] {
	const skipped =
		'script, style, noscript, template, [data-consent-banner], [data-consent-banner] *';
	return [...document.body.querySelectorAll('*')]
		.filter((element) => !element.matches(skipped) && element.id !== 'root')
		.map((element) => {
			const classes = [...element.classList].sort().map((name) => `.${name}`);
			const scopes = element
				.getAttributeNames()
				.filter((name) => name.startsWith('data-astro-cid-'))
				.map((name) => `[${name}]`);
			return `${element.tagName.toLowerCase()}${classes.join('')}${scopes.join('')}`;
		});
}

/** One signature whose count differs between the builds. */
export interface MarkupDifference {
	element: string;
	ours: number;
	baseline: number;
}

const counts = (signatures: readonly string[]) => {
	const map = new Map<string, number>();
	for (const signature of signatures) map.set(signature, (map.get(signature) ?? 0) + 1);
	return map;
};

/** The signatures counted differently in the two pages, most different first. */
export function markupDifferences(
	ours: readonly string[],
	baseline: readonly string[],
): MarkupDifference[] {
	const a = counts(ours);
	const b = counts(baseline);
	return [...new Set([...a.keys(), ...b.keys()])]
		.map((element) => ({ element, ours: a.get(element) ?? 0, baseline: b.get(element) ?? 0 }))
		.filter((difference) => difference.ours !== difference.baseline)
		.sort(
			(x, y) =>
				Math.abs(y.ours - y.baseline) - Math.abs(x.ours - x.baseline) ||
				x.element.localeCompare(y.element),
		);
}
