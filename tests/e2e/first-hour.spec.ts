/**
 * A newcomer's first hour, following only README.md (issue 47): the demo values and commands are
 * read from its "Try it" section, so the README cannot drift from what works. `npm start` runs as
 * a newcomer runs it (its own sandbox, build and preview server, on free ports, with the two demo
 * institutes the section uses); then log in, register with the OTP, apply a coupon, pay on each
 * payment stand-in, edit content, publish it, see it live, roll back and see the old content.
 * Desktop only: one run of `npm start` is enough, and two would compete for the machine.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from 'playwright/test';
import { freePort } from '../../scripts/lib/system/free-port.ts';
import { startScript, stopAll, type Script } from '../support/scripts.ts';
import { CartPage } from './pages/cart-page.ts';
import { Checkout } from './pages/checkout.ts';
import { LoginPage } from './pages/login-page.ts';
import { ProductsPage } from './pages/products-page.ts';
import { newRegistrant, RegisterPage } from './pages/register-page.ts';
import { paintedIslandHydrated } from './support/settle.ts';

const root = resolve(import.meta.dirname, '../..');

/** README.md's "Try it" section, read as a newcomer reads it. */
class TryIt {
	readonly text: string;

	constructor(readme: string) {
		const start = readme.indexOf('\n## Try it\n');
		expect(start, 'README.md has a "## Try it" section').toBeGreaterThan(0);
		this.text = readme.slice(start, readme.indexOf('\n## ', start + 1));
	}

	/** The cells of the first table row whose first cell contains `label`. */
	private row(label: string): string[] {
		const line = this.text
			.split('\n')
			.map((text) => text.trim())
			.find((text) => text.startsWith('|') && text.split('|')[1]!.includes(label));
		expect(line, `a row "${label}" in the README's Try it`).toBeDefined();
		return line!.split('|').slice(1, -1);
	}

	/** The back-quoted values of a cell. */
	private static quoted(cell: string): string[] {
		return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
	}

	/** The back-quoted values of row `label`: of its label cell (0) or its value cells. */
	values(label: string, cell = 1): string[] {
		return TryIt.quoted(this.row(label)[cell]!);
	}

	/** The last cell's back-quoted value of the payment row `label`: what to press. */
	payWith(label: string): string {
		const cells = this.row(label);
		return TryIt.quoted(cells[cells.length - 1]!)[0]!;
	}

	/** The first command (back-quoted or in a code block) starting with `start`, continuations joined. */
	command(start: string): string {
		const joined = this.text.replace(/\\\n\s*/g, '');
		const match = new RegExp(
			`(?:^|\`|\\n)\\s*(${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\`\\n]*)`,
		).exec(joined);
		expect(match, `a command "${start}…" in the README's Try it`).not.toBeNull();
		return match![1]!.trim();
	}
}

/** `npm run <script> -- <args>` as the child process npm would start: `node <file> <args>`. */
async function npmRun(command: string, env: Record<string, string>): Promise<Script> {
	const [, name, args] = /^npm run (\S+)(?: -- (.*))?$/.exec(command) ?? [];
	expect(name, `"${command}" is an npm script`).toBeDefined();
	const scripts = (
		JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
			scripts: Record<string, string>;
		}
	).scripts;
	const file = /^node (\S+)$/.exec(scripts[name!] ?? '')?.[1];
	expect(file, `package.json runs "${name}" with node`).toBeDefined();
	return startScript(root, file!, env, (args ?? '').split(' ').filter(Boolean));
}

/** Logs in on the site at `origin` with the login form. */
async function logIn(page: Page, origin: string, identifier: string, password: string) {
	const login = new LoginPage(page);
	await page.goto(`${origin}/login`);
	await expect(login.submit).toBeEnabled();
	await login.identifier.fill(identifier);
	await login.password.fill(password);
	await login.submit.click();
	// The first login of a fresh npm start may take more than the default 5 s on a loaded machine.
	await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

/**
 * Adds `title` to the cart from the products list, opens the cart, applies `coupon` (when given),
 * accepts the terms and presses Proceed to pay.
 */
async function proceedWith(page: Page, origin: string, title: string, coupon?: string) {
	const products = new ProductsPage(page);
	await page.goto(`${origin}/product`);
	await products.waitForLiveButtons();
	await products.cartButton(title).click();
	await expect(products.cartButton(title)).toContainText('Remove from Cart');
	const cart = new CartPage(page);
	await page.goto(`${origin}/cart`);
	await expect(cart.item(title)).toBeVisible();
	await paintedIslandHydrated(page);
	if (coupon) {
		await cart.applyCoupon(coupon);
		await expect(cart.removeCouponButton).toBeVisible();
		await expect(cart.discount).not.toHaveText(/^\D*0(\.00)?$/);
	}
	await cart.terms.check();
	await cart.proceed.click();
	return new Checkout(page);
}

test.describe('the first hour, from the README', () => {
	test.describe.configure({ timeout: 180_000 });

	let work: string;
	let env: Record<string, string>;
	let sites: Map<string, string>;
	let start: Script;
	let tryIt: TryIt;

	test.beforeAll(async ({}, testInfo) => {
		test.skip(testInfo.project.name !== 'desktop', 'one npm start is enough');
		tryIt = new TryIt(await readFile(join(root, 'README.md'), 'utf8'));
		const domains = [...tryIt.values('Demo student', 0), ...tryIt.values('Demo USD buyer', 0)];
		work = await mkdtemp(join(tmpdir(), 'first-hour-'));
		const tenantsFile = join(work, 'tenants.json');
		await writeFile(
			tenantsFile,
			JSON.stringify({ tenants: domains.map((domain) => ({ domain })) }),
		);
		// The defaults a fresh clone has, on free ports, with nothing from the shell's own setup.
		env = {
			PORT: String(await freePort()),
			SANDBOX_PORT: String(await freePort()),
			REBUILD_PORT: String(await freePort()),
			OPS_PORT: '0',
			HOST: '127.0.0.1',
			DIST_DIR: join(work, 'dist'),
			TENANTS_FILE: tenantsFile,
			TENANTS_URL: '',
			SANDBOX_DB: ':memory:',
			LMS_API_URL: '',
			PRODUCT_API_URL: '',
			REBUILD_SECRET: '',
			DEPLOY_S3_BUCKET: '',
			REDIS_URL: '',
			NODE_ENV: '',
		};
		start = await npmRun('npm run start', env);
		await start.waitForLine(/^Press Ctrl-C to stop\.$/, 110_000);
		sites = new Map(
			start.lines.flatMap((line) => {
				const url = /^ {2}(http:\/\/(\S+)\.localhost:\d+)\/$/.exec(line);
				return url ? [[url[2]!, url[1]!] as const] : [];
			}),
		);
		expect([...sites.keys()]).toEqual(domains);
	});

	test.afterAll(async () => {
		await stopAll();
		if (work) await rm(work, { recursive: true, force: true });
	});

	test('log in, register, apply a coupon, pay on each stand-in, edit, publish, roll back', async ({
		page,
		browser,
	}) => {
		const [domain] = tryIt.values('Demo student', 0);
		const origin = sites.get(domain!)!;
		const [email, password] = tryIt.values('Demo student');
		const [otp] = tryIt.values('OTP');
		const [couponOne, couponTwo] = tryIt.values('Coupons');
		const rebuild = tryIt.command('npm run rebuild --');
		const rollback = tryIt.command('npm run rollback --');

		await test.step('npm start prints the essentials of the README', () => {
			const printed = start.lines.join('\n');
			for (const value of [email, password, otp, couponOne, couponTwo, rebuild, rollback])
				expect(printed).toContain(value);
		});

		await test.step('log in as the demo student, apply a coupon, pay on Razorpay', async () => {
			await logIn(page, origin, email!, password!);
			const checkout = await proceedWith(page, origin, 'JEE Main 2026 Full Test Series', couponOne);
			await checkout.gatewayOption('Razorpay').check();
			await checkout.continue.click();
			await checkout.pay.click();
			await expect(checkout.gatewayOne).toBeVisible();
			await checkout.outcome(tryIt.payWith('Razorpay')).click();
			await expect(page).toHaveURL(/\/thankyou$/);
		});

		await test.step('register with the OTP, apply the other coupon, pay on the hosted page', async () => {
			const context = await browser.newContext();
			const student = await context.newPage();
			const register = new RegisterPage(student);
			await student.goto(`${origin}/register`);
			await expect(register.next).toBeEnabled();
			await register.reachOtp(newRegistrant());
			await expect(register.stepHeading).toContainText('OTP Verification');
			for (const [n, digit] of [...otp!].entries()) await register.digit(n + 1).fill(digit);
			await register.validate.click();
			await expect(student).toHaveURL(`${origin}/`);
			const checkout = await proceedWith(student, origin, 'NEET Biology Crash Course', couponTwo);
			await checkout.gatewayOption('PayTabs').check();
			await checkout.continue.click();
			await checkout.outcome(tryIt.payWith('hosted-page')).click();
			await expect(student).toHaveURL(/\/thankyou$/);
			await context.close();
		});

		await test.step('pay with PayPal as the USD buyer', async () => {
			const [usdDomain] = tryIt.values('Demo USD buyer', 0);
			const [mobile, usdPassword] = tryIt.values('Demo USD buyer');
			const usdOrigin = sites.get(usdDomain!)!;
			const context = await browser.newContext();
			const buyer = await context.newPage();
			await logIn(buyer, usdOrigin, mobile!, usdPassword!);
			const checkout = await proceedWith(buyer, usdOrigin, 'IELTS Academic Mock Tests');
			await checkout.outcome(tryIt.payWith('PayPal')).click();
			await expect(buyer).toHaveURL(/\/thankyou$/);
			await context.close();
		});

		const about = `${origin}/about`;
		const edit = tryIt.command('curl');
		const edited = /"about":\s*"([^"]*)"/.exec(edit)![1]!.replace(/<[^>]+>/g, '');
		await page.goto(about);
		const before = (await page.locator('main').innerText())
			.split('\n')
			.find((line) => line.length > 20)!;
		expect(before).not.toContain(edited);

		await test.step('edit the content, rebuild, see it live', async () => {
			// The README's curl line, sent to this run's sandbox.
			const url = new URL(/curl -X POST (\S+)/.exec(edit)![1]!);
			const body = /-d '([^']*)'/.exec(edit)![1]!;
			const sandbox = `http://127.0.0.1:${env['SANDBOX_PORT']}`;
			const answer = await fetch(sandbox + url.pathname, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body,
			});
			expect(answer.status).toBe(200);
			expect(await (await npmRun(rebuild, env)).exited).toBe(0);
			await page.goto(about);
			await expect(page.locator('main')).toContainText(edited);
		});

		await test.step('roll back, see the old content', async () => {
			expect(await (await npmRun(rollback, env)).exited).toBe(0);
			await page.goto(about);
			await expect(page.locator('main')).toContainText(before);
			await expect(page.locator('main')).not.toContainText(edited);
		});
	});
});
