/**
 * The client sends exactly the requests of CONTRACT.md (M1–M20, P1–P13): method, URL, headers
 * and JSON body, compared with literals written from the contract.
 */
import { describe, it } from 'vitest';
import { mainRequestCases } from './client-requests.main.ts';
import { orderRequestCases } from './client-requests.orders.ts';
import { productRequestCases } from './client-requests.product.ts';
import { studentRequestCases } from './client-requests.student.ts';
import { type RequestCase, runRequestCase } from './request-case.ts';

const groups: Array<[string, RequestCase[]]> = [
	['main service, public calls', mainRequestCases],
	['main service, student calls', studentRequestCases],
	['product service', productRequestCases],
	['product service, orders', orderRequestCases],
];

describe.each(groups)('client requests: %s', (_name, cases) => {
	for (const item of cases) {
		// A case with `mismatch` documents a CONTRACT MISMATCH: it must keep failing until fixed.
		const define = item.mismatch === undefined ? it : it.fails;
		define(`${item.id} ${item.title}`, () => runRequestCase(item));
	}
});
