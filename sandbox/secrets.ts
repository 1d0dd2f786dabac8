/**
 * Password hashing, issued credentials and the gateway-one signature of the sandbox.
 */
import { createHash, createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A lower scrypt cost than production keeps seeding and tests fast; still salted and slow-ish.
const SCRYPT_COST = 4096;
const KEY_LENGTH = 32;

/** A salted scrypt hash of a typed password: `scrypt:<cost>:<salt>:<hash>` (base64 parts). */
export function hashPassword(typed: string): string {
	const salt = randomBytes(16);
	const hash = scryptSync(typed, salt, KEY_LENGTH, { N: SCRYPT_COST });
	return `scrypt:${SCRYPT_COST}:${salt.toString('base64')}:${hash.toString('base64')}`;
}

/** True when `typed` matches a hash made by {@link hashPassword}. */
export function verifyPassword(typed: string, stored: string): boolean {
	const [scheme, cost, salt, hash] = stored.split(':');
	if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
	const expected = Buffer.from(hash, 'base64');
	const actual = scryptSync(typed, Buffer.from(salt, 'base64'), expected.length, {
		N: Number(cost),
	});
	return timingSafeEqual(actual, expected);
}

/** A random URL-safe token of `bytes` random bytes. */
export function randomToken(bytes = 18): string {
	return randomBytes(bytes).toString('base64url');
}

/** Alphanumeric id in the style of gateway one (`order_XXXXXXXXXXXXXX`). */
export function gatewayStyleId(prefix: string): string {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
	const chars = [...randomBytes(14)].map((byte) => alphabet[byte % alphabet.length]);
	return `${prefix}_${chars.join('')}`;
}

/** SHA-256 hex digest; issued credentials are stored only this way. */
export function sha256(value: string): string {
	return createHash('sha256').update(value).digest('hex');
}

/** Gateway one's key secret in the sandbox (documented in the README; test data only). */
export const GATEWAY_ONE_KEY_SECRET = 'sandbox_razorpay_key_secret';

/** Gateway one's payment signature: HMAC-SHA256 of `order_id|payment_id`, hex, as the real one. */
export function paymentSignature(razorpayOrderId: string, razorpayPaymentId: string): string {
	return createHmac('sha256', GATEWAY_ONE_KEY_SECRET)
		.update(`${razorpayOrderId}|${razorpayPaymentId}`)
		.digest('hex');
}

/** Constant-time string comparison. */
export function sameText(a: string, b: string): boolean {
	const left = Buffer.from(a);
	const right = Buffer.from(b);
	return left.length === right.length && timingSafeEqual(left, right);
}
