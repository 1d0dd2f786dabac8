/**
 * The document title of a route, as our pages' SeoTags write it (`<page> | <institute>`).
 */
import { useEffect } from 'react';

/** Sets the title once the route has rendered. */
export function useTitle(title: string): void {
	useEffect(() => {
		document.title = title;
	}, [title]);
}
