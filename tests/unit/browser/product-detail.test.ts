// @vitest-environment jsdom
/**
 * The run-time product detail (src/browser/product-detail.ts, with reference-state.ts): the
 * `/product?proc=` screen as ProductReference.astro renders it around the empty ProductDetail
 * template, in jsdom, with a stubbed P8.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestStorageKey } from '@nanostores/persistent';
import { envelope, productInfoWire } from '../lib/lms/wire-fixtures.ts';
import { renderReferenceScreen as render } from './reference-screen.ts';
import { useBrowserTestSetup } from './support.ts';

const REFERENCE = 'Physics & Maths_Notes_3001_101';

const $ = <T extends HTMLElement = HTMLElement>(selector: string) =>
	document.querySelector<T>(selector)!;
const shownStates = () =>
	[...document.querySelectorAll<HTMLElement>('[data-reference-state]')]
		.filter((block) => !block.hidden)
		.map((block) => block.dataset['referenceState']);
const text = (selector: string) => $(selector).textContent?.trim();

const reply = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
// P8 in its own spelling: no discount, About with a script and an onerror handler.
const P8 = envelope(
	productInfoWire('P8', {
		price_before_discount: null,
		discount_percentage: 0,
		about: '<p>Chapter notes<img src="x.png" onerror="alert(1)"></p><script>alert(2)</script>',
		description: [
			{ item_type: 'PDF', description: '12 chapters' },
			{ item_type: ' ', description: 'dropped' },
			{ item_type: 'Test', description: '' },
		],
	}),
);

let fetchStub: ReturnType<typeof vi.fn>;
const stubFetch = (...replies: Array<() => Promise<Response>>) => {
	let call = 0;
	fetchStub = vi.fn(() => replies[Math.min(call++, replies.length - 1)]!());
	vi.stubGlobal('fetch', fetchStub);
};

async function show(screen: HTMLElement) {
	const { showRuntimeProduct } = await import('../../../src/browser/product-detail.ts');
	await showRuntimeProduct(screen, REFERENCE);
}

useBrowserTestSetup();
let screen: HTMLElement;
beforeEach(() => {
	screen = render();
});

describe('run-time product detail', () => {
	it('fills the template from P8 and shows it', async () => {
		stubFetch(async () => reply(P8));
		await show(screen);

		expect(shownStates()).toEqual(['found']);
		expect(text('[data-detail-title]')).toBe('Physics & Maths_Notes');
		expect(document.title).toBe('Physics & Maths_Notes | Sunrise Academy');
		expect(text('[data-price]')).toBe('₹499');
		expect($('s.original').hidden).toBe(true);
		expect($('[data-discount]').hidden).toBe(true);
		expect($('[data-offers]').hidden).toBe(false);
		expect(text('[data-offers]')).toBe('Offers Available');
		expect(text('[data-purchase-count]')).toBe('42 Student(s) Purchased');
		expect($('.product-tags').hidden).toBe(false);

		const about = $('[data-detail-about-html]');
		expect($('[data-detail-about]').hidden).toBe(false);
		expect(about.textContent).toBe('Chapter notes');
		expect(about.querySelector('script')).toBeNull();
		expect(about.querySelector('img')?.getAttribute('src')).toBe('x.png');
		expect(about.querySelector('img')?.hasAttribute('onerror')).toBe(false);

		expect($('[data-detail-items]').hidden).toBe(false);
		const items = [...document.querySelectorAll('[data-detail-item-list] li')].map((item) =>
			[...item.children].map((part) => `${part.className}: ${part.textContent}`),
		);
		expect(items).toEqual([
			['item-type: PDF', 'item-description: 12 chapters'],
			['item-type: Test'],
		]);

		const article = $('[data-product-detail]');
		expect(article.dataset['productId']).toBe('3001');
		expect(JSON.parse(article.dataset['liveState']!)).toEqual({
			remaining: 7,
			isEnrolled: false,
			showPurchaseCount: true,
			purchaseCount: 42,
		});
		expect($('[data-media-image]').getAttribute('src')).toBe('https://cdn.test/p/3001.png');
		expect($('[data-media-image]').getAttribute('alt')).toBe('Physics & Maths_Notes');
		expect($('[data-product-media]').getAttribute('aria-label')).toBe(
			'Physics & Maths_Notes: image and videos',
		);
		// The reply's YouTube link: a strip of the image and one video.
		expect(document.querySelectorAll('[data-media-strip] button[aria-pressed]')).toHaveLength(2);
		// P8 carries neither a tag nor a link: no label, no Share.
		expect($('[data-product-tag]').hidden).toBe(true);
		expect($('[data-share]').hidden).toBe(true);
	});

	it.each<[string, Record<string, unknown>, string | null, string | null]>([
		[
			'a tag and an https link',
			{ tag: '<b>Winners only</b>', product_sharable_link: 'https://a.example/p?proc=X_3001_101' },
			'<b>Winners only</b>',
			'https://a.example/p?proc=X_3001_101',
		],
		['a link without a scheme: no Share', { product_sharable_link: 'a.example/p' }, null, null],
		['a blank tag: no label', { tag: '  ' }, null, null],
	])('fills the tag and Share from P8: %s', async (_case, fields, tag, shareUrl) => {
		stubFetch(async () => reply(envelope(productInfoWire('P8', fields))));
		await show(screen);

		const label = $('[data-product-tag]');
		expect(label.hidden).toBe(tag === null);
		// Text, never markup.
		expect(label.textContent).toBe(tag ?? '');
		expect(label.children).toHaveLength(0);
		expect($('[data-share]').hidden).toBe(shareUrl === null);
		expect($('[data-share]').dataset['shareUrl']).toBe(shareUrl ?? '');
	});

	it('makes the cart button and Buy Now live without a P4', async () => {
		setTestStorageKey('cart', '[3001]');
		stubFetch(async () => reply(P8));
		await show(screen);

		const button = $<HTMLButtonElement>('[data-cart-button]');
		expect(button.hasAttribute('data-live')).toBe(true);
		expect(text('[data-cart-label]')).toBe('Remove from Cart');
		expect(button.querySelector('[data-cart-title]')!.textContent).toBe(' Physics & Maths_Notes');
		expect($('[data-buy-now]').hidden).toBe(false);
		expect(fetchStub).toHaveBeenCalledTimes(1);

		button.click();
		expect(text('[data-cart-label]')).toBe('Add to Cart');
	});

	it('shows a sold-out product with its button disabled and no Buy Now', async () => {
		stubFetch(async () => reply(envelope(productInfoWire('P8', { sold_out: true }))));
		await show(screen);

		expect(text('[data-cart-label]')).toBe('Sold Out');
		expect($<HTMLButtonElement>('[data-cart-button]').disabled).toBe(true);
		expect($('[data-buy-now]').hidden).toBe(true);
	});

	it('asks P8 for the reference with the session of the visitor', async () => {
		setTestStorageKey(
			'session',
			JSON.stringify({ userId: 5001, userStatus: 'loggedin', studentAuth: 'Basic abc' }),
		);
		stubFetch(async () => reply(P8));
		await show(screen);

		const [url, init] = fetchStub.mock.calls[0] as [string, RequestInit];
		expect(url).toBe(
			'https://prod.test/prod/student-product/product-info?proc=Physics%20%26%20Maths_Notes_3001_101',
		);
		const headers = new Headers(init.headers);
		expect(headers.get('x-prod-user-id')).toBe('5001');
		expect(headers.get('Authorization')).toBe('Basic abc');
	});

	it('shows the loading state while P8 is on its way', async () => {
		stubFetch(() => new Promise<Response>(() => {}));
		void show(screen);
		await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled());
		expect(shownStates()).toEqual(['loading']);
	});

	it('a 400 shows Product not found and focuses its heading', async () => {
		stubFetch(async () =>
			reply({ status_code: 400, error: [{ error_message: 'proc: no product' }] }, 400),
		);
		await show(screen);

		expect(shownStates()).toEqual(['not-found']);
		expect(document.activeElement).toBe($('[data-reference-state="not-found"] h1'));
	});

	it('a 500 shows the message and Try again, which asks again and shows the product', async () => {
		stubFetch(
			async () => reply({ status_code: 500, message: 'Product service down' }, 500),
			async () => reply(P8),
		);
		await show(screen);

		expect(shownStates()).toEqual(['failed']);
		expect(text('[data-reference-message]')).toBe('Product service down');
		const retry = $<HTMLButtonElement>('[data-reference-retry]');
		expect(document.activeElement).toBe(retry);

		retry.click();
		await vi.waitFor(() => expect(shownStates()).toEqual(['found']));
		expect(fetchStub).toHaveBeenCalledTimes(2);
		expect(text('[data-detail-title]')).toBe('Physics & Maths_Notes');
	});

	it('a network failure shows the network text', async () => {
		stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
		await show(screen);

		expect(shownStates()).toEqual(['failed']);
		expect(text('[data-reference-message]')).toBe('Please check your internet connection!');
	});

	it('shows Product not found without a readable page config, asking nothing', async () => {
		stubFetch(async () => reply(P8));
		$('[data-client-config]').dataset['clientConfig'] = '{';
		await show(screen);

		expect(shownStates()).toEqual(['not-found']);
		expect(fetchStub).not.toHaveBeenCalled();
	});
});

describe('fillProductDetail', () => {
	const view = (overrides: Record<string, unknown> = {}) => ({
		id: 3001,
		title: 'Physics Notes',
		price: '₹499',
		originalPrice: '₹999',
		discount: '50 % Off',
		offers: null,
		purchased: null,
		tag: null,
		shareUrl: null,
		aboutHtml: '',
		items: [],
		live: { remaining: null, isEnrolled: false, showPurchaseCount: true, purchaseCount: 0 },
		media: { image: '/images/product-fallback.svg', videos: [] },
		...overrides,
	});
	const fill = async (overrides?: Record<string, unknown>) => {
		const { fillProductDetail } = await import('../../../src/browser/product-detail.ts');
		fillProductDetail($('[data-product-detail]'), view(overrides));
	};

	it('shows the struck price and the discount with a discount', async () => {
		await fill();
		expect($('s.original').hidden).toBe(false);
		expect(text('[data-original-price]')).toBe('₹999');
		expect($('[data-discount]').hidden).toBe(false);
		expect(text('[data-discount]')).toBe('50 % Off');
	});

	it('hides the tag and Share without them, after a product that had them', async () => {
		await fill({ tag: 'New', shareUrl: 'https://a.example/p' });
		expect(text('[data-product-tag]')).toBe('New');
		expect($('[data-share]').hidden).toBe(false);
		await fill();
		expect($('[data-product-tag]').hidden).toBe(true);
		expect(text('[data-product-tag]')).toBe('');
		expect($('[data-share]').hidden).toBe(true);
		expect($('[data-share]').dataset['shareUrl']).toBe('');
	});

	it('hides the <s> and the discount without one, after a product that had one', async () => {
		await fill();
		await fill({ originalPrice: null, discount: null });
		expect($('s.original').hidden).toBe(true);
		expect(text('[data-original-price]')).toBe('');
		expect($('[data-discount]').hidden).toBe(true);
	});

	it('hides the tags, About and the items when the product has none', async () => {
		await fill({
			offers: 'Offers Available',
			aboutHtml: '<p>x</p>',
			items: [{ itemType: 'PDF', description: null }],
		});
		await fill();
		expect($('.product-tags').hidden).toBe(true);
		expect($('[data-detail-about]').hidden).toBe(true);
		expect($('[data-detail-items]').hidden).toBe(true);
		expect(document.querySelectorAll('[data-detail-item-list] li')).toHaveLength(0);
	});
});
