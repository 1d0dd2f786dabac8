/**
 * Whether the page's start script painted its island before React loaded
 * (src/browser/paint-island.ts). The island's first render must then match the painted state,
 * which knows the session, rather than the server's render, which cannot.
 */
import { atom } from 'nanostores';

/** True once the page's island has been painted without React. */
export const $firstPaint = atom(false);
