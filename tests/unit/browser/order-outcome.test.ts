// @vitest-environment jsdom
/**
 * The live part of /thankyou and /fail (src/browser/order-outcome.ts) in jsdom: the page root as
 * OutcomePanel.astro renders it, the header's cart link, the cart store and what the checkout
 * left in sessionStorage.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { getTestStorage, setTestStorageKey } from '@nanostores/persistent';
import { useBrowserTestSetup } from './support.ts';

const HEADER = `<header data-site-header>
	<a href="/cart" data-cart-link aria-label="Cart"><span data-cart-count></span></a>
</header>`;

function render(outcome: 'thank-you' | 'failure') {
	document.body.innerHTML = `${HEADER}
		<main><section data-order-outcome="${outcome}"><h1>Heading</h1></section></main>`;
}

const root = () => document.querySelector<HTMLElement>('[data-order-outcome]')!;
const cartLink = () => document.querySelector('[data-cart-link]')!;
const storedCart = () => getTestStorage()['cart'];

async function start(options: { header?: boolean } = {}) {
	if (options.header) await import('../../../src/browser/header.ts');
	const { startOrderOutcome } = await import('../../../src/browser/order-outcome.ts');
	startOrderOutcome(document);
}

useBrowserTestSetup();
beforeEach(() => {
	sessionStorage.clear();
	setTestStorageKey('cart', '[2002,2001]');
});

describe('/thankyou', () => {
	beforeEach(() => render('thank-you'));

	it('a hosted order this tab started empties the cart, the header count too, and is forgotten', async () => {
		sessionStorage.setItem('hosted-order', '{"entityId":77,"gateway":"two"}');
		await start({ header: true });
		expect(cartLink().getAttribute('aria-label')).toBe('Cart');
		expect(storedCart()).toBe('[]');
		expect(sessionStorage.getItem('hosted-order')).toBeNull();
		expect(root().hasAttribute('data-free-order')).toBe(false);
	});

	it.each([
		['a free placed order', '{"entityId":78,"free":true}', true],
		['a paid placed order', '{"entityId":79,"free":false}', false],
	])('%s leaves the cart alone and sets data-free-order: %s', async (_case, placed, free) => {
		sessionStorage.setItem('placed-order', placed);
		await start();
		expect(storedCart()).toBe('[2002,2001]');
		expect(sessionStorage.getItem('placed-order')).toBeNull();
		expect(root().hasAttribute('data-free-order')).toBe(free);
	});

	it.each([
		['nothing remembered', null],
		['a malformed hosted order', '{"entityId":"x","gateway":"two"}'],
		['an unreadable hosted order', '{not json'],
	])('%s: the cart and its header count stay as they were', async (_case, hosted) => {
		if (hosted !== null) sessionStorage.setItem('hosted-order', hosted);
		await start({ header: true });
		expect(storedCart()).toBe('[2002,2001]');
		expect(cartLink().getAttribute('aria-label')).toBe('Cart, 2 items');
		expect(root().hasAttribute('data-free-order')).toBe(false);
	});

	it('a reload after a hosted success changes nothing more', async () => {
		sessionStorage.setItem('hosted-order', '{"entityId":77,"gateway":"three"}');
		await start();
		setTestStorageKey('cart', '[2003]');
		await start();
		expect(storedCart()).toBe('[2003]');
	});
});

describe('/fail', () => {
	beforeEach(() => render('failure'));

	it('keeps the cart and forgets the hosted order', async () => {
		sessionStorage.setItem('hosted-order', '{"entityId":77,"gateway":"two"}');
		await start({ header: true });
		expect(storedCart()).toBe('[2002,2001]');
		expect(cartLink().getAttribute('aria-label')).toBe('Cart, 2 items');
		expect(sessionStorage.getItem('hosted-order')).toBeNull();
		expect(root().hasAttribute('data-free-order')).toBe(false);
	});

	it('leaves a placed order for /thankyou to report', async () => {
		sessionStorage.setItem('placed-order', '{"entityId":78,"free":true}');
		await start();
		expect(sessionStorage.getItem('placed-order')).toBe('{"entityId":78,"free":true}');
	});
});

describe('a page without an outcome root', () => {
	it('settles nothing', async () => {
		document.body.innerHTML = '<main><h1>Other</h1></main>';
		sessionStorage.setItem('hosted-order', '{"entityId":77,"gateway":"two"}');
		await start();
		expect(storedCart()).toBe('[2002,2001]');
		expect(sessionStorage.getItem('hosted-order')).toBe('{"entityId":77,"gateway":"two"}');
	});
});
