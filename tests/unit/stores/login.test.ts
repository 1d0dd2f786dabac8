import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { LmsError } from '../../../src/lib/lms/errors.ts';
import type { LoginRequest, LoginResult } from '../../../src/lib/lms/types.ts';
import { loginResultFixture } from '../fixtures/login.ts';
import { CLIENT_CONFIG } from '../fixtures/session.ts';

// Fake account calls and a notice spy: the actions are tested without HTTP or React. When
// `loadFails` is set, loading the calls fails as src/stores/lms.ts reports it (offline).
const fake = vi.hoisted(() => ({
	login: vi.fn(),
	getWebAccess: vi.fn(),
	forgotPassword: vi.fn(),
	toasts: [] as Array<[string, string]>,
	/** The notices queued so far, each time a page carried them to the next one. */
	carried: [] as Array<Array<[string, string]>>,
	loadFails: false,
}));
vi.mock('../../../src/stores/lms.ts', async () => {
	const { LmsError: Failure } = await import('../../../src/lib/lms/errors.ts');
	const calls = {
		login: (_http: unknown, request: LoginRequest) => fake.login(request),
		getWebAccess: (_http: unknown, instituteId: number) => fake.getWebAccess(instituteId),
		forgotPassword: (_http: unknown, mobile: string) => fake.forgotPassword(mobile),
	};
	return {
		preload: () => undefined,
		lms: async () => {
			if (fake.loadFails)
				throw new Failure({ kind: 'network', call: 'client', message: 'could not be loaded' });
			return [{}, calls];
		},
	};
});
vi.mock('../../../src/stores/notices.ts', () => ({
	notify: (kind: string, text: string) => fake.toasts.push([kind, text]),
	carryNotices: () => fake.carried.push([...fake.toasts]),
}));

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
	fake.login.mockReset();
	fake.getWebAccess.mockReset().mockResolvedValue({ accessToken: 'dTpw' });
	fake.forgotPassword.mockReset();
	fake.toasts = [];
	fake.carried = [];
	fake.loadFails = false;
});
afterEach(() => {
	cleanTestStorage();
	vi.unstubAllGlobals();
	vi.resetModules();
});

const config = CLIENT_CONFIG;
const context = { instituteName: 'Sunrise Academy', websiteEnable: true };
const PASSWORD = 'typed-Secret#42';
const credentials = { identifier: ' 9876543210 ', password: PASSWORD };

const result = (overrides: Partial<LoginResult> = {}) =>
	loginResultFixture({ credential: 'server-issued-credential', ...overrides });
const entry = (userId: number, instituteId: number, instituteName: string) =>
	result({ userId, instituteId, instituteName, credential: null });

const load = async () => ({
	login: await import('../../../src/stores/login.ts'),
	session: await import('../../../src/stores/session.ts'),
});
/** M3's answer to a wrong password. */
const wrongPassword = () =>
	new LmsError({
		kind: 'http',
		call: 'M3',
		status: 400,
		body: { statusCode: 400, message: 'Invalid username or password.' },
		message: 'M3 400',
	});
const requests = (): LoginRequest[] => fake.login.mock.calls.map((call) => call[0] as LoginRequest);

describe('logIn', () => {
	it('logs in: M3 with the trimmed identifier, token fetched, session started, redirect home', async () => {
		const { login, session } = await load();
		fake.login.mockResolvedValue(result());
		await login.logIn(config, context, credentials);
		expect(requests()).toEqual([
			expect.objectContaining({
				userName: '9876543210',
				password: PASSWORD,
				logoutFromAllDevices: false,
			}),
		]);
		expect(requests()[0]).not.toHaveProperty('userId');
		expect(fake.getWebAccess).toHaveBeenCalledWith(101);
		expect(session.$session.get()).toMatchObject({
			userId: 501,
			userStatus: 'loggedin',
			accessToken: 'dTpw',
			instituteName: 'Sunrise Academy',
			studentAuth: 'Basic ' + btoa('501:server-issued-credential'),
		});
		expect(login.$loginState.get()).toMatchObject({ busy: true, redirect: '/' });
	});

	it('tells the next page who is logged in: the notice is carried as the page leaves', async () => {
		const { login } = await load();
		fake.login.mockResolvedValue(result({ name: ' Aarav Sharma ' }));
		await login.logIn(config, context, credentials);
		expect(fake.carried).toEqual([[['success', 'You are logged in as Aarav Sharma.']]]);
		expect(login.$loginState.get().redirect).toBe('/');
	});

	it('carries nothing when the login fails', async () => {
		const { login } = await load();
		fake.login.mockRejectedValue(wrongPassword());
		await login.logIn(config, context, credentials);
		expect(fake.carried).toEqual([]);
	});

	it('never writes the typed password to web storage or any store', async () => {
		const { login, session } = await load();
		fake.login.mockResolvedValue(result());
		await login.logIn(config, context, credentials);
		const stored = getTestStorage();
		expect(Object.keys(stored)).toContain('session');
		for (const value of Object.values(stored)) expect(value).not.toContain(PASSWORD);
		expect(JSON.stringify(login.$loginState.get())).not.toContain(PASSWORD);
		expect(JSON.stringify(session.$session.get())).not.toContain(PASSWORD);
	});

	it.each<[string, string]>([
		['?from=%2Fcourses', '/courses'],
		['?from=cart', '/cart'],
		['?from=https%3A%2F%2Fevil.example', '/'],
	])('goes back to the remembered origin (%s → %s)', async (search, path) => {
		vi.stubGlobal('location', { search });
		const { login } = await load();
		fake.login.mockResolvedValue(result());
		await login.logIn(config, context, credentials);
		expect(login.$loginState.get().redirect).toBe(path);
	});

	it('logs in without the web access token when M2 fails', async () => {
		const { login, session } = await load();
		fake.login.mockResolvedValue(result());
		fake.getWebAccess.mockRejectedValue(
			new LmsError({ kind: 'network', call: 'M2', message: 'x' }),
		);
		await login.logIn(config, context, credentials);
		expect(session.$session.get()).toMatchObject({ userId: 501, accessToken: null });
	});

	it('opens the picker for several student entries; OK logs in as the chosen one', async () => {
		const { login, session } = await load();
		const main = entry(701, 101, 'Sunrise Academy');
		const branch = entry(702, 1011, 'Sunrise Academy - Jaipur');
		fake.login.mockResolvedValueOnce([main, result({ userType: 3, credential: null }), branch]);
		await login.logIn(config, context, credentials);
		expect(login.$loginState.get()).toMatchObject({ busy: false, picker: [main, branch] });
		expect(session.$session.get().userId).toBe(0);

		fake.login.mockResolvedValueOnce(result({ userId: 702, instituteId: 1011 }));
		await login.chooseInstitute(config, context, credentials, branch);
		expect(requests()[1]).toMatchObject({
			userId: 702,
			userType: 99,
			instituteId: 1011,
			password: PASSWORD,
		});
		expect(login.$loginState.get().picker).toBeNull();
		expect(session.$session.get()).toMatchObject({ userId: 702, instituteId: 1011 });
	});

	it('logs in again at once with the only student entry of a list', async () => {
		const { login, session } = await load();
		fake.login
			.mockResolvedValueOnce([
				entry(702, 1011, 'Jaipur'),
				result({ userType: 3, credential: null }),
			])
			.mockResolvedValueOnce(result({ userId: 702, instituteId: 1011 }));
		await login.logIn(config, context, credentials);
		expect(requests()[1]).toMatchObject({ userId: 702, userType: 99, instituteId: 1011 });
		expect(session.$session.get().userId).toBe(702);
	});

	it('does not re-login forever when the re-login answers a list again', async () => {
		const { login } = await load();
		const only = entry(702, 1011, 'Jaipur');
		fake.login.mockResolvedValue([only]);
		await login.logIn(config, context, credentials);
		expect(fake.login).toHaveBeenCalledTimes(2);
		expect(login.$loginState.get().picker).toEqual([only]);
	});

	it.each<[string, LoginResult | LoginResult[]]>([
		['a teacher', result({ userType: 3 })],
		['a list without students', [result({ userType: 3, credential: null })]],
	])('refuses %s with the not-allowed message', async (_, reply) => {
		const { login, session } = await load();
		fake.login.mockResolvedValue(reply);
		await login.logIn(config, context, credentials);
		expect(fake.toasts).toEqual([
			['error', 'You are not allowed to login from this application, Please contact your admin!'],
		]);
		expect(session.$session.get().userId).toBe(0);
		expect(login.$loginState.get().busy).toBe(false);
	});

	it.each<[number, string, string]>([
		[
			11,
			'Unable to login!',
			'This is not your registered device for login kindly use a registered device. For any query please contact your administrator.',
		],
		[13, 'Account blocked', 'Your account has been blocked. Please contact your institute/school!'],
	])('login option %i shows its alert', async (option, heading, text) => {
		const { login, session } = await load();
		fake.login.mockResolvedValue(result({ loginOption: option, credential: null }));
		await login.logIn(config, context, credentials);
		expect(login.$loginState.get().alert).toEqual({ kind: 'notice', heading, text, link: null });
		expect(session.$session.get().userId).toBe(0);
		login.dismissLoginDialog();
		expect(login.$loginState.get().alert).toBeNull();
	});

	it('login option 10 offers renewal; OK retries logging out other devices', async () => {
		const { login, session } = await load();
		fake.login.mockResolvedValueOnce(result({ loginOption: 10, credential: null }));
		await login.logIn(config, context, credentials);
		expect(login.$loginState.get().alert).toMatchObject({
			kind: 'renew',
			text: 'You are already logged in on another device. Do you want to use here? You will be logged out from other devices.',
		});
		fake.login.mockResolvedValueOnce(result());
		await login.renewSession(config, context, credentials);
		expect(requests()[1]).toMatchObject({ logoutFromAllDevices: true, password: PASSWORD });
		expect(requests()[1]).not.toHaveProperty('userId');
		expect(session.$session.get().userId).toBe(501);
	});

	it('renewal after a picker choice retries the chosen account', async () => {
		const { login } = await load();
		const branch = entry(702, 1011, 'Jaipur');
		fake.login.mockResolvedValueOnce(result({ loginOption: 10, credential: null }));
		await login.chooseInstitute(config, context, credentials, branch);
		fake.login.mockResolvedValueOnce(result({ userId: 702, instituteId: 1011 }));
		await login.renewSession(config, context, credentials);
		expect(requests()[1]).toMatchObject({
			userId: 702,
			userType: 99,
			instituteId: 1011,
			logoutFromAllDevices: true,
		});
	});

	it('shows the server message of a wrong password as an error toast', async () => {
		const { login } = await load();
		fake.login.mockRejectedValue(wrongPassword());
		await login.logIn(config, context, credentials);
		expect(fake.toasts).toEqual([['error', 'Invalid username or password.']]);
		expect(login.$loginState.get()).toMatchObject({ busy: false, alert: null, redirect: null });
	});

	it('shows a 403 with the app-link marker as an alert with the link', async () => {
		const { login } = await load();
		fake.login.mockRejectedValue(
			new LmsError({
				kind: 'http',
				call: 'M3',
				status: 403,
				body: {
					statusCode: 403,
					message: 'Use the app.##APP_LINK##https://play.google.com/store/apps/details?id=a',
				},
				message: 'M3 403',
			}),
		);
		await login.logIn(config, context, credentials);
		expect(fake.toasts).toEqual([]);
		expect(login.$loginState.get().alert).toMatchObject({
			text: 'Use the app.',
			link: { url: 'https://play.google.com/store/apps/details?id=a' },
		});
	});

	it('a result without credential is not a session', async () => {
		const { login, session } = await load();
		fake.login.mockResolvedValue(result({ credential: null }));
		await login.logIn(config, context, credentials);
		expect(fake.toasts).toEqual([['error', 'Something went wrong! Please try after sometime.']]);
		expect(session.$session.get().userId).toBe(0);
	});

	it('is busy while M3 runs', async () => {
		const { login } = await load();
		let answer: (value: LoginResult) => void = () => {};
		fake.login.mockReturnValue(new Promise<LoginResult>((resolve) => (answer = resolve)));
		const running = login.logIn(config, context, credentials);
		expect(login.$loginState.get().busy).toBe(true);
		answer(result({ userType: 3 }));
		await running;
		expect(login.$loginState.get().busy).toBe(false);
	});
});

describe('loading the calls', () => {
	it('calls that cannot be loaded are a network error, and the next try works', async () => {
		fake.loadFails = true;
		const { login } = await load();
		login.prepareLogin();
		await login.logIn(config, context, credentials);
		expect(fake.toasts).toEqual([['error', 'Please check your internet connection!']]);
		expect(login.$loginState.get().busy).toBe(false);
		fake.loadFails = false;
		fake.login.mockResolvedValue(result());
		await login.logIn(config, context, credentials);
		expect(login.$loginState.get().redirect).toBe('/');
	});
});

describe('requestNewPassword', () => {
	it('sends M4 and shows the spec success text', async () => {
		const { login } = await load();
		fake.forgotPassword.mockResolvedValue('anything the server says');
		expect(await login.requestNewPassword(config, '9876543210')).toBe(true);
		expect(fake.forgotPassword).toHaveBeenCalledWith('9876543210');
		expect(fake.toasts).toEqual([
			['success', 'New Password sent to your registered mobile number.'],
		]);
		expect(login.$forgotSending.get()).toBe(false);
	});

	it('shows the error text and stays open on failure', async () => {
		const { login } = await load();
		fake.forgotPassword.mockRejectedValue(
			new LmsError({
				kind: 'http',
				call: 'M4',
				status: 400,
				body: { statusCode: 400, message: 'No account is registered with this mobile number.' },
				message: 'M4 400',
			}),
		);
		expect(await login.requestNewPassword(config, '1111111111')).toBe(false);
		expect(fake.toasts).toEqual([['error', 'No account is registered with this mobile number.']]);
	});
});
