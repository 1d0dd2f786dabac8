/**
 * M11 (CONTRACT.md) from the browser, for the dashboard's My Profile: the full client (ky and
 * zod, about 17 KB gzip) would take the page past its 90 KB budget for one GET. So this sends it
 * through the lean transport with the same path as `getProfile` and the student's authorization,
 * and checks the reply by hand against the contract's fields before the shared mapper reads it.
 */
import { leanMainRequest, type LeanMainConfig } from './fetch.ts';
import { mapProfile } from '../mappers/account.ts';
import { studentOutcome, type StudentOutcome } from './student-outcome.ts';
import type { Profile } from '../types.ts';
import type { ProfileWire } from '../wire/account.ts';
import { absent, fields, listOf, optional, text } from './wire-checks.ts';
import { isObject } from '../values.ts';

/** M11's path up to the student's user id. */
export const PROFILE_PATH_PREFIX = '/api/v1/alternateLogin/user/fetch/';

/** M11's path for the student. */
export function profilePath(userId: number): string {
	return `${PROFILE_PATH_PREFIX}${userId}`;
}

/** The tenant's main service and the logged-in student. */
export interface ProfileConfig extends LeanMainConfig {
	userId: number;
	authorization: string;
}

const nullableText = (value: unknown) => absent(value) || text(value);
const PROFILE = fields({
	name: nullableText,
	email: nullableText,
	mobile_no: nullableText,
	subjectList: optional(listOf(fields({ course_name: text }))),
});

/**
 * The profile of an M11 reply body: its first element, null when the list is empty. The contract's
 * body is a bare list; a 200 envelope around the list is read too, as the full client does.
 * Undefined when the body is neither, or an entry is malformed.
 */
export function profileFrom(body: unknown): Profile | null | undefined {
	const list = isObject(body) ? body['result'] : body;
	if (!Array.isArray(list) || !list.every(PROFILE)) return undefined;
	const first = list[0] as ProfileWire | undefined;
	return first === undefined ? null : mapProfile(first);
}

/** Sends M11 for the student; never throws. The value is null when the list is empty. */
export async function requestProfile(
	config: ProfileConfig,
): Promise<StudentOutcome<Profile | null>> {
	const reply = await leanMainRequest(config, {
		path: profilePath(config.userId),
		authorization: config.authorization,
	});
	return studentOutcome(reply, profileFrom);
}
