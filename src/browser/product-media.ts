/**
 * The product detail page's video and thumbnail carousel (spec section 2 "Product detail"). The
 * root (`[data-product-media]`, src/components/products/ProductMedia.astro) shows the product image;
 * this module adds one thumbnail per slide (the image, then each video) as toggle buttons.
 * Choosing a video swaps the image for its player, created only then: until a video is chosen
 * the page makes no third-party request (no YouTube frame, script or thumbnail). Choosing it
 * again toggles play. The first play of an uploaded video sends P13, once per video and page view.
 *
 * Vanilla on purpose (the page's 20 KB budget); embla-carousel (the strip's drag and
 * previous/next, src/browser/media-strip.ts) is imported only when there are videos, on the
 * visitor's first interaction with the strip.
 */
import { mediaFrom, mediaStatus, videoLabel, type ProductMedia } from '../lib/products/media.ts';
import { createPlayer, element, play, toggle, type Player } from './media-players.ts';
import { lazyCarousel } from './media-strip.ts';

const PLAY_ICON =
	'<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M8 5v14l11-7z" fill="currentColor"/></svg>';

// What a root runs now, so a second render (a runtime page's fresh reply) replaces it cleanly.
const running = new WeakMap<HTMLElement, () => void>();

function part(root: HTMLElement, selector: string, create: () => HTMLElement): HTMLElement {
	const found = root.querySelector<HTMLElement>(selector);
	if (found) return found;
	const made = create();
	root.append(made);
	return made;
}

function thumbnail(content: Node[], index: number): HTMLLIElement {
	const item = element('li', { class: 'media-slide' });
	const button = element('button', {
		type: 'button',
		class: 'media-thumb',
		'aria-pressed': String(index === -1),
		'data-media-choice': String(index),
	});
	button.append(...content);
	item.append(button);
	return item;
}

function labels(name: string, kind?: string): HTMLElement {
	const text = element('span', { class: 'media-thumb-label' });
	text.textContent = name;
	if (kind) {
		const small = element('span', { class: 'media-thumb-kind' });
		small.textContent = kind;
		text.append(' ', small);
	}
	return text;
}

function buildStrip(strip: HTMLElement, media: ProductMedia, fallback: string) {
	const picture = element('img', {
		class: 'media-thumb-image',
		src: media.image,
		alt: '',
		width: '96',
		height: '54',
		loading: 'lazy',
		decoding: 'async',
	});
	if (fallback) picture.dataset['fallback'] = fallback;
	const slides = [thumbnail([picture, labels('Product image')], -1)];
	media.videos.forEach((video, index) => {
		const tile = element('span', { class: 'media-thumb-tile' });
		tile.innerHTML = PLAY_ICON;
		const { name, kind } = videoLabel(video, index);
		slides.push(thumbnail([tile, labels(name, kind)], index));
	});
	const list = element('ul', { class: 'media-track', role: 'list' });
	list.append(...slides);
	const viewport = element('div', { class: 'media-viewport', 'data-media-viewport': '' });
	viewport.append(list);
	const arrow = (side: 'prev' | 'next', label: string, symbol: string) => {
		const button = element('button', {
			type: 'button',
			class: `media-arrow media-${side}`,
			'aria-label': label,
			[`data-media-${side}`]: '',
		});
		button.textContent = symbol;
		button.hidden = true;
		return button;
	};
	const group = element('div', {
		class: 'media-group',
		role: 'group',
		'aria-label': 'Image and video thumbnails',
	});
	group.append(arrow('prev', 'Previous thumbnails', '‹'), viewport);
	group.append(arrow('next', 'Next thumbnails', '›'));
	strip.replaceChildren(group);
	return { viewport, buttons: [...strip.querySelectorAll<HTMLButtonElement>('.media-thumb')] };
}

/**
 * Renders `media` into `root`: the stage's image (created when missing) and, when there are
 * videos, the thumbnail strip, then wires the choices (embla joins on first use). Callable
 * again with a fresh product (the runtime detail page); the previous player is stopped.
 */
export function renderProductMedia(root: HTMLElement, media: ProductMedia, title: string): void {
	running.get(root)?.();
	running.delete(root);
	const stage = part(root, '[data-media-stage]', () =>
		element('div', { class: 'media-stage', 'data-media-stage': '' }),
	);
	const image = part(stage, '[data-media-image]', () =>
		element('img', { class: 'media-image', 'data-media-image': '', width: '1280', height: '720' }),
	) as HTMLImageElement;
	if (image.getAttribute('src') !== media.image) {
		// The prerendered photo's optimised widths belong to it, not to a product filled in later.
		image.removeAttribute('srcset');
		// A run-time product's template image waited (lazy); shown, it is the page's main image.
		image.loading = 'eager';
		image.fetchPriority = 'high';
		image.src = media.image;
	}
	image.alt = title;
	image.hidden = false;
	if (media.videos.length === 0) {
		root.querySelector('[data-media-strip]')?.remove();
		return;
	}
	const strip = part(root, '[data-media-strip]', () =>
		element('div', { class: 'media-strip', 'data-media-strip': '' }),
	);
	const status = part(root, '[data-media-status]', () =>
		element('p', { class: 'visually-hidden', 'aria-live': 'polite', 'data-media-status': '' }),
	);
	const fallback = image.dataset['fallback'] ?? '';
	const { viewport, buttons } = buildStrip(strip, media, fallback);
	const count = media.videos.length;
	let player: Player | null = null;

	const show = () => {
		status.textContent = mediaStatus(player?.index ?? null, count, player?.playing ?? null);
		for (const button of buttons) {
			const index = Number(button.dataset['mediaChoice']);
			button.setAttribute('aria-pressed', String(index === (player?.index ?? -1)));
		}
	};
	// A player's own change (ended, paused in its controls) is shown only while it is current.
	const changed = (from: Player) => {
		if (from === player) show();
	};
	const stop = () => {
		player?.stop();
		player = null;
		image.hidden = false;
	};
	const choose = (index: number) => {
		const video = media.videos[index];
		if (player !== null && player.index === index) toggle(player);
		else {
			stop();
			if (video) {
				player = createPlayer(video, index, count, title, changed);
				image.hidden = true;
				stage.append(player.element);
				if (player.element instanceof HTMLVideoElement) play(player.element);
			}
		}
		show();
	};

	for (const button of buttons) {
		button.addEventListener('click', () => choose(Number(button.dataset['mediaChoice'])));
	}
	const destroy = lazyCarousel(strip, viewport);
	running.set(root, () => {
		stop();
		destroy();
	});
}

/** Reads a root's `data-media` and `data-title` and renders it; unreadable data leaves the image. */
export function startProductMedia(root: HTMLElement): void {
	let media: ProductMedia | null;
	try {
		media = mediaFrom(JSON.parse(root.dataset['media'] ?? ''));
	} catch {
		media = null;
	}
	if (media === null) return;
	renderProductMedia(root, media, root.dataset['title'] ?? '');
}
