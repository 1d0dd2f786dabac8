/**
 * Client-side routing of the baseline: the History API, links intercepted on the document, one
 * lazily loaded chunk per route (what a React single-page app with a router does).
 */
import { useEffect, useState } from 'react';

/** The current path, following pushState navigations and the back button. */
export function usePath(): string {
	const [path, setPath] = useState(() => location.pathname);
	useEffect(() => {
		const update = () => setPath(location.pathname);
		const onClick = (event: MouseEvent) => {
			const link = (event.target as Element | null)?.closest?.('a');
			if (
				!link ||
				event.defaultPrevented ||
				event.button !== 0 ||
				event.metaKey ||
				event.ctrlKey ||
				event.shiftKey ||
				link.target ||
				link.origin !== location.origin
			)
				return;
			event.preventDefault();
			if (link.pathname !== location.pathname) history.pushState(null, '', link.href);
			scrollTo(0, 0);
			update();
		};
		addEventListener('popstate', update);
		document.addEventListener('click', onClick);
		return () => {
			removeEventListener('popstate', update);
			document.removeEventListener('click', onClick);
		};
	}, []);
	return path;
}

/** The route of a path: a named page, or the content page of its last segment. */
export type Route =
	{ name: 'home' | 'courses' | 'product' | 'faqs' | 'about' } | { name: 'content'; slug: string };

/** Resolves a path (`/more/results`, `/privacy-policy`, `/faqs/`) to its route. */
export function routeOf(path: string): Route {
	const trimmed = path.replace(/\/+$/, '') || '/';
	switch (trimmed) {
		case '/':
			return { name: 'home' };
		case '/courses':
		case '/product':
		case '/faqs':
		case '/about':
			return { name: trimmed.slice(1) as 'courses' | 'product' | 'faqs' | 'about' };
	}
	const slug = decodeURIComponent(trimmed.split('/').pop() ?? '');
	return { name: 'content', slug };
}
