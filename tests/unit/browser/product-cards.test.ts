// @vitest-environment jsdom
/**
 * The live product cards (src/browser/product-cards.ts) as a component: two cards' prerendered
 * markup (as ProductCard.astro renders it) in jsdom, a stubbed P4, and the cart store.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestStorageKey } from '@nanostores/persistent';
import { SITE_HEADER, useBrowserTestSetup } from './support.ts';

interface BuiltCard {
	id: number;
	title: string;
	remaining: number | null;
	purchaseCount?: number;
	isEnrolled?: boolean;
	/** With the detail page's Buy Now button. */
	buyNow?: boolean;
}

// One card as ProductCard.astro prerenders it: the build's state, the button not yet live.
const cardHtml = ({
	id,
	title,
	remaining,
	purchaseCount = 0,
	isEnrolled = false,
	buyNow = false,
}: BuiltCard) => `
	<article class="product-card" data-product-id="${id}" data-live-state='${JSON.stringify({
		remaining,
		isEnrolled,
		showPurchaseCount: true,
		purchaseCount,
	})}'>
		<div class="body">
			<h2 class="title">${title}</h2>
			<ul class="tags" ${purchaseCount > 0 ? '' : 'hidden'}>
				<li class="purchased" data-purchase-count ${purchaseCount > 0 ? '' : 'hidden'}>${
					purchaseCount > 0 ? `${purchaseCount} Student(s) Purchased` : ''
				}</li>
			</ul>
			<div class="actions">
				<a class="view" href="/product?proc=x_${id}_101">View<span> ${title}</span></a>
				<button type="button" class="cart-button" data-cart-button data-action="add"><span
					data-cart-label>Add to Cart</span> <span>${title}</span></button>
				${buyNow ? `<button type="button" class="buy-now" data-buy-now>Buy Now<span> ${title}</span></button>` : ''}
			</div>
		</div>
	</article>`;

function render(...cards: BuiltCard[]) {
	document.body.innerHTML = `
		${SITE_HEADER}
		<main>${cards.map(cardHtml).join('')}</main>`;
}

const card = (id: number) => document.querySelector<HTMLElement>(`[data-product-id="${id}"]`)!;
const button = (id: number) => card(id).querySelector<HTMLButtonElement>('[data-cart-button]')!;
const label = (id: number) => button(id).querySelector('[data-cart-label]')!.textContent;
const purchaseCount = (id: number) => card(id).querySelector<HTMLElement>('[data-purchase-count]')!;

const p4 = (result: unknown[]) =>
	new Response(JSON.stringify({ status_code: 200, message: 'ok', result }), {
		status: 200,
		headers: { 'content-type': 'application/json' },
	});

let fetchStub: ReturnType<typeof vi.fn>;
const stubFetch = (reply: () => Promise<Response>) => {
	fetchStub = vi.fn(reply);
	vi.stubGlobal('fetch', fetchStub);
};

async function start() {
	const cards = await import('../../../src/browser/product-cards.ts');
	const cart = await import('../../../src/stores/cart.ts');
	return { done: cards.startProductCards(document), cart };
}

useBrowserTestSetup();
beforeEach(() => {
	render(
		{ id: 201, title: 'JEE Test Series', remaining: 5, purchaseCount: 10 },
		{ id: 202, title: 'NEET Notes', remaining: null },
	);
});

describe('product cards', () => {
	it('add → click → first in the cart, labelled Remove from Cart; click again removes it', async () => {
		setTestStorageKey('cart', '[301]');
		stubFetch(async () =>
			p4([
				{ id: 201, remaining_products: 4, is_enrolled: false, total_prod_purchaseed: 11 },
				{ id: 202, remaining_products: 9, is_enrolled: false },
			]),
		);
		const { done, cart } = await start();
		await done;

		expect(label(201)).toBe('Add to Cart');
		expect(button(201).disabled).toBe(false);
		button(201).click();
		expect(cart.$cart.get()).toEqual([201, 301]);
		expect(label(201)).toBe('Remove from Cart');
		expect(button(201).disabled).toBe(false);
		expect(label(202)).toBe('Add to Cart');

		button(201).click();
		expect(cart.$cart.get()).toEqual([301]);
		expect(label(201)).toBe('Add to Cart');
		expect(purchaseCount(201).textContent).toBe('11 Student(s) Purchased');
	});

	it('sold out and purchased are disabled, whatever the cart', async () => {
		setTestStorageKey('cart', '[201]');
		stubFetch(async () =>
			p4([
				{ id: 201, remaining_products: 0, is_enrolled: false },
				{ id: 202, remaining_products: 3, is_enrolled: true, purchase_count_status: 1 },
			]),
		);
		const { done } = await start();
		await done;

		expect(label(201)).toBe('Sold Out');
		expect(button(201).disabled).toBe(true);
		expect(label(202)).toBe('Purchased');
		expect(button(202).disabled).toBe(true);
		button(202).click();
		expect(label(202)).toBe('Purchased');
	});

	it('sends one P4 with the session: the student id and Authorization', async () => {
		setTestStorageKey(
			'session',
			JSON.stringify({ userId: 5001, userStatus: 'loggedin', studentAuth: 'Basic abc' }),
		);
		stubFetch(async () => p4([]));
		const { done } = await start();
		await done;

		expect(fetchStub).toHaveBeenCalledTimes(1);
		const [url, init] = fetchStub.mock.calls[0] as [string, RequestInit];
		expect(url).toBe('https://prod.test/prod/student-product/advance-filter/?getAll=true');
		expect(init.method).toBe('POST');
		expect(init.body).toBe('{"by":[],"in":[]}');
		const headers = new Headers(init.headers);
		expect(headers.get('x-prod-user-id')).toBe('5001');
		expect(headers.get('x-prod-inst-id')).toBe('101');
		expect(headers.get('Authorization')).toBe('Basic abc');
	});

	it("a 403 to the student's P4 ends the session with the server's message; the cards stay as built", async () => {
		setTestStorageKey(
			'session',
			JSON.stringify({ userId: 5001, userStatus: 'loggedin', studentAuth: 'Basic abc' }),
		);
		setTestStorageKey('cart', '[202]');
		stubFetch(
			async () =>
				new Response(JSON.stringify({ status_code: 403, message: 'Session expired' }), {
					status: 403,
				}),
		);
		const { done } = await start();
		await done;
		const { $session } = await import('../../../src/stores/session.ts');
		// The message's code loads on the refusal.
		await vi.waitFor(() => expect($session.get().userId).toBe(0));
		await vi.waitFor(() =>
			expect(document.querySelector('.notice-error')?.textContent).toContain('Session expired'),
		);
		expect(label(201)).toBe('Add to Cart');
		expect(label(202)).toBe('Remove from Cart');
	});

	it('shows the build-time buttons for the cart before P4 answers', async () => {
		setTestStorageKey('cart', '[202]');
		stubFetch(() => new Promise<Response>(() => {}));
		expect(button(201).hasAttribute('data-live')).toBe(false);
		await start();

		expect(button(201).hasAttribute('data-live')).toBe(true);
		expect(label(201)).toBe('Add to Cart');
		expect(label(202)).toBe('Remove from Cart');
	});

	it('follows a cart change made elsewhere (another tab)', async () => {
		stubFetch(async () => p4([]));
		const { done, cart } = await start();
		await done;
		expect(label(202)).toBe('Add to Cart');

		cart.$cart.set([202]);
		expect(label(202)).toBe('Remove from Cart');
	});

	it('updates, shows and hides the purchase count', async () => {
		stubFetch(async () =>
			p4([
				{ id: 201, purchase_count_status: 0, total_prod_purchaseed: 12 },
				{ id: 202, purchase_count_status: 1, total_prod_purchaseed: 1500 },
			]),
		);
		const { done } = await start();
		await done;

		expect(purchaseCount(201).hidden).toBe(true);
		expect(purchaseCount(201).parentElement!.hidden).toBe(true);
		expect(purchaseCount(202).hidden).toBe(false);
		expect(purchaseCount(202).parentElement!.hidden).toBe(false);
		expect(purchaseCount(202).textContent).toBe('1,500 Student(s) Purchased');
	});

	it.each([
		['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
		['a 500', async () => new Response('{"status_code":500}', { status: 500 })],
		['malformed JSON', async () => new Response('{"status_code":200,"result":[')],
		['an error envelope', async () => new Response('{"status_code":400,"message":"no"}')],
	])('%s keeps the build-time buttons, usable, and logs no error', async (_name, reply) => {
		const error = vi.spyOn(console, 'error');
		stubFetch(reply);
		const { done, cart } = await start();
		await done;

		expect(label(201)).toBe('Add to Cart');
		expect(label(202)).toBe('Add to Cart');
		expect(purchaseCount(201).textContent).toBe('10 Student(s) Purchased');
		button(202).click();
		expect(cart.$cart.get()).toEqual([202]);
		expect(label(202)).toBe('Remove from Cart');
		expect(error).not.toHaveBeenCalled();
	});
});

describe('Buy Now (the detail page)', () => {
	const buyNow = (id: number) => card(id).querySelector<HTMLButtonElement>('[data-buy-now]')!;
	// jsdom's Location cannot be spied on (vi.spyOn: "Cannot redefine property: assign"), so the
	// whole `location` global is replaced; the module calls the bare `location.assign`.
	const stubLocation = () => {
		const assign = vi.fn();
		vi.stubGlobal('location', { assign });
		return assign;
	};

	beforeEach(() => {
		render(
			{ id: 201, title: 'JEE Test Series', remaining: 5, buyNow: true },
			{ id: 202, title: 'NEET Notes', remaining: 0, buyNow: true },
			{ id: 203, title: 'GATE Notes', remaining: null, isEnrolled: true, buyNow: true },
		);
	});

	it.each([
		['add', 201, '[]', false],
		['remove', 201, '[201]', false],
		['sold out', 202, '[]', true],
		['purchased', 203, '[]', true],
	])('is %s → hidden %s', async (_name, id, cart, hidden) => {
		setTestStorageKey('cart', cart);
		stubFetch(async () => p4([]));
		expect(buyNow(id).hasAttribute('data-live')).toBe(false);
		const { done } = await start();
		await done;

		expect(buyNow(id).hidden).toBe(hidden);
		expect(buyNow(id).hasAttribute('data-live')).toBe(true);
	});

	it('hides once P4 says the product sold out', async () => {
		stubFetch(async () => p4([{ id: 201, remaining_products: 0 }]));
		const { done } = await start();
		expect(buyNow(201).hidden).toBe(false);
		await done;
		expect(buyNow(201).hidden).toBe(true);
	});

	it('adds the product first in the cart, then opens the cart', async () => {
		setTestStorageKey('cart', '[301]');
		stubFetch(async () => p4([]));
		const assign = stubLocation();
		const { done, cart } = await start();
		await done;

		buyNow(201).click();
		expect(cart.$cart.get()).toEqual([201, 301]);
		expect(assign).toHaveBeenCalledTimes(1);
		expect(assign).toHaveBeenCalledWith('/cart');
		expect(label(201)).toBe('Remove from Cart');
	});

	it('leaves a product already in the cart where it is and opens the cart', async () => {
		setTestStorageKey('cart', '[301,201]');
		stubFetch(async () => p4([]));
		const assign = stubLocation();
		const { done, cart } = await start();
		await done;

		buyNow(201).click();
		expect(cart.$cart.get()).toEqual([301, 201]);
		expect(assign).toHaveBeenCalledExactlyOnceWith('/cart');
	});

	it('started twice binds each card once: one click adds once, one P4', async () => {
		stubFetch(async () => p4([]));
		const assign = stubLocation();
		const cards = await import('../../../src/browser/product-cards.ts');
		const cart = await import('../../../src/stores/cart.ts');
		await Promise.all([cards.startProductCards(document), cards.startProductCards(document)]);
		await cards.startProductCards(document);

		expect(fetchStub).toHaveBeenCalledTimes(1);
		button(201).click();
		expect(cart.$cart.get()).toEqual([201]);
		expect(label(201)).toBe('Remove from Cart');

		cart.$cart.set([]);
		const added: Array<readonly number[]> = [];
		const stop = cart.$cart.listen((ids) => added.push(ids));
		buyNow(201).click();
		stop();
		expect(added).toEqual([[201]]);
		expect(assign).toHaveBeenCalledTimes(1);
	});
});
