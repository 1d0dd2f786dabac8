/**
 * A student registered through the client (OTP, then M7) can log in after the sandbox restarts on
 * the same database file: registrations are durable, and the credential is the server's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { studentAuthorization } from '../../src/lib/lms/index.ts';
import { boundClient as createLmsClient } from '../support/bound-client.ts';
import { startSandbox } from '../../sandbox/server.ts';

const SUNRISE = 101;
const work = await mkdtemp(join(tmpdir(), 'accounts-'));
const dbFile = join(work, 'sandbox.sqlite');
afterAll(() => rm(work, { recursive: true, force: true }));

const clientFor = (url: string) =>
	createLmsClient({ mainApiUrl: url, productApiUrl: url, instituteId: SUNRISE });

describe('registration survives a sandbox restart', () => {
	it('registers with OTP, restarts, and logs in with the same password', async () => {
		const student = {
			name: 'Meera Iyer',
			email: 'meera.restart@example.in',
			mobile: '9000012345',
			password: 'meera@12',
		};

		const first = await startSandbox({ port: 0, dbFile });
		try {
			const client = clientFor(first.url);
			const [india] = (await client.getCountryCodes()).filter((code) => code.isDefault);
			expect(
				await client.generateOtp({
					userName: student.mobile,
					email: student.email,
					countryId: india!.id,
				}),
			).toBe(false);
			expect(await client.validateOtp(student.mobile, '1234')).toBe('OTP validate successfully');
			const registered = await client.register({
				...student,
				courseTypeIds: [],
				deviceId: 'device-restart-test',
				countryId: india!.id,
			});
			expect(registered.userId).toBeGreaterThan(0);
			expect(registered.credential).not.toBe(student.password);
		} finally {
			await first.close();
		}

		const second = await startSandbox({ port: 0, dbFile });
		try {
			const result = await clientFor(second.url).login({
				userName: student.mobile,
				password: student.password,
				deviceId: 'device-restart-test',
			});
			expect(Array.isArray(result)).toBe(false);
			const login = result as Exclude<typeof result, unknown[]>;
			expect(login).toMatchObject({
				loginOption: 0,
				name: student.name,
				userType: 99,
				instituteId: SUNRISE,
			});
			expect(login.credential).toBeTruthy();
			expect(login.credential).not.toBe(student.password);
			// The credential works for student calls.
			const url = second.url;
			const profile = await createLmsClient({
				mainApiUrl: url,
				productApiUrl: url,
				instituteId: SUNRISE,
				getStudent: () => ({
					userId: login.userId,
					authorization: studentAuthorization(login.userId, login.credential!),
				}),
			}).getProfile(login.userId);
			expect(profile).toMatchObject({ name: student.name, email: student.email });
		} finally {
			await second.close();
		}
	});
});
