import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
	cleanTestStorage();
	vi.unstubAllGlobals();
	vi.resetModules();
});

const config = {
	domain: 'a.example',
	mainApiUrl: 'https://lms.test',
	productApiUrl: 'https://prod.test',
	instituteId: 101,
};

async function loggedInWith(reply: () => Response) {
	const seen: Array<string | null> = [];
	vi.stubGlobal('fetch', async (request: Request) => {
		seen.push(request.headers.get('Authorization'));
		return reply();
	});
	const session = await import('../../../src/stores/session.ts');
	const notices = await import('../../../src/stores/notices.ts');
	const { lms } = await import('../../../src/stores/lms.ts');
	session.setSession({ ...session.LOGGED_OUT, userId: 501, studentAuth: 'Basic NTAxOmNyZWQ=' });
	const [http, calls] = await lms(config, () => import('../../../src/lib/lms/calls/account.ts'));
	const client = { getProfile: (userId: number) => calls.getProfile(http, userId) };
	return { session, notices, client, seen };
}

describe('lms (the session-bound transport and a call group, loaded on first use)', () => {
	it('sends the session authorization on student calls', async () => {
		const { client, seen } = await loggedInWith(
			() =>
				new Response(
					JSON.stringify([{ name: 'Aarav', email: 'a@b.in', mobile_no: '98', subjectList: [] }]),
				),
		);
		expect(await client.getProfile(501)).toMatchObject({ name: 'Aarav' });
		expect(seen).toEqual(['Basic NTAxOmNyZWQ=']);
	});

	it('logs out on a 403 and queues the server message', async () => {
		const { client, session, notices } = await loggedInWith(
			() =>
				new Response(JSON.stringify({ statusCode: 403, message: 'Session expired' }), {
					status: 403,
				}),
		);
		await expect(client.getProfile(501)).rejects.toThrow();
		expect(session.$session.get()).toEqual(session.LOGGED_OUT);
		expect(notices.$notices.get().map((notice) => [notice.kind, notice.text])).toEqual([
			['error', 'Session expired'],
		]);
	});

	it('turns web access off with the popup when the 403 message carries the app-link marker', async () => {
		const message = 'Please use our app.##APP_LINK##https://play.example/app';
		const { client, session, notices } = await loggedInWith(
			() => new Response(JSON.stringify({ statusCode: 403, message }), { status: 403 }),
		);
		await expect(client.getProfile(501)).rejects.toThrow();
		expect(session.$session.get()).toMatchObject({
			userId: 0,
			showWebAccessPopUp: true,
			webAccessMsg: message,
		});
		expect(notices.$notices.get()).toEqual([]);
	});

	it('rejects with a network LmsError when a call group cannot load, and loads it on the next call', async () => {
		const { lms } = await import('../../../src/stores/lms.ts');
		let attempts = 0;
		const flaky = async () => {
			attempts += 1;
			if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
			return { ok: true };
		};
		await expect(lms(config, flaky)).rejects.toMatchObject({
			name: 'LmsError',
			kind: 'network',
			text: 'Please check your internet connection!',
		});
		const [, calls] = await lms(config, flaky);
		expect(calls).toEqual({ ok: true });
		expect(attempts).toBe(2);
	});
});
