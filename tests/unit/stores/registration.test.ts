/**
 * The registration store against an in-memory sandbox: options, step one, OTP, registration, the
 * new session, refusals and error texts, and that the typed password is never persisted.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server.ts';
import type { PersonalValues } from '../../../src/lib/validation/register.ts';

// Notices are checked by kind: `notify('error', …)` lands in notifyError, 'success' in notifySuccess.
const spies = vi.hoisted(() => ({
	notifyError: vi.fn(),
	notifySuccess: vi.fn(),
	carryNotices: vi.fn(),
}));
vi.mock('../../../src/stores/notices.ts', () => ({
	notify: (kind: string, text: string) =>
		kind === 'error' ? spies.notifyError(text) : spies.notifySuccess(text),
	carryNotices: () => spies.carryNotices(),
}));

const SUNRISE = 101;
const PIXEL = 102;
const GREENFIELD = 103;
const APPFIRST = 104;

let sandbox: RunningSandbox;
beforeAll(async () => {
	useTestStorageEngine();
	sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
});
afterAll(() => sandbox.close());
beforeEach(() => fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' }));
afterEach(() => {
	cleanTestStorage();
	vi.resetModules();
});

const fault = (rule: Record<string, unknown>) =>
	fetch(`${sandbox.url}/__sandbox/faults`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ times: 1, ...rule }),
	});

/**
 * The next requests whose URL contains `part` get `reply` (a body, JSON unless a string, with its
 * status; or 'drop': no response at all) instead of reaching the sandbox.
 */
function answer(part: string, reply: { status: number; body: unknown } | 'drop'): Promise<void> {
	const realFetch = globalThis.fetch;
	vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
		if (!String(input instanceof Request ? input.url : input).includes(part)) {
			return realFetch(input, init);
		}
		if (reply === 'drop') return Promise.reject(new TypeError('Failed to fetch'));
		const { status, body } = reply;
		return Promise.resolve(
			new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
		);
	});
	return Promise.resolve();
}

/** The next M6 answers 200 with `body` instead of reaching the sandbox. */
const answerM6With = (body: unknown) => answer('validate_otp', { status: 200, body });

/** Records the JSON bodies of the requests whose URL contains `part`, passing them on. */
function recordBodies(part: string): unknown[] {
	const bodies: unknown[] = [];
	const realFetch = globalThis.fetch;
	vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
		const request = new Request(input, init);
		if (request.url.includes(part)) bodies.push(await request.clone().json());
		return realFetch(request);
	});
	return bodies;
}

let serial = 0;
/** Step one with a fresh mobile and email. */
function personal(change: Partial<PersonalValues> = {}): PersonalValues {
	serial += 1;
	return {
		name: '  Meera Iyer ',
		countryId: null,
		mobile: `90000${String(serial).padStart(5, '0')}`,
		email: ` meera${serial}@example.in `,
		password: 'Typed#Pw1',
		confirmPassword: 'Typed#Pw1',
		termsAccepted: true,
		...change,
	};
}

/** Fresh modules (the notice spies reset), the flow started for an institute, options loaded. */
async function start(
	instituteId: number,
	search = '',
	load = true,
	prefetched?: { countryCodes: []; courses: null },
) {
	const store = await import('../../../src/stores/registration.ts');
	const session = await import('../../../src/stores/session.ts');
	const cart = await import('../../../src/stores/cart.ts');
	spies.notifyError.mockClear();
	spies.notifySuccess.mockClear();
	spies.carryNotices.mockClear();
	store.initRegistration({
		config: {
			domain: 'test.example',
			mainApiUrl: sandbox.url,
			productApiUrl: sandbox.url,
			instituteId,
		},
		instituteName: 'Test Institute',
		websiteEnable: true,
		search,
		...(prefetched ? { prefetched } : {}),
	});
	if (load) await store.loadOptions();
	return {
		...store,
		session: session.$session,
		cart,
		notifyError: spies.notifyError,
		notifySuccess: spies.notifySuccess,
	};
}

describe('loadOptions', () => {
	it('loads country codes (default preselected) and courses', async () => {
		const { $registration } = await start(SUNRISE);
		const state = $registration.get();
		expect(state.countriesStatus).toBe('ready');
		expect(state.countryCodes.map((code) => code.callingCode)).toEqual(['+91', '+971', '+1']);
		expect(state.countryId).toBe(1);
		expect(state.coursesStatus).toBe('ready');
		expect(state.courses.map((course) => course.id)).toEqual([11, 12, 13, 14]);
		expect(state.step).toBe('personal');
	});

	it("shows 'Unable to fetch country code' and goes on without codes when M10 fails", async () => {
		await fault({ call: 'M10', status: 500 });
		const { $registration, notifyError } = await start(SUNRISE);
		expect(notifyError).toHaveBeenCalledWith('Unable to fetch country code');
		expect($registration.get()).toMatchObject({
			countriesStatus: 'error',
			countryCodes: [],
			countryId: null,
		});
	});

	it('marks courses failed when M9 fails, and a retry loads them', async () => {
		await fault({ call: 'M9', status: 503 });
		const { $registration, loadCourses } = await start(SUNRISE);
		expect($registration.get().coursesStatus).toBe('error');
		await loadCourses();
		expect($registration.get().coursesStatus).toBe('ready');
		expect($registration.get().courses).toHaveLength(4);
	});
});

describe('submitPersonal', () => {
	it('reports the first problem and stays on step one', async () => {
		const { submitPersonal, $registration, $personal } = await start(SUNRISE);
		expect(submitPersonal(personal({ name: ' ', mobile: '' }))).toEqual({
			field: 'name',
			message: 'Name field cannot be empty',
		});
		expect(submitPersonal(personal({ mobile: '12345' }))).toEqual({
			field: 'mobile',
			message: 'Please enter valid 10 digit number.',
		});
		expect($registration.get().step).toBe('personal');
		expect($personal.get()).toBeNull();
	});

	it('applies the 10-digit rule only to the selected +91 code', async () => {
		const { submitPersonal, selectCountry, $registration } = await start(SUNRISE);
		selectCountry(2);
		expect(submitPersonal(personal({ mobile: '501234' }))).toBeNull();
		expect($registration.get().step).toBe('courses');
	});

	it('moves to step two keeping trimmed values in memory', async () => {
		const { submitPersonal, $registration, $personal } = await start(SUNRISE);
		const values = personal();
		expect(submitPersonal(values)).toBeNull();
		expect($registration.get().step).toBe('courses');
		expect($personal.get()).toEqual({
			name: 'Meera Iyer',
			email: values.email.trim(),
			mobile: values.mobile,
			password: 'Typed#Pw1',
			countryId: 1,
			callingCode: '+91',
		});
		expect(JSON.stringify(getTestStorage())).not.toContain('Typed#Pw1');
	});
});

describe('courses', () => {
	it('toggles selections and goes back', async () => {
		const { submitPersonal, toggleCourse, backToPersonal, $registration } = await start(SUNRISE);
		submitPersonal(personal());
		toggleCourse(12, true);
		toggleCourse(11, true);
		toggleCourse(12, false);
		toggleCourse(13, true);
		expect($registration.get().selectedCourses).toEqual([11, 13]);
		backToPersonal();
		expect($registration.get().step).toBe('personal');
	});
});

describe('OTP and registration', () => {
	it('registers with OTP, logs in and never persists the typed password', async () => {
		const flow = await start(SUNRISE);
		const values = personal();
		flow.submitPersonal(values);
		flow.toggleCourse(11, true);
		flow.toggleCourse(12, true);
		const before = Date.now();
		const sending = flow.generateOtp();
		expect(flow.$registration.get().busy).toBe('otp');
		await sending;
		const state = flow.$registration.get();
		expect(state.busy).toBeNull();
		expect(state.step).toBe('otp');
		expect(state.otpEndsAt! - before).toBeGreaterThanOrEqual(120_000);
		expect(state.otpEndsAt! - Date.now()).toBeLessThanOrEqual(120_000);

		await flow.validateAndRegister(' 12 34 ');
		expect(flow.notifyError).not.toHaveBeenCalled();
		// M6's notice, then M7's.
		expect(flow.notifySuccess.mock.calls).toEqual([
			['OTP validate successfully'],
			['Registration successfull!'],
		]);
		const session = flow.session.get();
		expect(session).toMatchObject({
			userStatus: 'loggedin',
			instituteId: SUNRISE,
			userInfo: { name: 'Meera Iyer', mobile: values.mobile, email: values.email.trim() },
			countryDetails: { countryId: 1, callingCode: '+91' },
		});
		expect(session.userId).toBeGreaterThan(0);
		expect(session.accessToken).toEqual(expect.any(String));
		expect(flow.$registration.get().redirectTo).toBe('/');
		expect(flow.$personal.get()).toBeNull();

		const stored = JSON.stringify(getTestStorage());
		expect(JSON.parse(getTestStorage()['session']!)).toMatchObject({ userStatus: 'loggedin' });
		expect(stored).not.toContain('Typed#Pw1');
		expect(stored).not.toContain(Buffer.from('Typed#Pw1').toString('base64'));

		// M7 got the selected courses: the new student's profile lists them (M11).
		const profile = await fetch(
			`${sandbox.url}/api/v1/alternateLogin/user/fetch/${session.userId}`,
			{
				headers: { Source: 'WEB', Authorization: session.studentAuth! },
			},
		).then((response) => response.json());
		expect(
			profile[0].subjectList.map((course: { course_name: string }) => course.course_name),
		).toEqual(['JEE Main & Advanced', 'NEET UG']);
	});

	it('continues without selections', async () => {
		const flow = await start(SUNRISE);
		flow.submitPersonal(personal());
		await flow.generateOtp();
		await flow.validateAndRegister('1234');
		expect(flow.session.get().userStatus).toBe('loggedin');
	});

	it('shows the server message for a wrong OTP and stays on step three', async () => {
		const flow = await start(SUNRISE);
		flow.submitPersonal(personal());
		await flow.generateOtp();
		await flow.validateAndRegister('9999');
		expect(flow.notifyError).toHaveBeenCalledWith('Invalid OTP. Please try again.');
		expect(flow.$registration.get().step).toBe('otp');
		expect(flow.session.get().userId).toBe(0);
	});

	// The step in which each call fails: M5 on Skip & Continue, M6 and M7 on Validate.
	const STEPS = {
		M5: { part: 'generate_otp', stays: 'courses' },
		M6: { part: 'validate_otp', stays: 'otp' },
		M7: { part: '/api/v2/user/register', stays: 'otp' },
	} as const;

	async function failAt(call: keyof typeof STEPS, reply: () => Promise<unknown>) {
		const flow = await start(SUNRISE);
		flow.submitPersonal(personal());
		if (call !== 'M5') await flow.generateOtp();
		await reply();
		if (call === 'M5') await flow.generateOtp();
		else await flow.validateAndRegister('1234');
		vi.restoreAllMocks();
		expect(flow.$registration.get().step).toBe(STEPS[call].stays);
		expect(flow.session.get().userId).toBe(0);
		return flow;
	}

	it.each<[string, keyof typeof STEPS, () => Promise<unknown>]>([
		['M5 dropped by the network', 'M5', () => answer(STEPS.M5.part, 'drop')],
		['M5 answering broken JSON', 'M5', () => fault({ call: 'M5', malformed: true })],
		['M6 dropped by the network', 'M6', () => answer(STEPS.M6.part, 'drop')],
		['M7 dropped by the network', 'M7', () => answer(STEPS.M7.part, 'drop')],
		['M7 answering broken JSON', 'M7', () => fault({ call: 'M7', malformed: true })],
		[
			'M7 answering 200 outside the contract',
			'M7',
			() => answer(STEPS.M7.part, { status: 200, body: { message: 'ok' } }),
		],
	])(
		"%s: no server message, so 'Something went wrong, Try after some time.'",
		async (_case, call, reply) => {
			const flow = await failAt(call, reply);
			expect(flow.notifyError).toHaveBeenCalledExactlyOnceWith(
				'Something went wrong, Try after some time.',
			);
		},
	);

	it.each<[keyof typeof STEPS, string]>([
		['M5', 'Something went wrong at the time of generation OTP, try again!'],
		['M6', 'Something went wrong at the time of otp validation. Try after some time.'],
		['M7', 'Something went wrong at the time of registration. Try after some time.'],
	])('%s answering 500 with no message shows the step text %j', async (call, text) => {
		const flow = await failAt(call, () => answer(STEPS[call].part, { status: 500, body: '' }));
		expect(flow.notifyError).toHaveBeenCalledExactlyOnceWith(text);
	});

	it("a registration step whose code cannot load (offline) shows 'Something went wrong, Try after some time.'", async () => {
		const flow = await start(SUNRISE);
		flow.submitPersonal(personal());
		vi.doMock('../../../src/stores/registration-requests.ts', () => {
			throw new TypeError('Failed to fetch dynamically imported module');
		});
		await flow.generateOtp();
		vi.doUnmock('../../../src/stores/registration-requests.ts');
		expect(flow.notifyError).toHaveBeenCalledExactlyOnceWith(
			'Something went wrong, Try after some time.',
		);
		expect(flow.$registration.get()).toMatchObject({ step: 'courses', busy: null });
	});

	it.each<[string, () => Promise<unknown>]>([
		['broken JSON', () => fault({ call: 'M6', malformed: true })],
		['a body without a status code', () => answerM6With({ message: 'ok' })],
		['an HTML page', () => answerM6With('<html>OK</html>')],
	])(
		"a 200 from M6 with %s is outside the contract: 'Something went wrong, Try after some time.', no M7",
		async (_case, reply) => {
			const flow = await start(SUNRISE);
			flow.submitPersonal(personal());
			await flow.generateOtp();
			await reply();
			await flow.validateAndRegister('1234');
			vi.restoreAllMocks();
			expect(flow.notifyError).toHaveBeenCalledExactlyOnceWith(
				'Something went wrong, Try after some time.',
			);
			expect(flow.notifySuccess).not.toHaveBeenCalled();
			expect(flow.$registration.get().step).toBe('otp');
			expect(flow.session.get().userId).toBe(0);
		},
	);

	it('shows the server message when the mobile is already registered', async () => {
		const flow = await start(SUNRISE);
		flow.submitPersonal(personal({ mobile: '9876543210' }));
		await flow.generateOtp();
		await flow.validateAndRegister('1234');
		expect(flow.notifyError).toHaveBeenCalledWith(
			'This mobile number is already registered. Please log in.',
		);
		expect(flow.session.get().userId).toBe(0);
	});

	it('resend restarts the timer', async () => {
		const flow = await start(SUNRISE);
		flow.submitPersonal(personal());
		await flow.generateOtp();
		const first = flow.$registration.get().otpEndsAt!;
		await new Promise((resolve) => setTimeout(resolve, 5));
		await flow.resendOtp();
		expect(flow.$registration.get().otpEndsAt!).toBeGreaterThan(first);
		expect(flow.$registration.get().step).toBe('otp');
	});

	it('registers at once when the server skips OTP (pixel)', async () => {
		const flow = await start(PIXEL);
		flow.submitPersonal(personal());
		await flow.generateOtp();
		expect(flow.$registration.get().step).toBe('courses');
		expect(flow.$registration.get().otpEndsAt).toBeNull();
		expect(flow.session.get()).toMatchObject({ userStatus: 'loggedin', instituteId: PIXEL });
		expect(flow.$registration.get().redirectTo).toBe('/');
	});
});

describe('an institute without country codes', () => {
	it('M5 and M7 send country_id 0 and the student registers', async () => {
		const flow = await start(PIXEL, '', true, { countryCodes: [], courses: null });
		expect(flow.$registration.get()).toMatchObject({ countryCodes: [], countryId: null });
		const bodies = recordBodies('/api/v2/user/');
		// No calling code, so the +91 ten-digit rule does not apply.
		expect(flow.submitPersonal(personal({ mobile: '5012345' }))).toBeNull();
		await flow.generateOtp();
		vi.restoreAllMocks();
		expect(bodies).toEqual([
			expect.objectContaining({ role: 99, country_id: 0, institute_id: PIXEL }),
			expect.objectContaining({ login_source: 'WEB', country_id: 0, institute_id: PIXEL }),
		]);
		expect(flow.notifyError.mock.calls).toEqual([]);
		expect(flow.session.get()).toMatchObject({
			userStatus: 'loggedin',
			countryDetails: { countryId: 0, callingCode: null },
		});
	});
});

describe('after registering', () => {
	it("carries 'Registration successfull!' to the page the student is taken to", async () => {
		const flow = await start(PIXEL, '');
		flow.submitPersonal(personal());
		await flow.generateOtp();
		expect(spies.notifySuccess).toHaveBeenCalledWith('Registration successfull!');
		expect(spies.carryNotices).toHaveBeenCalledOnce();
		// Queued first, then carried: the register page itself shows "Registration complete".
		expect(spies.carryNotices.mock.invocationCallOrder[0]).toBeGreaterThan(
			spies.notifySuccess.mock.invocationCallOrder.at(-1)!,
		);
		expect(flow.$registration.get().redirectTo).toBe('/');
	});

	it.each<[string, string, number[], string]>([
		['from a non-empty cart: /cart', '?from=cart', [2001], '/cart'],
		['from an empty cart: /', '?from=cart', [], '/'],
		['from elsewhere: /', '?from=/courses', [2001], '/'],
	])('%s', async (_case, search, cart, path) => {
		const flow = await start(PIXEL, search);
		flow.cart.$cart.set(cart);
		flow.submitPersonal(personal());
		await flow.generateOtp();
		expect(flow.$registration.get().redirectTo).toBe(path);
	});
});

describe('refused registration (403)', () => {
	it('greenfield: the server message, no app link, not logged in', async () => {
		const flow = await start(GREENFIELD);
		flow.submitPersonal(personal());
		await flow.generateOtp();
		await flow.validateAndRegister('1234');
		expect(flow.$registration.get().refusal).toEqual({
			text: 'You do not have access to the registration process. Please contact the Institute Administrator for assistance.',
			link: null,
		});
		expect(flow.notifyError).not.toHaveBeenCalled();
		expect(flow.session.get().userId).toBe(0);
	});

	it('appfirst: the text before the marker and the app link', async () => {
		const flow = await start(APPFIRST);
		flow.submitPersonal(personal());
		await flow.generateOtp();
		await flow.validateAndRegister('1234');
		expect(flow.$registration.get().refusal).toEqual({
			text: 'You are not authorised to register yourself. Kindly download this link to register yourself.',
			link: 'https://play.google.com/store/apps/details?id=com.appfirst.classes',
		});
	});

	it('a 403 on the OTP call refuses too', async () => {
		const flow = await start(SUNRISE);
		flow.submitPersonal(personal());
		await fault({ call: 'M5', status: 403 });
		await flow.generateOtp();
		expect(flow.$registration.get().refusal).toEqual({
			text: 'Sandbox fault: status 403',
			link: null,
		});
	});
});

describe('guards', () => {
	it('ignores a second request while one runs', async () => {
		const flow = await start(SUNRISE);
		flow.submitPersonal(personal());
		const first = flow.generateOtp();
		await flow.resendOtp();
		expect(flow.$registration.get().busy).toBe('otp');
		await first;
		expect(flow.$registration.get().busy).toBeNull();
	});

	it('refuses actions before the flow is started', async () => {
		const store = await import('../../../src/stores/registration.ts');
		expect(() => store.submitPersonal(personal())).toThrow(/initRegistration/);
	});
});
