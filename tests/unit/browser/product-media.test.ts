// @vitest-environment jsdom
/**
 * The product media carousel (src/browser/product-media.ts) as a component: the root as
 * ProductMedia.astro renders it in jsdom, embla replaced by a stub (jsdom has no layout), media
 * playback stubbed (jsdom cannot play), and a fake fetch counting P13's PUTs.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_HEADER, useBrowserTestSetup } from './support.ts';

const embla = vi.hoisted(() => ({ created: 0, scrolled: [] as string[] }));
vi.mock('embla-carousel', () => ({
	default: () => {
		embla.created += 1;
		const api = {
			canScrollPrev: () => false,
			canScrollNext: () => true,
			scrollSnapList: () => [0, 1],
			scrollTo: () => undefined,
			scrollPrev: () => embla.scrolled.push('prev'),
			scrollNext: () => embla.scrolled.push('next'),
			on: () => api,
			destroy: () => undefined,
		};
		return api;
	},
}));

const TITLE = 'JEE Main 2026 Full Test Series';
const PHOTO = 'https://cdn.test/jee.png';
const UPLOAD = 'https://cdn.test/intro.mp4';
const youtube = (id: string) => ({
	kind: 'youtube',
	id,
	embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&enablejsapi=1&rel=0&playsinline=1`,
});
const THREE = {
	image: PHOTO,
	videos: [youtube('dQw4w9WgXcQ'), youtube('9bZkp7q19f0'), { kind: 'upload', url: UPLOAD }],
};

// The root as ProductMedia.astro renders it (strip and live region only with videos).
function render(media: unknown, withVideos = true) {
	const data = typeof media === 'string' ? media : JSON.stringify(media);
	document.body.innerHTML = `
		${SITE_HEADER}
		<section class="product-media" data-product-media data-media='${data}' data-title="${TITLE}">
			<div class="media-stage" data-media-stage>
				<img class="media-image" data-media-image src="${PHOTO}"
					data-fallback="/images/product-fallback.svg" alt="${TITLE}" width="1280" height="720" />
			</div>
			${withVideos ? '<div class="media-strip" data-media-strip></div>' : ''}
			${withVideos ? '<p class="visually-hidden" aria-live="polite" data-media-status></p>' : ''}
		</section>`;
	return document.querySelector<HTMLElement>('[data-product-media]')!;
}

const thumbs = () => [
	...document.querySelectorAll<HTMLButtonElement>('[data-media-strip] button[aria-pressed]'),
];
const thumb = (name: string) => thumbs().find((button) => button.textContent?.startsWith(name))!;
const pressed = () => thumbs().map((button) => button.getAttribute('aria-pressed'));
const status = () => document.querySelector('[data-media-status]')!.textContent;
const image = () => document.querySelector<HTMLImageElement>('[data-media-image]')!;

let puts: string[];
useBrowserTestSetup();
beforeEach(() => {
	embla.created = 0;
	embla.scrolled = [];
	puts = [];
	vi.stubGlobal(
		'fetch',
		vi.fn(async (url: string, init: RequestInit) => {
			if (init.method === 'PUT') puts.push(url);
			return new Response('{"status_code":200}', { status: 200 });
		}),
	);
	// jsdom cannot play media: play and pause flip a flag and fire their events.
	const media = HTMLMediaElement.prototype;
	vi.spyOn(media, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
		return this.dataset['playing'] !== 'true';
	});
	vi.spyOn(media, 'play').mockImplementation(function (this: HTMLMediaElement) {
		this.dataset['playing'] = 'true';
		this.dispatchEvent(new Event('play'));
		return Promise.resolve();
	});
	vi.spyOn(media, 'pause').mockImplementation(function (this: HTMLMediaElement) {
		this.dataset['playing'] = 'false';
		this.dispatchEvent(new Event('pause'));
	});
});

async function start(root: HTMLElement) {
	const { startProductMedia } = await import('../../../src/browser/product-media.ts');
	startProductMedia(root);
}

describe('product media', () => {
	it('renders one toggle button per slide, labelled, the image chosen', async () => {
		await start(render(THREE));

		const group = document.querySelector('[data-media-strip] [role="group"]')!;
		expect(group.getAttribute('aria-label')).toBe('Image and video thumbnails');
		expect(thumbs().map((button) => button.textContent)).toEqual([
			'Product image',
			'Video 1 YouTube',
			'Video 2 YouTube',
			'Video 3 Uploaded',
		]);
		expect(thumbs().every((button) => button.type === 'button')).toBe(true);
		expect(pressed()).toEqual(['true', 'false', 'false', 'false']);
		expect(image().hidden).toBe(false);
	});

	it('makes no third-party request until a YouTube video is chosen, then one nocookie frame', async () => {
		await start(render(THREE));
		expect(document.querySelector('iframe')).toBeNull();
		const sources = [...document.querySelectorAll('img')].map((img) => img.src);
		expect(sources.every((src) => src.startsWith('https://cdn.test/'))).toBe(true);

		thumb('Video 2').click();

		const frames = document.querySelectorAll('iframe');
		expect(frames).toHaveLength(1);
		expect(frames[0]!.src).toBe(
			'https://www.youtube-nocookie.com/embed/9bZkp7q19f0?autoplay=1&enablejsapi=1&rel=0&playsinline=1',
		);
		expect(frames[0]!.title).toBe(`${TITLE}: video 2 of 3`);
		expect(image().hidden).toBe(true);
		expect(pressed()).toEqual(['false', 'false', 'true', 'false']);
		expect(status()).toBe('Playing video 2 of 3');
	});

	it('choosing the YouTube thumbnail again pauses, then plays, through postMessage', async () => {
		await start(render(THREE));
		thumb('Video 1').click();
		const frame = document.querySelector('iframe')!;
		const post = vi.spyOn(frame.contentWindow!, 'postMessage');

		thumb('Video 1').click();
		expect(status()).toBe('Paused video 1 of 3');
		thumb('Video 1').click();
		expect(status()).toBe('Playing video 1 of 3');

		expect(post.mock.calls).toEqual([
			['{"event":"command","func":"pauseVideo","args":[]}', 'https://www.youtube-nocookie.com'],
			['{"event":"command","func":"playVideo","args":[]}', 'https://www.youtube-nocookie.com'],
		]);
		expect(document.querySelectorAll('iframe')).toHaveLength(1);
	});

	it('an upload plays in a <video>; P13 is sent once across two plays and two choices', async () => {
		await start(render(THREE));
		thumb('Video 3').click();

		const video = document.querySelector('video')!;
		expect(video.getAttribute('src')).toBe(UPLOAD);
		expect(video.controls).toBe(true);
		expect(video.hasAttribute('playsinline')).toBe(true);
		expect(status()).toBe('Playing video 3 of 3');

		thumb('Video 3').click();
		expect(status()).toBe('Paused video 3 of 3');
		thumb('Video 3').click();
		thumb('Product image').click();
		thumb('Video 3').click();
		await Promise.resolve();

		expect(puts).toEqual([
			'https://prod.test/prod/product/update-consumed-storage?videoUrl=https%3A%2F%2Fcdn.test%2Fintro.mp4',
		]);
		expect(document.querySelectorAll('video')).toHaveLength(1);
	});

	it('another thumbnail stops the player; the image thumbnail restores the image', async () => {
		await start(render(THREE));
		thumb('Video 3').click();
		const video = document.querySelector('video')!;

		thumb('Video 1').click();
		expect(video.isConnected).toBe(false);
		expect(video.paused).toBe(true);
		expect(document.querySelectorAll('iframe')).toHaveLength(1);

		thumb('Product image').click();
		expect(document.querySelector('iframe')).toBeNull();
		expect(image().hidden).toBe(false);
		expect(pressed()).toEqual(['true', 'false', 'false', 'false']);
		expect(status()).toBe('Showing product image');
	});

	it('loads embla on the first interaction with the strip, then shows previous/next', async () => {
		await start(render(THREE));
		const prev = document.querySelector<HTMLButtonElement>('[data-media-prev]')!;
		const next = document.querySelector<HTMLButtonElement>('[data-media-next]')!;
		expect(embla.created).toBe(0);
		expect([prev.hidden, next.hidden]).toEqual([true, true]);

		const strip = document.querySelector('[data-media-strip]')!;
		strip.dispatchEvent(new FocusEvent('focusin'));
		strip.dispatchEvent(new Event('pointerenter'));
		await vi.waitFor(() => expect(embla.created).toBe(1));

		expect([prev.hidden, next.hidden]).toEqual([false, false]);
		expect([prev.disabled, next.disabled]).toEqual([true, false]);
		expect([prev.getAttribute('aria-label'), next.getAttribute('aria-label')]).toEqual([
			'Previous thumbnails',
			'Next thumbnails',
		]);
		next.click();
		await vi.waitFor(() => expect(embla.scrolled).toEqual(['next']));
		expect(embla.created).toBe(1);
	});

	it('follows a pause made inside the YouTube player, so the next choice plays', async () => {
		await start(render(THREE));
		thumb('Video 1').click();
		const frame = document.querySelector('iframe')!;
		const post = vi.spyOn(frame.contentWindow!, 'postMessage');

		const message = (origin: string) =>
			new MessageEvent('message', {
				data: '{"event":"infoDelivery","info":{"playerState":2}}',
				origin,
				source: frame.contentWindow,
			});
		window.dispatchEvent(message('https://evil.example'));
		expect(status()).toBe('Playing video 1 of 3');
		window.dispatchEvent(message('https://www.youtube-nocookie.com'));
		expect(status()).toBe('Paused video 1 of 3');

		thumb('Video 1').click();
		expect(post).toHaveBeenLastCalledWith(
			'{"event":"command","func":"playVideo","args":[]}',
			'https://www.youtube-nocookie.com',
		);
	});

	it('sends no P13 when the page has no readable config', async () => {
		const root = render(THREE);
		document.querySelector('[data-client-config]')!.remove();
		await start(root);
		thumb('Video 3').click();
		await Promise.resolve();

		expect(document.querySelector('video')).not.toBeNull();
		expect(puts).toEqual([]);
	});

	it.each([
		['no videos', { image: PHOTO, videos: [] }],
		['unreadable data-media', '{not json'],
		['videos that are not videos', { image: PHOTO, videos: [{ kind: 'vimeo', url: 'x' }] }],
	])('%s: only the image, no strip, no carousel code, no error', async (_, media) => {
		const errors = vi.spyOn(console, 'error');
		await start(render(media, false));

		expect(document.querySelector('[data-media-strip]')).toBeNull();
		expect(thumbs()).toHaveLength(0);
		expect(image().hidden).toBe(false);
		expect(image().getAttribute('src')).toBe(PHOTO);
		expect(embla.created).toBe(0);
		expect(errors).not.toHaveBeenCalled();
	});

	it('renders a product known only at runtime into an empty root', async () => {
		const root = document.createElement('div');
		document.body.append(root);
		const { renderProductMedia } = await import('../../../src/browser/product-media.ts');

		renderProductMedia(root, { image: PHOTO, videos: [{ kind: 'upload', url: UPLOAD }] }, TITLE);

		expect(root.querySelector('img')!.alt).toBe(TITLE);
		expect(thumbs().map((button) => button.textContent)).toEqual([
			'Product image',
			'Video 1 Uploaded',
		]);
		expect(root.querySelector('[aria-live="polite"]')).not.toBeNull();
	});
});
