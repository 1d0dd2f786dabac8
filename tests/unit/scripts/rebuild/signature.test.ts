import { describe, expect, it } from 'vitest';
import { signRebuild, verifyRebuild } from '../../../../scripts/lib/rebuild/signature.ts';

const SECRET = 'test-secret-0123456789';
const BODY = '{"domain":"sunrise-academy.in"}';
const NOW_MS = 1_767_225_600_000;
// Computed with `printf '%s' '1767225600.<body>' | openssl dgst -sha256 -hmac <secret>`.
const GOOD = 'sha256=a645a7de61bd383ea949aa4e38fba60e92fa205a24591ae8d48b251d44577174';

const verify = (timestampHeader: string | undefined, signatureHeader: string | undefined) =>
	verifyRebuild({ secret: SECRET, timestampHeader, signatureHeader, rawBody: BODY, now: NOW_MS });

describe('signRebuild', () => {
	it('signs "<timestamp>.<raw body>" with HMAC-SHA256 as openssl does', () => {
		expect(signRebuild(SECRET, 1767225600, BODY)).toBe(GOOD);
		expect(signRebuild(SECRET, '1767225600', BODY)).toBe(GOOD);
	});
});

describe('verifyRebuild', () => {
	it.each([
		['a good signature now', '1767225600', GOOD],
		['upper-case hex', '1767225600', GOOD.replace(/[a-f]/g, (c) => c.toUpperCase())],
		['spaces around the headers', ' 1767225600 ', ` ${GOOD} `],
	])('accepts %s', (_name, timestamp, signature) => {
		expect(verify(timestamp, signature)).toEqual({
			ok: true,
			// The same key however the headers were written, so a re-spelt copy is still a replay.
			replayKey: `1767225600.${GOOD.slice('sha256='.length)}`,
			acceptedUntil: 1_767_225_901_000,
		});
	});

	it.each([
		[300, 1_767_226_201_000],
		[-300, 1_767_225_601_000],
	])('a request signed %i s off is accepted until %i ms', (offset, until) => {
		const timestamp = String(1767225600 + offset);
		const result = verify(timestamp, signRebuild(SECRET, timestamp, BODY));
		expect(result.ok && result.acceptedUntil).toBe(until);
		const later = verifyRebuild({
			secret: SECRET,
			timestampHeader: timestamp,
			signatureHeader: signRebuild(SECRET, timestamp, BODY),
			rawBody: BODY,
			now: until,
		});
		expect(later.ok).toBe(false);
	});

	it.each([
		[300, true],
		[-300, true],
		[301, false],
		[-301, false],
	])('a request signed %i s from the server clock is accepted: %s', (offset, accepted) => {
		const timestamp = String(1767225600 + offset);
		expect(verify(timestamp, signRebuild(SECRET, timestamp, BODY)).ok).toBe(accepted);
	});

	it.each([
		[
			'a missing timestamp',
			undefined,
			GOOD,
			'Missing X-Rebuild-Timestamp header: send the Unix seconds of signing',
		],
		[
			'an empty timestamp',
			' ',
			GOOD,
			'Missing X-Rebuild-Timestamp header: send the Unix seconds of signing',
		],
		[
			'a date for a timestamp',
			'2026-01-01T00:00:00Z',
			GOOD,
			'X-Rebuild-Timestamp "2026-01-01T00:00:00Z" is not Unix seconds (a whole number of seconds, e.g. 1767225600)',
		],
		[
			'milliseconds for a timestamp',
			'1767225600000',
			GOOD,
			'X-Rebuild-Timestamp "1767225600000" is not Unix seconds (a whole number of seconds, e.g. 1767225600)',
		],
		[
			'a missing signature',
			'1767225600',
			undefined,
			'Missing X-Rebuild-Signature header: send sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">',
		],
		[
			'a bare hex signature',
			'1767225600',
			GOOD.slice('sha256='.length),
			'X-Rebuild-Signature must be sha256= followed by 64 hex digits',
		],
		[
			'a short signature',
			'1767225600',
			GOOD.slice(0, -2),
			'X-Rebuild-Signature must be sha256= followed by 64 hex digits',
		],
		[
			'another algorithm',
			'1767225600',
			GOOD.replace('sha256', 'sha1'),
			'X-Rebuild-Signature must be sha256= followed by 64 hex digits',
		],
		[
			'a signature with another secret',
			'1767225600',
			signRebuild('another-secret-0123', '1767225600', BODY),
			'X-Rebuild-Signature does not match: sign "<timestamp>.<raw body>" with HMAC-SHA256 and REBUILD_SECRET',
		],
		[
			'a signature of another timestamp',
			'1767225601',
			GOOD,
			'X-Rebuild-Signature does not match: sign "<timestamp>.<raw body>" with HMAC-SHA256 and REBUILD_SECRET',
		],
		[
			'a replay signed 301 s ago',
			'1767225299',
			signRebuild(SECRET, '1767225299', BODY),
			"X-Rebuild-Timestamp is 301 s old, outside ±300 s of the server's clock: replayed or clock skew",
		],
		[
			'a timestamp 301 s ahead',
			'1767225901',
			signRebuild(SECRET, '1767225901', BODY),
			"X-Rebuild-Timestamp is 301 s ahead, outside ±300 s of the server's clock: replayed or clock skew",
		],
	])('refuses %s', (_name, timestamp, signature, message) => {
		// Only a right signature with its timestamp outside the window counts as signed.
		const signed = message.includes('outside ±300 s');
		expect(verify(timestamp, signature)).toEqual({ ok: false, message, signed });
	});

	it('refuses a body changed after signing', () => {
		const result = verifyRebuild({
			secret: SECRET,
			timestampHeader: '1767225600',
			signatureHeader: GOOD,
			rawBody: '{"domain":"pixel-store.in"}',
			now: NOW_MS,
		});
		expect(result).toEqual({
			ok: false,
			signed: false,
			message:
				'X-Rebuild-Signature does not match: sign "<timestamp>.<raw body>" with HMAC-SHA256 and REBUILD_SECRET',
		});
	});
});
