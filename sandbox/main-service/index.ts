/**
 * The main service's calls M1–M20 (CONTRACT.md), answered from the fixtures and the store. One
 * module per call group, as the client's `src/lib/lms/calls/` is split (plus `contact.ts`, the
 * contact checks M7 and M13 share); each opens with its part of the route table, then its
 * handlers. This file joins the parts.
 */
import type { Route } from '../context.ts';
import { accountRoutes } from './account.ts';
import { checkoutRoutes } from './checkout.ts';
import { dashboardRoutes } from './dashboard.ts';
import { leadRoutes } from './leads.ts';
import { registrationRoutes } from './registration.ts';
import { siteRoutes } from './site.ts';

/** Routes of the main service. */
export const mainServiceRoutes: Route[] = [
	...siteRoutes,
	...accountRoutes,
	...registrationRoutes,
	...leadRoutes,
	...checkoutRoutes,
	...dashboardRoutes,
];
