/**
 * Raw wire shapes of both services (CONTRACT.md), one module per call group under `wire/`. This
 * barrel serves the sandbox and the tests; the client's call groups import their own module only.
 */
export * from './wire/common.ts';
export * from './wire/site.ts';
export * from './wire/product.ts';
export * from './wire/account.ts';
export * from './wire/registration.ts';
export * from './wire/leads.ts';
export * from './wire/store.ts';
export * from './wire/checkout.ts';
export * from './wire/dashboard.ts';
