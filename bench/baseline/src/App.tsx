/**
 * The page shell (BaseLayout.astro's skip link, header, main and footer) around the route, once
 * P1 has arrived; the theme and its fonts are applied from P1 as the original application does.
 */
import {
	Component,
	lazy,
	Suspense,
	use,
	useLayoutEffect,
	type ComponentType,
	type ReactNode,
} from 'react';
import { themeDeclarations } from '../../../src/lib/site/theme.ts';
import type { Homepage } from '../../../src/lib/lms/types.ts';
import { homepage, routeData, siteData } from './data.ts';
import type { RouteProps } from './routes/route-props.ts';
import { routeOf, usePath, type Route } from './router.tsx';
import { Header } from './components/Header.tsx';
import { Footer } from './components/Footer.tsx';
import { cid, LAYOUT } from './components/cid.ts';

// One chunk per route, loaded when the route is first shown.
const LOADERS: Record<Route['name'], () => Promise<{ default: ComponentType<RouteProps> }>> = {
	home: () => import('./routes/Home.tsx'),
	courses: () => import('./routes/Courses.tsx'),
	product: () => import('./routes/Products.tsx'),
	faqs: () => import('./routes/Faqs.tsx'),
	about: () => import('./routes/About.tsx'),
	content: () => import('./routes/Content.tsx'),
};
const ROUTES = Object.fromEntries(
	Object.entries(LOADERS).map(([name, load]) => [name, lazy(load)]),
) as unknown as Record<Route['name'], ComponentType<RouteProps>>;

const l = cid(LAYOUT);

function Loading() {
	return (
		<div className="container" role="status" aria-label="Loading">
			<span className="spinner" aria-hidden="true"></span>
		</div>
	);
}

/** The theme's custom properties and web fonts, once per visit. */
function useTheme(home: Homepage) {
	// Before the first paint of the page, as the page itself comes with P1.
	useLayoutEffect(() => {
		const declarations = themeDeclarations(home.theme);
		if (declarations) {
			const style = document.createElement('style');
			style.textContent = `html:root{${declarations}}`;
			document.head.append(style);
		}
		for (const attributes of __BASELINE__.fontLinks) {
			const link = document.createElement('link');
			for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
			document.head.append(link);
		}
		if (home.faviconUrl) {
			const icon = document.createElement('link');
			icon.rel = 'icon';
			icon.href = home.faviconUrl;
			document.head.append(icon);
		}
	}, [home]);
}

function Site({ path }: { path: string }) {
	const home = use(homepage());
	useTheme(home);
	const route = routeOf(path);
	const Page = ROUTES[route.name];
	const site = siteData(home);
	return (
		<>
			<a className="skip-link" href="#main" {...l}>
				Skip to content
			</a>
			<Header site={site} path={path} />
			<main id="main" tabIndex={-1} {...l}>
				<Suspense fallback={<Loading />}>
					<Page home={home} route={route} data={routeData(route)} />
				</Suspense>
			</main>
			<Footer site={site} />
		</>
	);
}

/** The generic failure screen of spec section 2 when a call fails. */
class Failure extends Component<{ children: ReactNode }, { failed: boolean }> {
	override state = { failed: false };
	static getDerivedStateFromError() {
		return { failed: true };
	}
	override render() {
		if (!this.state.failed) return this.props.children;
		return (
			<div className="container" role="alert">
				<p>Something went wrong! Please try after some time.</p>
				<button type="button" onClick={() => location.reload()}>
					Reload
				</button>
			</div>
		);
	}
}

export function App() {
	const path = usePath();
	// The route's chunk and its own call start with P1, not after it.
	const route = routeOf(path);
	LOADERS[route.name]().catch(() => undefined);
	void routeData(route);
	return (
		<Failure>
			<Suspense fallback={<Loading />}>
				<Site path={path} />
			</Suspense>
		</Failure>
	);
}
