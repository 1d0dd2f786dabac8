import { describe, expect, it } from 'vitest';
import { parseBuildReport, rebuildHeaders } from '../../../bench/lib/build-report.ts';

describe('parseBuildReport', () => {
	it('reads the build report', () => {
		const text =
			'{"built":["a.in"],"skipped":["b.in"],"failed":[{"domain":"c.in","reason":"HTTP 500"}],' +
			'"phases":{"fetch":1200,"render":3400},"totalMs":4800,"pages":21}';
		expect(parseBuildReport(text)).toEqual({
			built: ['a.in'],
			skipped: ['b.in'],
			failed: [{ domain: 'c.in', reason: 'HTTP 500' }],
			phases: { fetch: 1200, render: 3400 },
			totalMs: 4800,
			pages: 21,
		});
	});

	it.each([[null], ['not json'], ['{"skipped": []}'], ['[]']])('%j is no report', (text) => {
		expect(parseBuildReport(text)).toBeNull();
	});
});

describe('rebuildHeaders', () => {
	it('signs "<unix seconds>.<raw body>" with HMAC-SHA256', () => {
		const body = '{"domain":"t0001.bench.example"}';
		const headers = rebuildHeaders('0123456789abcdef-secret', body, 1_767_225_600_999);
		expect(headers).toEqual({
			'Content-Type': 'application/json',
			'X-Rebuild-Timestamp': '1767225600',
			// openssl dgst -sha256 -hmac '0123456789abcdef-secret' of '1767225600.<body>'
			'X-Rebuild-Signature':
				'sha256=36ca3b60d4abdbb79f062485bda889ee02433998d2a667ba25a6a98bbf3bb52a',
		});
	});
});
