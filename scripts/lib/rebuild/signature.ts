/**
 * The rebuild webhook's signature, signed the way payment providers sign their webhooks: the
 * sender puts the Unix seconds of signing in `X-Rebuild-Timestamp` and
 * `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` in `X-Rebuild-Signature`, keyed with
 * `REBUILD_SECRET`. The server refuses a missing or wrong signature, and a signed request older or
 * newer than five minutes (a replay, or a clock that is off); inside those five minutes the server
 * remembers each accepted request (replay-guard.ts), so the same one sent again is refused too.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying the Unix seconds of signing. */
export const TIMESTAMP_HEADER = 'X-Rebuild-Timestamp';
/** Header carrying `sha256=<hex>`. */
export const SIGNATURE_HEADER = 'X-Rebuild-Signature';
/** How far a request's timestamp may be from the server's clock, either way. */
export const TOLERANCE_SECONDS = 300;

/**
 * What a verification found: fine (with what the replay check needs), or the one reason the
 * request is refused and whether its signature was right (only its timestamp was off).
 */
export type Verification =
	| {
			ok: true;
			/** `<timestamp>.<hex signature>`, lower-case: the same request sent again has the same key. */
			replayKey: string;
			/** The server-clock ms from which this request is outside the window (refused as old). */
			acceptedUntil: number;
	  }
	| { ok: false; message: string; signed: boolean };

/** What {@link verifyRebuild} checks. */
export interface SignedRequest {
	secret: string;
	/** The `X-Rebuild-Timestamp` header as received; undefined when absent. */
	timestampHeader: string | undefined;
	/** The `X-Rebuild-Signature` header as received; undefined when absent. */
	signatureHeader: string | undefined;
	/** The body exactly as received, before any JSON parsing. */
	rawBody: string;
	/** The server's clock in milliseconds (`Date.now()`). */
	now: number;
}

function hmacHex(secret: string, timestamp: string, rawBody: string): string {
	return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The `X-Rebuild-Signature` value for a body signed at `timestamp` (Unix seconds). */
export function signRebuild(secret: string, timestamp: number | string, rawBody: string): string {
	return `sha256=${hmacHex(secret, String(timestamp), rawBody)}`;
}

/**
 * Checks a request's headers against its raw body: the signature first, so only a correctly
 * signed request learns that its timestamp is out of the window.
 */
export function verifyRebuild(request: SignedRequest): Verification {
	const { timestampHeader, signatureHeader } = request;
	const refuse = (message: string, signed = false): Verification => ({
		ok: false,
		message,
		signed,
	});
	if (timestampHeader === undefined || timestampHeader.trim() === '')
		return refuse(`Missing ${TIMESTAMP_HEADER} header: send the Unix seconds of signing`);
	const timestamp = timestampHeader.trim();
	// Eleven digits reach the year 5138; a 13-digit value is milliseconds, a common mistake.
	if (!/^\d{1,11}$/.test(timestamp))
		return refuse(
			`${TIMESTAMP_HEADER} ${JSON.stringify(timestampHeader)} is not Unix seconds (a whole number of seconds, e.g. 1767225600)`,
		);
	if (signatureHeader === undefined || signatureHeader.trim() === '')
		return refuse(
			`Missing ${SIGNATURE_HEADER} header: send sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`,
		);
	const signature = /^sha256=([\da-f]{64})$/i.exec(signatureHeader.trim());
	if (!signature) return refuse(`${SIGNATURE_HEADER} must be sha256= followed by 64 hex digits`);
	const expected = Buffer.from(hmacHex(request.secret, timestamp, request.rawBody), 'hex');
	// Both are 32 bytes here (64 hex digits), as timingSafeEqual requires.
	if (!timingSafeEqual(expected, Buffer.from(signature[1]!, 'hex')))
		return refuse(
			`${SIGNATURE_HEADER} does not match: sign "<timestamp>.<raw body>" with HMAC-SHA256 and REBUILD_SECRET`,
		);
	const skew = Number(timestamp) - Math.floor(request.now / 1000);
	if (Math.abs(skew) > TOLERANCE_SECONDS)
		return refuse(
			`${TIMESTAMP_HEADER} is ${Math.abs(skew)} s ${skew < 0 ? 'old' : 'ahead'}, outside ±${TOLERANCE_SECONDS} s of the server's clock: replayed or clock skew`,
			true,
		);
	return {
		ok: true,
		replayKey: `${timestamp}.${signature[1]!.toLowerCase()}`,
		// Accepted while the clock's whole seconds are at most TOLERANCE past the timestamp.
		acceptedUntil: (Number(timestamp) + TOLERANCE_SECONDS + 1) * 1000,
	};
}
