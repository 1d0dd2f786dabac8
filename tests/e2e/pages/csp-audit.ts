/**
 * A Content Security Policy audit of a page: every `securitypolicyviolation` the page reports
 * (and every "Refused to" console line), from the first byte on, and the page's policy tag.
 */
import type { Page } from 'playwright/test';
import { ConsentBanner } from './consent-banner.ts';
import { settle } from '../support/settle.ts';

/** One violation as the browser reported it. */
export interface Violation {
	directive: string;
	blocked: string;
	sample: string;
	/** The script that caused it, when the browser knows. */
	source: string;
}

export class CspAudit {
	readonly page: Page;
	readonly refused: string[] = [];

	constructor(page: Page) {
		this.page = page;
		page.on('console', (message) => {
			if (message.text().includes('Refused to')) this.refused.push(message.text());
		});
	}

	/** Starts recording before any page script runs; call before the first `goto`. */
	async record() {
		await this.page.addInitScript(() => {
			const seen: Violation[] = [];
			(window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
			document.addEventListener('securitypolicyviolation', (event) => {
				seen.push({
					directive: event.effectiveDirective,
					blocked: event.blockedURI,
					sample: event.sample,
					source: event.sourceFile,
				});
			});
		});
	}

	/**
	 * Opens `url` and waits until its late scripts (integrations after load and idle) have run,
	 * having accepted tracking where the page asks, so that GA4 and the pixel load under the policy.
	 */
	async visit(url: string) {
		await this.page.goto(url);
		await this.page.waitForLoadState('load');
		await new ConsentBanner(this.page).acceptIfAsked();
		await settle(this.page);
	}

	/** The violations this page reported. */
	violations(): Promise<Violation[]> {
		return this.page.evaluate(
			() => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? [],
		);
	}

	/** The page's policy meta tag content, or null. */
	policy(): Promise<string | null> {
		return this.page
			.locator('meta[http-equiv="content-security-policy"]')
			.getAttribute('content', { timeout: 1000 })
			.catch(() => null);
	}

	/**
	 * The hashes in the served page's `script-src` and `style-src` that match none of its inline
	 * scripts and styles (a `<noscript>`'s included): each page allows only its own inline code.
	 */
	foreignHashes(): Promise<string[]> {
		return this.page.evaluate(async () => {
			const served = new DOMParser().parseFromString(
				await (await fetch(location.href)).text(),
				'text/html',
			);
			const policy =
				served
					.querySelector('meta[http-equiv="content-security-policy"]')
					?.getAttribute('content') ?? '';
			const blocks = [...served.querySelectorAll('script:not([src]), style')].map(
				(element) => element.textContent ?? '',
			);
			const own = new Set<string>();
			for (const text of blocks) {
				const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
				own.add(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
			}
			return policy
				.split(';')
				.map((directive) => directive.trim().split(/\s+/))
				.filter(([name]) => name === 'script-src' || name === 'style-src')
				.flatMap(([, ...sources]) => sources)
				.filter((source) => source.startsWith("'sha") && !own.has(source));
		});
	}

	/**
	 * Whether the open page, as served, has its policy tag first in the head, right after
	 * `<meta charset>`, before any script or institute-derived tag (issue 28).
	 */
	async policyFirst(): Promise<boolean> {
		const html = await this.page.evaluate(async () => (await fetch(location.href)).text());
		return /^<!DOCTYPE html><html[^>]*><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="[^"]+">/i.test(
			html,
		);
	}
}
