/**
 * Raw wire shapes of both services (CONTRACT.md), one module per call group in this folder. This
 * barrel serves the sandbox and the tests; the client's call groups import their own module only.
 */
export * from './common.ts';
export * from './site.ts';
export * from './product.ts';
export * from './account.ts';
export * from './registration.ts';
export * from './leads.ts';
export * from './store.ts';
export * from './checkout.ts';
export * from './dashboard.ts';
