/**
 * Shared set-up of the jsdom tests of src/browser: a test storage engine for the persistent
 * stores (session, cart) and a clean slate after each test, since each test imports the module
 * under test afresh (its module-level state included).
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';

/** A media query that matches nothing (a wide screen, no preference), for jsdom, which has no matchMedia. */
function noMatch(query: string): MediaQueryList {
	const list = {
		matches: false,
		media: query,
		onchange: null,
		addEventListener: () => undefined,
		removeEventListener: () => undefined,
		addListener: () => undefined,
		removeListener: () => undefined,
		dispatchEvent: () => false,
	};
	return list as MediaQueryList;
}

/**
 * Registers the storage engine, a `matchMedia` that matches nothing (a test may stub its own), and
 * the after-each clean-up (stubs, mocks, modules, DOM).
 */
export function useBrowserTestSetup(): void {
	beforeAll(() => useTestStorageEngine());
	beforeEach(() => {
		vi.stubGlobal('matchMedia', noMatch);
	});
	afterEach(() => {
		cleanTestStorage();
		vi.unstubAllGlobals();
		vi.restoreAllMocks();
		vi.resetModules();
		document.body.innerHTML = '';
	});
}

/**
 * The site header as the layout renders it, with the page's client config: the product API at
 * https://prod.test, institute 101.
 */
export const SITE_HEADER = `<header data-site-header data-client-config='${JSON.stringify({
	domain: 'sunrise-academy.in',
	mainApiUrl: 'https://lms.test',
	productApiUrl: 'https://prod.test',
	instituteId: 101,
})}'></header>`;
