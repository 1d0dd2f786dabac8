/**
 * Test convenience: every call of both services bound to one transport, so a test reads
 * `client.login(request)`. The product never does this (a bundle would carry every call); stores
 * load the call group they need through src/stores/lms.ts.
 */
import { createLmsHttp } from '../../src/lib/lms/http.ts';
import * as mainService from './lms/main-service.ts';
import * as productService from './lms/product-service.ts';
import type { LmsClientConfig, LmsHttp } from '../../src/lib/lms/transport.ts';

type Calls = typeof mainService & typeof productService;
type Bound = {
	[K in keyof Calls]: Calls[K] extends (http: LmsHttp, ...args: infer A) => infer R
		? (...args: A) => R
		: never;
};

/** Every call of CONTRACT.md bound to a transport made from `config`. */
export function boundClient(config: LmsClientConfig): Bound {
	const http = createLmsHttp(config);
	const bound: Record<string, unknown> = {};
	for (const [name, call] of Object.entries({ ...mainService, ...productService })) {
		bound[name] = (...args: unknown[]) => (call as (...a: unknown[]) => unknown)(http, ...args);
	}
	return bound as Bound;
}

/** The type `boundClient` returns. */
export type BoundClient = Bound;
