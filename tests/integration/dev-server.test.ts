/**
 * `npm run dev -- sunrise-academy.in` (scripts/dev.ts) as a contributor runs it: it starts the
 * embedded sandbox (in memory here), fetches the tenant once and serves its pages at the site
 * root; a domain the tenants file does not list stops it naming those it does. It listens on
 * loopback whatever `HOST` says (`DEV_HOST` unset), and serves nothing of the checkout's state and
 * output folders through `/@fs/` (issue 46). A clean start prints no warning, and its page logs no
 * console error or warning in Chromium (issue 47: the `/sw.js` request, Shiki's CSP warning).
 */
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS } from '../../scripts/lib/system/chromium-flags.ts';
import { freePort } from '../../scripts/lib/system/free-port.ts';
import { startScript, stopAll } from '../support/scripts.ts';

const root = resolve(import.meta.dirname, '../..');
const instituteName = (
	JSON.parse(readFileSync(join(root, 'sandbox/fixtures/sunrise/institute.json'), 'utf8')) as {
		lookup: { institute_name: string };
	}
).lookup.institute_name;

// The embedded sandbox, in memory, whatever the shell says; the dev server on any free port.
const devEnv = async () => ({
	LMS_API_URL: '',
	PRODUCT_API_URL: '',
	SANDBOX_DB: ':memory:',
	SANDBOX_PORT: String(await freePort()),
	SANDBOX_LOG: 'off',
	DEV_PORT: '0',
	// The servers' interface for everyone: the dev server keeps to loopback unless DEV_HOST says so.
	HOST: '0.0.0.0',
	DEV_HOST: '',
	// Astro's dev server leaves page requests alone under Vitest, which this test runs in.
	VITEST: '',
});

/** What the page at `url` logs as a console error or warning, or throws, while it loads. */
async function pageComplaints(url: string): Promise<string[]> {
	const browser = await chromium.launch({
		executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
		args: [...CHROMIUM_FLAGS],
	});
	try {
		const page = await browser.newPage();
		const complaints: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error' || message.type() === 'warning')
				complaints.push(`${message.type()}: ${message.text()}`);
		});
		page.on('pageerror', (error) => complaints.push(`uncaught: ${error.message}`));
		// Network idle: past the load event, when offline reading would ask for a service worker.
		await page.goto(url, { waitUntil: 'networkidle' });
		return complaints;
	} finally {
		await browser.close();
	}
}

// Whether a TCP connection to `host:port` is accepted.
const accepts = (host: string, port: number) =>
	new Promise<boolean>((done) => {
		const socket = connect({ host, port, timeout: 2000 });
		const end = (accepted: boolean) => {
			socket.destroy();
			done(accepted);
		};
		socket.once('connect', () => end(true));
		socket.once('error', () => end(false));
		socket.once('timeout', () => end(false));
	});

// This machine's first address that is not loopback, if it has one.
const outsideAddress = () =>
	Object.values(networkInterfaces())
		.flat()
		.find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('npm run dev', () => {
	afterAll(() => stopAll());

	it("serves the tenant's pages with its data, and cleans up when stopped", async () => {
		const dev = startScript(root, 'scripts/dev.ts', await devEnv(), ['sunrise-academy.in']);
		const line = await dev.waitForLine(/hot reload\) at http:\/\/\S+/, 120_000);
		const url = /(http:\/\/\S+)/.exec(line)![1]!;

		const home = await fetch(url);
		expect(home.status).toBe(200);
		expect(await home.text()).toContain(instituteName);
		// The pages' own links (`/courses`) work at the site root.
		const courses = await fetch(new URL('/courses', url));
		expect(courses.status).toBe(200);
		expect(await courses.text()).toContain(instituteName);
		// A clean start: no warning printed, none logged in the browser (before the refused requests
		// below, which Vite warns of).
		expect(await pageComplaints(url)).toEqual([]);
		expect(dev.lines.filter((printed) => /warn/i.test(printed))).toEqual([]);

		// The tenant's snapshot under .build/ exists while it runs, and is not served; sources are.
		const status = async (path: string) => (await fetch(new URL(path, url))).status;
		const snapshot = `${root}/.build/dev/data-${dev.process.pid}/manifest.json`;
		expect(existsSync(snapshot)).toBe(true);
		expect(await status(`/@fs${snapshot}`)).toBe(403);
		expect(await status(`/@fs${root}/package.json`)).toBe(200);
		// Its own pre-bundled packages, which Vite keeps under .build/dev/vite, still load.
		const store = await (await fetch(new URL('/src/stores/cart.ts', url))).text();
		const dependency = /"([^"]*\/deps\/nanostores\.js[^"]*)"/.exec(store)?.[1];
		expect(dependency).toBeDefined();
		expect(await status(dependency!)).toBe(200);
		// Loopback only, though HOST names every interface.
		const port = Number(new URL(url).port);
		expect(await accepts('127.0.0.1', port)).toBe(true);
		const outside = outsideAddress();
		if (outside) expect(await accepts(outside, port)).toBe(false);

		dev.kill('SIGTERM');
		// Our handler exits 0; Vite's own, which may end the process first, 128 + 15.
		expect([0, 143]).toContain(await dev.exited);
		expect(existsSync(join(root, '.build/dev', `data-${dev.process.pid}`))).toBe(false);
	}, 180_000);

	it('names the known domains for one it does not know, and exits 1', async () => {
		const dev = startScript(root, 'scripts/dev.ts', await devEnv(), ['nowhere.example']);
		expect(await dev.exited).toBe(1);
		expect(dev.lines.join('\n')).toContain(
			'Unknown domain "nowhere.example": tenants.json lists: sunrise-academy.in,',
		);
	}, 60_000);
});
