// @vitest-environment jsdom
/**
 * The detail page's Share button (src/browser/product-share.ts) in jsdom: the share sheet on a
 * phone with the Web Share API, otherwise the clipboard and a notice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowserTestSetup } from './support.ts';

const URL_TO_SHARE = 'https://sunrise-academy.in/product?proc=Kit_2008_101';

type Device = {
	/** `navigator.share`, or absent. */
	share?: (data: ShareData) => Promise<void>;
	/** `navigator.clipboard.writeText`, or no clipboard at all. */
	writeText?: (text: string) => Promise<void>;
	coarse: boolean;
};

function onDevice({ share, writeText, coarse }: Device) {
	Object.defineProperty(navigator, 'share', { value: share, configurable: true });
	Object.defineProperty(navigator, 'clipboard', {
		value: writeText ? { writeText } : undefined,
		configurable: true,
	});
	vi.stubGlobal(
		'matchMedia',
		vi.fn((query: string) => ({ matches: coarse && query === '(pointer: coarse)' })),
	);
}

const notices = () =>
	[...document.querySelectorAll('.notice-region .notice')].map((notice) => ({
		kind: notice.className,
		text: notice.querySelector('p')?.textContent,
	}));

async function shareLink(url = URL_TO_SHARE, title = 'Scholarship Winners Starter Kit') {
	const module = await import('../../../src/browser/product-share.ts');
	return module.shareLink(url, title);
}

const abort = () => Promise.reject(new DOMException('The user cancelled', 'AbortError'));
const refuse = () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));

useBrowserTestSetup();
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
	vi.useRealTimers();
	Reflect.deleteProperty(navigator, 'share');
	Reflect.deleteProperty(navigator, 'clipboard');
});

describe('shareLink', () => {
	it('opens the share sheet on a phone with the Web Share API, and says nothing', async () => {
		const share = vi.fn(async () => {});
		const writeText = vi.fn(async () => {});
		onDevice({ share, writeText, coarse: true });

		expect(await shareLink()).toBe('shared');
		expect(share).toHaveBeenCalledWith({
			title: 'Scholarship Winners Starter Kit',
			url: URL_TO_SHARE,
		});
		expect(writeText).not.toHaveBeenCalled();
		expect(notices()).toEqual([]);
	});

	it('does nothing more when the visitor closes the share sheet', async () => {
		const writeText = vi.fn(async () => {});
		onDevice({ share: abort, writeText, coarse: true });

		expect(await shareLink()).toBe('cancelled');
		expect(writeText).not.toHaveBeenCalled();
		expect(notices()).toEqual([]);
	});

	it.each<[string, Device, number]>([
		['a desktop with the Web Share API', { share: vi.fn(async () => {}), coarse: false }, 0],
		['a phone without it', { coarse: true }, 0],
		['a desktop without it', { coarse: false }, 0],
		['a phone whose share sheet refuses', { share: vi.fn(refuse), coarse: true }, 1],
	])('copies the link on %s, with the notice', async (_case, device, shareCalls) => {
		const writeText = vi.fn(async () => {});
		onDevice({ ...device, writeText });

		expect(await shareLink()).toBe('copied');
		expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
		if (device.share) expect(device.share).toHaveBeenCalledTimes(shareCalls);
		expect(notices()).toEqual([{ kind: 'notice notice-success', text: 'Link copied' }]);
	});

	it.each<[string, Device]>([
		[
			'the clipboard refuses',
			{ writeText: () => Promise.reject(new Error('denied')), coarse: false },
		],
		['there is no clipboard (not a secure page)', { coarse: false }],
	])('tells the visitor when %s', async (_case, device) => {
		onDevice(device);

		expect(await shareLink()).toBe('failed');
		expect(notices()).toEqual([{ kind: 'notice notice-error', text: 'Could not copy the link' }]);
	});

	it('treats a browser without matchMedia as a desktop', async () => {
		const share = vi.fn(async () => {});
		const writeText = vi.fn(async () => {});
		onDevice({ share, writeText, coarse: true });
		vi.stubGlobal('matchMedia', undefined);

		expect(await shareLink()).toBe('copied');
		expect(share).not.toHaveBeenCalled();
	});

	it('the notice goes after 3 s', async () => {
		onDevice({ writeText: async () => {}, coarse: false });
		await shareLink();
		expect(notices()).toHaveLength(1);
		vi.advanceTimersByTime(3000);
		expect(notices()).toEqual([]);
	});
});

describe('startShare', () => {
	const render = (url: string) => {
		document.body.innerHTML = `
			<article data-product-detail>
				<h1 data-detail-title> Scholarship Winners Starter Kit </h1>
				<button type="button" class="share" data-share data-share-url="${url}">Share</button>
			</article>`;
		return document.querySelector<HTMLButtonElement>('[data-share]')!;
	};
	const start = async () => {
		const { startShare } = await import('../../../src/browser/product-share.ts');
		startShare(document);
	};

	it('shows the button and shares the link it holds at click time, titled by the heading', async () => {
		const share = vi.fn(async () => {});
		onDevice({ share, coarse: true });
		const button = render('');
		await start();
		expect(button.hasAttribute('data-live')).toBe(true);
		// The run-time detail fills the link after the page's script ran.
		button.dataset['shareUrl'] = URL_TO_SHARE;

		button.click();
		await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
		expect(share).toHaveBeenCalledWith({
			title: 'Scholarship Winners Starter Kit',
			url: URL_TO_SHARE,
		});
	});

	it('binds each button once, however often it starts', async () => {
		const writeText = vi.fn(async () => {});
		onDevice({ writeText, coarse: false });
		const button = render(URL_TO_SHARE);
		await start();
		await start();

		button.click();
		await vi.waitFor(() => expect(writeText).toHaveBeenCalled());
		expect(writeText).toHaveBeenCalledTimes(1);
	});

	it('does nothing without a link', async () => {
		const writeText = vi.fn(async () => {});
		onDevice({ writeText, coarse: false });
		render('');
		await start();
		document.querySelector<HTMLButtonElement>('[data-share]')!.click();
		await Promise.resolve();

		expect(writeText).not.toHaveBeenCalled();
		expect(notices()).toEqual([]);
	});

	it('creates the notice region up front, and only on a page with a Share button', async () => {
		document.body.innerHTML = '<main></main>';
		await start();
		expect(document.querySelector('.notice-region')).toBeNull();

		render(URL_TO_SHARE);
		await start();
		expect(document.querySelector('.notice-region[aria-live="assertive"]')).not.toBeNull();
	});
});
