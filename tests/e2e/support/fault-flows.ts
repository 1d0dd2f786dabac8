/**
 * How the fault matrix (tests/e2e/fault-matrix.spec.ts) drives each call from a browser: the page
 * and state just before the call, the action that sends it, what the visitor had typed, and the
 * retry once the fault is cleared. Each flow runs on a page of its own, with a student of its own
 * where it changes something (tests/e2e/support/students.ts), so the cells never share state.
 * The drivers themselves: fault-form-flows.ts, fault-page-flows.ts, fault-checkout-flows.ts.
 */
import { expect, type Page } from 'playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import type { CallRoute } from './faults.ts';
import { registerStudent } from './students.ts';

/** A call's flow once its page is ready: the action, and what the cell checks afterwards. */
export interface Flow {
	/** Sends the call (clicks, or opens the page that sends it). */
	act: () => Promise<void>;
	/** What the visitor typed is still there. */
	kept?(): Promise<void>;
	/** With the fault cleared, the page's retry view (or the same action again) works. */
	retry?(): Promise<void>;
	/** Where the page goes on without a word: it did go on. */
	goesOn?(): Promise<void>;
}

/** One call of CONTRACT.md as a browser sends it. */
export interface CallDriver {
	route: CallRoute;
	/** The cart stored before the flow starts; it must survive every fault. */
	cart: number[];
	/** Brings the page to just before the call. */
	start(page: Page): Promise<Flow>;
}

/** A demo tenant (sandbox/README.md, "Demo institutes"). */
export interface Tenant {
	domain: string;
	id: number;
}

/** Aarav (sandbox/README.md, demo credentials) owns the free product 2003; he only reads here. */
export const AARAV = { mobile: '9876543210', password: 'aarav@123' };
export const OWNED = 'Free Physics Chapter Tests';

/**
 * The login form filled in, with `path` as where it returns to: pressing LOG IN (the returned
 * function) logs in and opens `path` in one go, so a cell loads no page it does not need.
 */
export async function loginReturningTo(
	page: Page,
	domain: string,
	path: string,
	student: { mobile: string; password: string },
): Promise<() => Promise<void>> {
	const login = new LoginPage(page);
	await login.goto(domain, `?from=${encodeURIComponent(path)}`);
	await login.identifier.fill(student.mobile);
	await login.password.fill(student.password);
	return () => login.submit.click();
}

/** Logs in (a new student of `tenant` unless one is given) and lands on `path`. */
export async function loggedInAt(
	page: Page,
	tenant: Tenant,
	path: string,
	student?: { mobile: string; password: string },
): Promise<{ mobile: string; password: string }> {
	const who = student ?? (await registerStudent(tenant.id));
	await (
		await loginReturningTo(page, tenant.domain, path, who)
	)();
	await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
	return who;
}
