/**
 * Request guards: the `Source: WEB` header, the product-service auth headers, M2's own headers
 * and the student authorization (`Basic base64(user_id:credential)`).
 */
import { type CallContext, header, tenantOf } from './context.ts';
import type { StudentRow } from './db.ts';
import type { Tenant } from './fixtures.ts';
import { HttpError } from './http.ts';

/** Refuses (400) a call without `Source: WEB`. */
export function requireSourceWeb(ctx: CallContext): void {
	const source = header(ctx, 'source');
	if (source !== 'WEB') {
		throw new HttpError(
			400,
			source === undefined
				? "Missing 'Source' header: every call must send 'Source: WEB'"
				: `Wrong 'Source' header '${source}': every call must send 'Source: WEB'`,
		);
	}
}

const RANDOM_MIN = 10000;
const RANDOM_MAX = 99999;

// Exact integer arithmetic: institute × r may exceed what a float keeps exactly.
function digits(value: string | undefined): bigint | undefined {
	return value !== undefined && /^\d{1,30}$/.test(value.trim()) ? BigInt(value.trim()) : undefined;
}

// The product-service headers and M2's carry the institute id the same way, under other names:
// a random r, the institute id, and their product. Returns the institute id; 401 otherwise.
function obfuscatedInstitute(
	ctx: CallContext,
	names: { random: string; product: string; institute: string },
): bigint {
	const random = digits(header(ctx, names.random));
	const product = digits(header(ctx, names.product));
	const instituteId = digits(header(ctx, names.institute));
	if (random === undefined || random < RANDOM_MIN || random > RANDOM_MAX) {
		throw new HttpError(
			401,
			`'${names.random}' must be a whole number from ${RANDOM_MIN} to ${RANDOM_MAX}`,
		);
	}
	if (instituteId === undefined)
		throw new HttpError(401, `'${names.institute}' must be the institute id`);
	if (product === undefined || product % random !== 0n || product / random !== instituteId) {
		throw new HttpError(401, `'${names.product}' must be ${names.institute} × ${names.random}`);
	}
	return instituteId;
}

/** The product-service caller: institute (and its tenant) plus the user id header (0 when empty). */
export interface ProductCaller {
	instituteId: number;
	tenant: Tenant;
	userId: number;
}

/** Checks the product-service auth headers (401 when they do not add up). */
export function productCaller(ctx: CallContext): ProductCaller {
	const instituteId = obfuscatedInstitute(ctx, {
		random: 'session-id',
		product: 'x-proc-authorization',
		institute: 'x-prod-inst-id',
	});
	const userHeader = (header(ctx, 'x-prod-user-id') ?? '').trim();
	if (userHeader !== '' && !/^\d{1,15}$/.test(userHeader)) {
		throw new HttpError(401, "'x-prod-user-id' must be a user id or empty");
	}
	const id = Number(instituteId);
	return {
		instituteId: id,
		tenant: tenantOf(ctx, id),
		userId: userHeader === '' ? 0 : Number(userHeader),
	};
}

/** Checks M2's headers: `session_id` r, `institute_id`, `Authorization` = institute_id × r. */
export function checkWebAccessHeaders(ctx: CallContext, pathInstituteId: number): void {
	// `Authorization` names the header as the contract spells it; header names match in any case.
	const instituteId = obfuscatedInstitute(ctx, {
		random: 'session_id',
		product: 'Authorization',
		institute: 'institute_id',
	});
	if (instituteId !== BigInt(pathInstituteId)) {
		throw new HttpError(401, "'institute_id' header must equal the institute id of the path");
	}
}

/** The student of a `Basic base64(user_id:credential)` authorization, or the 403 reason. */
function authorizedStudent(ctx: CallContext, authorization: string): StudentRow {
	const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(authorization.trim());
	const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
	const separator = decoded.indexOf(':');
	const userId = separator > 0 ? decoded.slice(0, separator) : '';
	const credential = separator > 0 ? decoded.slice(separator + 1) : '';
	if (!/^\d{1,15}$/.test(userId) || credential === '') {
		throw new HttpError(403, "Invalid authorization: expected 'Basic base64(user_id:password)'");
	}
	const student = ctx.state.store.studentById(Number(userId));
	if (!student || !ctx.state.store.isLiveCredential(student.id, credential)) {
		throw new HttpError(
			403,
			'Your session has expired or you have logged in on another device. Please log in again.',
		);
	}
	return student;
}

/** The logged-in student of a *student* call (403 when missing, wrong or logged out). */
export function requireStudent(ctx: CallContext): StudentRow {
	const authorization = header(ctx, 'authorization');
	if (!authorization)
		throw new HttpError(403, 'Please log in to continue: this call needs a student authorization');
	return authorizedStudent(ctx, authorization);
}

/** The student when an authorization is sent (it must then be valid), else undefined. */
export function optionalStudent(ctx: CallContext): StudentRow | undefined {
	const authorization = header(ctx, 'authorization');
	return authorization ? authorizedStudent(ctx, authorization) : undefined;
}

/** Refuses (403) a body naming another user than the logged-in student. */
export function requireSameUser(student: StudentRow, userId: number): void {
	if (student.id !== userId) {
		throw new HttpError(403, `User ${userId} is not the logged-in student`);
	}
}

/** Refuses (403) a student of another institute than `tenant`. */
export function requireStudentOf(ctx: CallContext, student: StudentRow, tenant: Tenant): void {
	if (tenantOf(ctx, student.institute_id) !== tenant) {
		throw new HttpError(403, 'Your account does not belong to this institute');
	}
}

/** The caller and student of a product-service *student* call: the student must be of the caller's institute. */
export function productStudent(ctx: CallContext): { caller: ProductCaller; student: StudentRow } {
	const caller = productCaller(ctx);
	const student = requireStudent(ctx);
	requireStudentOf(ctx, student, caller.tenant);
	return { caller, student };
}
