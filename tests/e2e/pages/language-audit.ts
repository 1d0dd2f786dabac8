/**
 * Page object for the languages a page declares: `<html lang>`, and the language a screen reader
 * reads an element in (the `lang` of its nearest ancestor that has one, itself included).
 */
import type { Locator, Page } from 'playwright/test';

export class LanguageAudit {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** `<html lang>`. */
	pageLanguage(): Promise<string | null> {
		return this.page.locator('html').getAttribute('lang');
	}

	/** The language `element` is read in. */
	languageOf(element: Locator): Promise<string> {
		return element.evaluate((node) => node.closest('[lang]')?.getAttribute('lang') ?? '');
	}

	/** How many elements below `<html>` say a language of their own. */
	declaredBelowHtml(): Promise<number> {
		return this.page.locator('body [lang], body[lang]').count();
	}
}
