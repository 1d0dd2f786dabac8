/**
 * One source of markup for a React island and its vanilla first paint (issue 32, part 1): a view
 * is a plain function from state to a tree of {@link ViewNode}s, which `toDom` (`dom.ts`, the
 * page's start script, before React has loaded) and `toReact` (`react.ts`, the island) both
 * render. React then hydrates over the DOM the start script painted: the two cannot drift apart.
 *
 * Props use HTML's attribute names (`class`, `for`, `autocomplete`); `key`, `ref` and `on*`
 * handlers are React's alone, and the DOM painter leaves them out.
 */

/** What a view node may hold: a node, text, or nothing (null, undefined, false, ''). */
export type ViewChild = ViewNode | string | number | null | undefined | false;

/** A view's props: attributes, plus `key`, `ref` and `on*` handlers for React. */
export type ViewProps = Readonly<Record<string, unknown>>;

/** An element of a view. */
export interface ViewNode {
	readonly tag: string;
	readonly props: ViewProps;
	readonly children: readonly ViewChild[];
}

type Children = ViewChild | readonly Children[];

/** An element; nested arrays of children (a mapped list) are flattened in order. */
export function h(tag: string, props: ViewProps | null, ...children: Children[]): ViewNode {
	return {
		tag,
		props: props ?? {},
		children: (children as unknown[]).flat(Infinity) as ViewChild[],
	};
}

/** Whether a child renders anything: React renders no text for '' either. */
export function rendered(child: ViewChild): child is ViewNode | string | number {
	return child !== null && child !== undefined && child !== false && child !== '';
}

/** Props that only React reads: the list key, a ref and event handlers. */
export function reactOnly(name: string, value: unknown): boolean {
	return name === 'key' || name === 'ref' || typeof value === 'function';
}

/**
 * An attribute's text as React's server render writes it, or null for none: `aria-*` and
 * `data-*` booleans as 'true'/'false', other booleans present ('') or absent.
 */
export function attributeText(name: string, value: unknown): string | null {
	if (value === null || value === undefined) return null;
	if (typeof value === 'boolean') {
		if (name.startsWith('aria-') || name.startsWith('data-')) return String(value);
		return value ? '' : null;
	}
	// Views pass text and numbers; anything else has no attribute form.
	if (typeof value === 'string') return value;
	return typeof value === 'number' ? String(value) : null;
}
