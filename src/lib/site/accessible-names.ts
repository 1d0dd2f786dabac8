/**
 * The accessible names of our own that hold the institute's words: a carousel slide's (it wraps
 * them) and the brand link's (it says the institute's name). They are in the page's language, not
 * the spec's English that the controls around them are marked with (`lang="en"`, locale.ts): an
 * element's name cannot carry a language of its own apart from the words it holds, and a screen
 * reader reads both in the page's voice. Hindi pages have them in Hindi; other pages in English.
 * Pure, for the server's render only.
 */
import { isHindi } from './locale.ts';

/** The name of slide `index` (0-based) of `count` on a page in `tag`: '1 of 4', '4 में से 1'. */
export function slideLabel(index: number, count: number, tag: string): string {
	return isHindi(tag) ? `${count} में से ${index + 1}` : `${index + 1} of ${count}`;
}

/** The name of the header's link home on a page in `tag`: 'Sunrise Academy, home'. */
export function homeLinkLabel(instituteName: string, tag: string): string {
	return `${instituteName}, ${isHindi(tag) ? 'मुखपृष्ठ' : 'home'}`;
}
