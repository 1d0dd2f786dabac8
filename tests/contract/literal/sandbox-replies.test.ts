/**
 * The sandbox answers every call M1–M20, P1–P13 with the status, envelope key and result shape of
 * CONTRACT.md (shapes written as literals, not taken from wire.ts).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import { startMemorySandbox } from './helpers.ts';
import { type ReplyCase, runReplyCase } from './reply-case.ts';
import { mainReplyCases } from './sandbox-replies.main.ts';
import { paymentReplyCases } from './sandbox-replies.payments.ts';
import { productReplyCases } from './sandbox-replies.product.ts';
import { refusalReplyCases } from './sandbox-replies.refusals.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
	sandbox = await startMemorySandbox();
});

afterAll(() => sandbox?.close());

const groups: Array<[string, ReplyCase[]]> = [
	['main service', mainReplyCases],
	['main service, refusals', refusalReplyCases],
	['payments', paymentReplyCases],
	['product service', productReplyCases],
];

describe.each(groups)('sandbox replies: %s', (_name, cases) => {
	for (const item of cases) {
		// A case with `mismatch` documents a CONTRACT MISMATCH: it must keep failing until fixed.
		const define = item.mismatch === undefined ? it : it.fails;
		define(`${item.id} ${item.title}`, () => runReplyCase(item, sandbox));
	}
});
