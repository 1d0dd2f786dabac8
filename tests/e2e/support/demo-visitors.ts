/**
 * What each demo tenant's visitor can hold (sandbox/fixtures/): a demo student who may log in on
 * the web, two products to fill a cart with, and a coupon those products accept.
 */
import { expect, type Page } from 'playwright/test';
import { LoginPage } from '../pages/login-page.ts';

/** One demo tenant's student, cart and coupon; null where the tenant has none. */
export interface DemoVisitor {
	/** Mobile number and password; null where web access is off (appfirst: every login is 403). */
	student: [string, string] | null;
	/** Product ids, newest first, in one currency; empty where the tenant sells nothing. */
	cart: number[];
	coupon: string | null;
}

/** Per demo domain, in tenants.json order. */
export const DEMO_VISITORS: Record<string, DemoVisitor> = {
	'sunrise-academy.in': {
		student: ['9876543210', 'aarav@123'],
		cart: [2002, 2001],
		coupon: 'SUNRISE20',
	},
	'pixel-store.in': { student: ['9811100001', 'neha@123'], cart: [2102, 2101], coupon: 'PIXEL10' },
	'greenfield-school.edu.in': { student: ['9822200001', 'ishaan@123'], cart: [], coupon: null },
	'appfirst-classes.in': { student: null, cart: [2401], coupon: null },
	'global-prep.com': {
		student: ['2125550101', 'emily@123'],
		cart: [2502, 2501],
		coupon: 'WELCOME5',
	},
	'gyan-pathshala.in': {
		student: ['9866600001', 'rahul@123'],
		cart: [2602, 2601],
		coupon: 'GYAN10',
	},
};

/** The visitor of `domain`; throws for a domain this table does not know yet. */
export function demoVisitor(domain: string): DemoVisitor {
	const visitor = DEMO_VISITORS[domain];
	if (!visitor) throw new Error(`no demo visitor for ${domain}: add it to demo-visitors.ts`);
	return visitor;
}

/** Logs the tenant's demo student in through /login and waits until the site has left it. */
export async function logInDemoStudent(page: Page, domain: string): Promise<void> {
	const { student } = demoVisitor(domain);
	if (!student) throw new Error(`${domain} has no student who may log in on the web`);
	const login = new LoginPage(page);
	await login.goto(domain);
	await login.logIn(...student);
	await expect(page).not.toHaveURL(/\/login/);
}
