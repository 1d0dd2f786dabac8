/**
 * The fault matrix (issue 13, item 3): every call a browser makes at run time, crossed with every
 * fault, one test per cell, generated from the one table below. Each fault rides on the test's own
 * requests of that call (the sandbox's `x-sandbox-fault` header, tests/e2e/support/faults.ts), so
 * parallel cells never see each other's faults. Each cell checks:
 * - the text spec section 8 has the client show for that call and fault (pinned per cell below),
 *   shown once (as a notice, or in the page where the page has its place for it), or, where the
 *   page goes on without a word (a failed gateway lookup, the live cards' refresh), that it does
 *   go on and says nothing;
 * - a 403 on a call that carries the student authorization ends the session (spec section 6), and
 *   a 403 on a registration call refuses registration (the form gives way to the message);
 * - what the visitor typed is still in the form;
 * - the stored cart is unchanged;
 * - once the fault is cleared, the page's retry view, or the same action again, works;
 * - nothing was left unhandled (no uncaught error or promise rejection).
 * A `timeout` cell holds the request and moves the page's clock past the client's 20 s timeout
 * (spec section 9), so it costs no real 20 s. A notice is checked by the record of the error
 * notices the page showed (tests/e2e/support/faults.ts), which a slow machine cannot outrun.
 *
 * The report (cells passing out of cells run) is written by tests/e2e/support/fault-matrix-reporter.ts
 * to reports/fault-matrix.md and .json, and printed at the end of the run.
 *
 * Desktop only (playwright.config.ts): a cell exercises how the client handles a call, which is
 * the same code at any width; the phone project would double the matrix's time for nothing new
 * (the phone layouts have their own specs).
 */
import { expect, test, type Page } from 'playwright/test';
import { CartPage } from './pages/cart-page.ts';
import { CHECKOUT_DRIVERS } from './support/fault-checkout-flows.ts';
import { FORM_DRIVERS } from './support/fault-form-flows.ts';
import { PAGE_DRIVERS } from './support/fault-page-flows.ts';
import {
	FAULT_IDS,
	FaultSwitch,
	watchErrorNotices,
	watchUnhandled,
	type FaultId,
} from './support/faults.ts';

// Spec section 8's texts, and the sandbox's own messages in its error bodies (a server message
// is shown when present).
const SERVER_500 = 'Sandbox fault: status 500';
const SERVER_403 = 'Sandbox fault: status 403';
const UNAVAILABLE = 'Service Unavailable';
const NETWORK = 'Please check your internet connection!';
const GENERIC = 'Something went wrong! Please try after sometime.';
const PAYMENT = 'We are not able to process your payment at this time. Please try after some time.';
/** Registration with no reply to trust (issue 18 item 3's reading of spec section 8). */
const NO_REPLY = 'Something went wrong, Try after some time.';
/** The generic failure screen with Reload (spec section 2, "Other public pages"). */
const FAILURE_SCREEN = 'Something went wrong! Please try after some time.';

/** What the visitor is told per fault; null: nothing, the page goes on. */
type Says = Readonly<Record<FaultId, string | null>>;

/** The resolver's texts (spec section 8) for a call with no text of its own. */
const RESOLVED: Says = {
	'500': SERVER_500,
	'503': UNAVAILABLE,
	'403': SERVER_403,
	malformed: GENERIC,
	drop: NETWORK,
	timeout: NETWORK,
};
/** A payment step: the server's message, else the spec's payment text. */
const PAYING: Says = {
	'500': SERVER_500,
	'503': PAYMENT,
	'403': SERVER_403,
	malformed: PAYMENT,
	drop: PAYMENT,
	timeout: PAYMENT,
};
/** A registration step: the server's message, else the step's own text; a 403 refuses. */
const registering = (stepText: string): Says => ({
	'500': SERVER_500,
	'503': stepText,
	'403': SERVER_403,
	malformed: NO_REPLY,
	drop: NO_REPLY,
	timeout: NO_REPLY,
});
/** Goes on without a word, except that a 403 on a student's call ends the session. */
const SILENT: Says = {
	'500': null,
	'503': null,
	'403': SERVER_403,
	malformed: null,
	drop: null,
	timeout: null,
};

interface Row {
	call: string;
	says: Says;
	/** The call carries the student authorization: a 403 ends the session. */
	student?: true;
	/** A 403 refuses registration: the message replaces the form. */
	refuses?: true;
	/** The message is part of the page (a field, a dialog, a screen), not a notice. */
	inPage?: true;
	/** The retry view's own text, shown with the message. */
	view?: string;
}

/** The matrix: every call a browser makes at run time (issue 13), by CONTRACT.md id. */
const MATRIX: Row[] = [
	{ call: 'M3', says: RESOLVED },
	{
		call: 'M5',
		says: registering('Something went wrong at the time of generation OTP, try again!'),
		refuses: true,
	},
	{
		call: 'M6',
		says: registering('Something went wrong at the time of otp validation. Try after some time.'),
		refuses: true,
	},
	{
		call: 'M7',
		says: registering('Something went wrong at the time of registration. Try after some time.'),
		refuses: true,
	},
	{
		call: 'M11',
		says: RESOLVED,
		student: true,
		view: 'Unable to fetch profile details. Please try after some time!',
	},
	{ call: 'M12', says: RESOLVED, student: true, inPage: true },
	{ call: 'M13', says: RESOLVED },
	// Spec section 4: an INR cart of an INR student goes on with gateway one when the lookup fails.
	{ call: 'M15', says: SILENT, student: true },
	{ call: 'M16', says: PAYING, student: true },
	{ call: 'M17', says: PAYING, student: true },
	{ call: 'M18', says: PAYING, student: true },
	{ call: 'M19', says: PAYING, student: true },
	{ call: 'P3', says: RESOLVED, view: FAILURE_SCREEN },
	// The cards are prerendered: a failed refresh leaves them as built, still usable.
	{ call: 'P4', says: SILENT, student: true },
	{
		call: 'P5',
		says: RESOLVED,
		inPage: true,
		view: 'Could not load what this product includes.',
	},
	{ call: 'P6', says: RESOLVED, student: true, view: FAILURE_SCREEN },
	{ call: 'P8', says: RESOLVED, inPage: true },
	{ call: 'P9', says: RESOLVED, view: FAILURE_SCREEN },
	{ call: 'P10', says: RESOLVED, inPage: true },
	{ call: 'P11', says: PAYING, student: true },
];

const DRIVERS = { ...FORM_DRIVERS, ...PAGE_DRIVERS, ...CHECKOUT_DRIVERS };

/** A stored JSON value of the page's origin, polled (the page may be between documents). */
const stored = (page: Page, key: string) =>
	expect.poll(async () => {
		try {
			return JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null');
		} catch {
			return 'page between documents';
		}
	});

test.describe('fault matrix', () => {
	for (const row of MATRIX) {
		const driver = DRIVERS[row.call];
		if (!driver) throw new Error(`no driver for ${row.call}`);
		for (const fault of FAULT_IDS) {
			const text = row.says[fault];
			const endsSession = fault === '403' && row.student === true;
			const refused = fault === '403' && row.refuses === true;
			// The error notices the cell must see: the message once, unless it is part of the page.
			const notices = text === null || refused || (row.inPage && !endsSession) ? [] : [text];
			test(
				`${row.call} × ${fault}`,
				{ annotation: { type: 'fault-cell', description: `${row.call} ${fault}` } },
				async ({ page }) => {
					const unhandled = watchUnhandled(page);
					const shown = await watchErrorNotices(page);
					const faults = await FaultSwitch.on(page, driver.route, fault);
					await new CartPage(page).seed(driver.cart);
					const flow = await driver.start(page);

					faults.arm();
					await flow.act();
					await faults.strike();

					// A notice may be gone after its 3 s: its record proves it was shown.
					await expect.poll(shown).toEqual(notices);
					if (text === null) await flow.goesOn?.();
					else if (notices.length === 0) {
						await expect(page.getByText(text, { exact: true })).toBeVisible();
					}
					if (endsSession) await stored(page, 'session').toMatchObject({ userId: 0 });
					if (!endsSession && !refused) {
						if (row.view) await expect(page.getByText(row.view, { exact: true })).toBeVisible();
						await flow.kept?.();
					}
					await stored(page, 'cart').toEqual(driver.cart);

					faults.clear();
					if (!endsSession && !refused && flow.retry) {
						await faults.skipLocks();
						await flow.retry();
					}
					expect(unhandled()).toEqual([]);
				},
			);
		}
	}
});
