/**
 * The vanilla renderer of views (`node.ts`): a start script paints an island's state with it
 * before React has loaded, and React hydrates over the result.
 */
import { attributeText, reactOnly, rendered, type ViewChild } from './node.ts';

// Handlers the painted DOM keeps as well: an image's load and error may come before React
// listens, and their handlers are written to run twice harmlessly (the fallback thumbnail).
const MEDIA_EVENTS: Readonly<Record<string, string>> = { onError: 'error', onLoad: 'load' };

/** The DOM nodes of a view child (none for nothing); each text child is its own text node. */
export function toDom(child: ViewChild, doc: Document = document): Node[] {
	if (!rendered(child)) return [];
	if (typeof child !== 'object') return [doc.createTextNode(String(child))];
	const element = doc.createElement(child.tag);
	for (const [name, value] of Object.entries(child.props)) {
		const media = MEDIA_EVENTS[name];
		if (media && typeof value === 'function')
			element.addEventListener(media, value as EventListener);
		if (reactOnly(name, value)) continue;
		const text = attributeText(name, value);
		if (text !== null) element.setAttribute(name, text);
	}
	for (const inner of child.children) element.append(...toDom(inner, doc));
	return [element];
}
