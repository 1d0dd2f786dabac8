/**
 * Header and credential encodings of CONTRACT.md (conventions). Pure: no ky, no zod.
 */

/** A random five-digit number (10000 to 99999), picked per request. */
export function randomFiveDigits(): number {
	return 10_000 + Math.floor(Math.random() * 90_000);
}

// BigInt keeps institute_id × r exact even beyond 2^53.
const product = (instituteId: number, random: number): string =>
	(BigInt(instituteId) * BigInt(random)).toString();

/** Product-service auth headers (CONTRACT.md); `x-prod-user-id` is blank when nobody is logged in. */
export function productAuthHeaders(
	instituteId: number,
	userId: number,
	random: number = randomFiveDigits(),
): Record<string, string> {
	return {
		'session-id': String(random),
		'x-proc-authorization': product(instituteId, random),
		'x-prod-inst-id': String(instituteId),
		'x-prod-user-id': userId === 0 ? '' : String(userId),
	};
}

/** Headers of M2 (web access token): `session_id`, `institute_id`, `Authorization` = institute_id × r. */
export function webAccessTokenHeaders(
	instituteId: number,
	random: number = randomFiveDigits(),
): Record<string, string> {
	return {
		session_id: String(random),
		institute_id: String(instituteId),
		Authorization: product(instituteId, random),
	};
}

/** Base64 of the UTF-8 bytes of `value` (btoa alone rejects non-Latin-1 text). */
export function base64Utf8(value: string): string {
	let binary = '';
	for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
	return btoa(binary);
}

/** Student authorization: 'Basic ' + base64(`user_id:credential`), the credential being the server's. */
export function studentAuthorization(userId: number, serverCredential: string): string {
	return `Basic ${base64Utf8(`${userId}:${serverCredential}`)}`;
}

/** Web access token of M2: base64(`u_id:u_pd`). */
export function accessTokenFrom(uId: string, uPd: string): string {
	return base64Utf8(`${uId}:${uPd}`);
}

/** M7 sends the typed password base64-encoded. */
export function encodeRegisterPassword(typed: string): string {
	return base64Utf8(typed);
}
