/**
 * An XSS audit of a page (issue 13, item 2): whether anything institute data carries ran (the
 * corpus flag `window.__xss`, a dialog), what in the page could still run
 * (tests/support/xss/executable.ts over the institute's content and the whole page), and the
 * Content Security Policy violations it caused.
 */
import type { Page } from 'playwright/test';
import { XSS_FLAG } from '../../support/xss/corpus.ts';
import { executableParts } from '../../support/xss/executable.ts';
import { CspAudit, type Violation } from './csp-audit.ts';

// The browser sanitiser's bundle (src/lib/html/sanitize.client.ts).
const SANITIZER_BUNDLE = /\/_astro\/sanitize\.client\.[\w-]+\.js$/;

/** Where the site puts institute HTML. */
export const INSTITUTE_CONTENT = [
	'.rich-text',
	'.faq-question',
	'.faq-answer',
	'.caption-text',
	'.dialog-body',
	'.order-about',
	'.about-text',
].join(', ');

export class XssAudit {
	readonly page: Page;
	readonly csp: CspAudit;
	/** Messages of every dialog (alert, confirm, prompt) the page opened. */
	readonly dialogs: string[] = [];

	constructor(page: Page) {
		this.page = page;
		this.csp = new CspAudit(page);
		page.on('dialog', (dialog) => {
			this.dialogs.push(dialog.message());
			void dialog.dismiss();
		});
	}

	/** Starts recording before any page script runs; call before the first `goto`. */
	async record() {
		await this.csp.record();
		// The flag is the window's own, fixed before the page loads: an element named `__xss`
		// cannot shadow it, and a payload that runs always manages to push its id.
		await this.page.addInitScript((flag) => {
			Object.defineProperty(window, flag, { value: [], writable: false, configurable: false });
		}, XSS_FLAG);
	}

	/**
	 * The policy violations that show institute content tried something: every one but those the
	 * browser sanitiser's own parse causes (Chromium checks a handler or style attribute against
	 * the policy as DOMPurify parses it into its inert document, before removing it).
	 */
	async violations(): Promise<Violation[]> {
		const all = await this.csp.violations();
		return all.filter((violation) => !SANITIZER_BUNDLE.test(violation.source));
	}

	/** Opens `url`, waits for its late scripts, then hovers and focuses every element of institute content. */
	async visit(url: string) {
		await this.csp.visit(url);
		await this.poke();
	}

	/** Fires the events a visitor causes on every element of institute content. */
	async poke() {
		await this.page.evaluate((selector) => {
			for (const element of document.querySelectorAll(`${selector}, ${selector} *`)) {
				for (const type of ['mouseover', 'mouseenter', 'focus', 'mousedown', 'toggle'])
					element.dispatchEvent(new Event(type, { bubbles: true }));
			}
		}, INSTITUTE_CONTENT);
		await this.page.waitForTimeout(100);
	}

	/** The ids of the payloads that ran. */
	flags(): Promise<number[]> {
		return this.page.evaluate((flag) => [...((window as never)[flag] as number[])], XSS_FLAG);
	}

	/** What in the page could run: anywhere in it, and more strictly in the institute's content. */
	findings(): Promise<string[]> {
		return this.page.evaluate(`(() => {
			const check = ${executableParts.toString()};
			const found = check(document.documentElement, 'page');
			for (const region of document.querySelectorAll(${JSON.stringify(INSTITUTE_CONTENT)}))
				found.push(...check(region, 'content'));
			return found;
		})()`);
	}
}
