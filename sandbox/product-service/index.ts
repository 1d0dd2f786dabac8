/**
 * The product service's calls P1–P13 (CONTRACT.md). Every call checks the product-service auth
 * headers first (401); *student* calls then need the student authorization (403). One module per
 * call group, as the client's `src/lib/lms/calls/` is split; each opens with its part of the
 * route table, then its handlers. This file joins the parts.
 */
import type { Route } from '../context.ts';
import { checkoutRoutes } from './checkout.ts';
import { dashboardRoutes } from './dashboard.ts';
import { siteRoutes } from './site.ts';
import { storeRoutes } from './store.ts';

/** Routes of the product service. */
export const productServiceRoutes: Route[] = [
	...siteRoutes,
	...storeRoutes,
	...dashboardRoutes,
	...checkoutRoutes,
];
