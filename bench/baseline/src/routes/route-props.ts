/**
 * What every route component receives from the shell (App.tsx): the home data, the route and its
 * data. Its own module, so the routes need not import the shell that loads them.
 */
import type { Homepage } from '../../../../src/lib/lms/types.ts';
import type { RouteData } from '../data.ts';
import type { Route } from '../router.tsx';

/** What every route component receives. */
export interface RouteProps {
	home: Homepage;
	route: Route;
	data: Promise<RouteData>;
}
