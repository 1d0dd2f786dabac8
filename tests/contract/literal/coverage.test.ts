/**
 * Every call of CONTRACT.md has at least one client-request case and one sandbox-reply case: the
 * case tables are the registry the two suites run.
 */
import { expect, it } from 'vitest';
import { mainRequestCases } from './client-requests.main.ts';
import { orderRequestCases } from './client-requests.orders.ts';
import { productRequestCases } from './client-requests.product.ts';
import { studentRequestCases } from './client-requests.student.ts';
import { CALL_IDS } from './helpers.ts';
import { mainReplyCases } from './sandbox-replies.main.ts';
import { paymentReplyCases } from './sandbox-replies.payments.ts';
import { productReplyCases } from './sandbox-replies.product.ts';
import { refusalReplyCases } from './sandbox-replies.refusals.ts';

const requestIds = new Set(
	[...mainRequestCases, ...studentRequestCases, ...productRequestCases, ...orderRequestCases].map(
		(item) => item.id,
	),
);
const replyIds = new Set(
	[...mainReplyCases, ...refusalReplyCases, ...paymentReplyCases, ...productReplyCases].map(
		(item) => item.id,
	),
);

it('M1–M20 and P1–P13 each have a client-request and a sandbox-reply test', () => {
	expect(CALL_IDS).toHaveLength(33);
	expect(CALL_IDS.filter((id) => !requestIds.has(id))).toEqual([]);
	expect(CALL_IDS.filter((id) => !replyIds.has(id))).toEqual([]);
	// A typo in a case id would otherwise count for no call.
	const known = new Set<string>(CALL_IDS);
	expect([...requestIds, ...replyIds].filter((id) => !known.has(id))).toEqual([]);
});
