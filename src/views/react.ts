/**
 * The React renderer of views (`node.ts`): an island renders its markup with it, so what React
 * hydrates is what the start script painted (`dom.ts`).
 */
import { createElement, type ReactNode } from 'react';
import { rendered, type ViewChild } from './node.ts';

// HTML's attribute names that React spells otherwise (only those the views use).
const REACT_NAMES: Readonly<Record<string, string>> = {
	class: 'className',
	for: 'htmlFor',
	autocomplete: 'autoComplete',
	novalidate: 'noValidate',
	tabindex: 'tabIndex',
};

/** A view child as React elements. */
export function toReact(child: ViewChild): ReactNode {
	if (!rendered(child)) return null;
	if (typeof child !== 'object') return String(child);
	const props: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(child.props)) props[REACT_NAMES[name] ?? name] = value;
	// Children as arguments, not one array: a list's items carry their `key` all the same.
	return createElement(child.tag, props, ...child.children.map(toReact));
}
