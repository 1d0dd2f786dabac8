/**
 * Page object for /faqs.
 */
import type { Page } from 'playwright/test';
import { tenantUrl } from '../support/tenants.ts';

export class FaqsPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	goto(domain: string) {
		return this.page.goto(tenantUrl(domain, '/faqs'));
	}

	get heading() {
		return this.page.getByRole('heading', { level: 1 });
	}

	/** Category headings, in page order. */
	get categories() {
		return this.page.getByRole('main').getByRole('heading', { level: 2 });
	}

	/** The entry whose question contains `question`. */
	entry(question: string) {
		return this.page.locator('details.faq', { hasText: question });
	}

	/** Clicks an entry's question (its <summary>). */
	toggle(question: string) {
		return this.entry(question).locator('summary').click();
	}

	isOpen(question: string) {
		return this.entry(question).evaluate((details: HTMLDetailsElement) => details.open);
	}

	/** The FAQPage JSON-LD block, parsed. */
	async faqJsonLd(): Promise<{ '@type': string; mainEntity: Array<{ name: string }> } | null> {
		const blocks = await this.page.locator('script[type="application/ld+json"]').allTextContents();
		const parsed = blocks.map(
			(text) => JSON.parse(text) as { '@type': string; mainEntity: Array<{ name: string }> },
		);
		return parsed.find((block) => block['@type'] === 'FAQPage') ?? null;
	}
}
