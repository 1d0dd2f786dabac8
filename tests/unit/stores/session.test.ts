import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
	cleanTestStorage,
	getTestStorage,
	setTestStorageKey,
	useTestStorageEngine,
} from '@nanostores/persistent';
import { STUDENT_SESSION } from '../fixtures/session.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
	cleanTestStorage();
	vi.resetModules();
});

const load = () => import('../../../src/stores/session.ts');

// The session without its status, as setSession takes it.
const { userStatus: _status, ...student } = STUDENT_SESSION;

describe('session store', () => {
	it('starts logged out ("new", user id 0)', async () => {
		const { $session, $loggedIn, LOGGED_OUT } = await load();
		expect($session.get()).toEqual(LOGGED_OUT);
		expect($session.get().userStatus).toBe('new');
		expect($loggedIn.get()).toBe(false);
	});

	it('logs in, persists, and logs out clearing the user data', async () => {
		const { $session, $loggedIn, setSession, endSession, LOGGED_OUT } = await load();
		setSession(student);
		expect($session.get()).toEqual({ ...student, userStatus: 'loggedin' });
		expect($loggedIn.get()).toBe(true);
		expect(JSON.parse(getTestStorage()['session']!)).toMatchObject({
			userId: 501,
			userStatus: 'loggedin',
		});
		endSession();
		expect($session.get()).toEqual(LOGGED_OUT);
		expect($loggedIn.get()).toBe(false);
	});

	it('keeps the app-link message when a logout turns web access off', async () => {
		const { $session, setSession, endSession } = await load();
		setSession(student);
		endSession('Use the app');
		expect($session.get()).toMatchObject({
			userId: 0,
			showWebAccessPopUp: true,
			webAccessMsg: 'Use the app',
		});
	});

	it('restores a stored session', async () => {
		setTestStorageKey('session', JSON.stringify({ ...student, userStatus: 'loggedin' }));
		const { $session, $loggedIn } = await load();
		expect($session.get().userId).toBe(501);
		expect($loggedIn.get()).toBe(true);
	});

	it.each([
		['not json', 'x'],
		[
			'a logged-in session without credential',
			JSON.stringify({ userId: 5, userStatus: 'loggedin', studentAuth: null }),
		],
		['a wrong status', JSON.stringify({ userId: 0, userStatus: 'maybe' })],
		[
			'a web-access message that is not text',
			JSON.stringify({ userId: 0, userStatus: 'new', showWebAccessPopUp: true, webAccessMsg: 7 }),
		],
		['an array', '[]'],
		[
			'"__proto__" holding a session',
			`{"__proto__":{"userId":5,"userStatus":"loggedin","studentAuth":"x"}}`,
		],
	])('ignores %s', async (_name, stored) => {
		setTestStorageKey('session', stored);
		const { $session, LOGGED_OUT } = await load();
		expect($session.get()).toEqual(LOGGED_OUT);
	});

	it('keeps a stored device id', async () => {
		setTestStorageKey('device_id', '0b7c9d2e-4f5a-4b6c-8d7e-9f0a1b2c3d4e');
		const { ensureDeviceId } = await load();
		expect(ensureDeviceId()).toBe('0b7c9d2e-4f5a-4b6c-8d7e-9f0a1b2c3d4e');
	});

	it.each([
		['an empty text', ''],
		['JSON', '{"id":"0b7c9d2e-4f5a-4b6c-8d7e-9f0a1b2c3d4e"}'],
		['markup', '<script>alert(1)</script>'],
		['a huge text', 'a'.repeat(1_000_000)],
	])('replaces a stored device id that is %s with a new one', async (_case, stored) => {
		setTestStorageKey('device_id', stored);
		const { ensureDeviceId } = await load();
		const id = ensureDeviceId();
		expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
		expect(getTestStorage()['device_id']).toBe(id);
	});

	it('creates one stable device id', async () => {
		const { ensureDeviceId } = await load();
		const id = ensureDeviceId();
		expect(id).toMatch(/^[0-9a-f-]{36}$/);
		expect(ensureDeviceId()).toBe(id);
		expect(getTestStorage()['device_id']).toBe(id);
	});
});
