/**
 * The players of the product media carousel (src/browser/product-media.ts), created only when the
 * visitor chooses a video: a YouTube frame on the privacy-enhanced domain, driven through its
 * postMessage API, or a `<video>` for an upload, whose first play sends P13 once per page view.
 */
import { reportVideoPlay } from '../lib/lms/lean/video-storage.ts';
import { YOUTUBE_EMBED_ORIGIN, youtubeState, type MediaVideo } from '../lib/products/media.ts';
import { $session } from '../stores/session.ts';
import { pageConfig } from './product-cards.ts';

/** A new element with its attributes. */
export function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
	return node;
}

// Uploaded videos whose first play was reported in this page view.
const reported = new Set<string>();

/** The chosen video's player: its element, whether it plays, and how to stop it. */
export interface Player {
	index: number;
	element: HTMLVideoElement | HTMLIFrameElement;
	/** Null until an upload first plays. */
	playing: boolean | null;
	stop: () => void;
}

function reportFirstPlay(url: string): void {
	const config = pageConfig(document);
	if (config === null || reported.has(url)) return;
	reported.add(url);
	void reportVideoPlay(config, $session.get(), url);
}

// Tells a YouTube player to play or pause (its postMessage API, enabled by enablejsapi=1).
function command(frame: HTMLIFrameElement, func: 'playVideo' | 'pauseVideo'): void {
	frame.contentWindow?.postMessage(
		JSON.stringify({ event: 'command', func, args: [] }),
		YOUTUBE_EMBED_ORIGIN,
	);
}

// A YouTube player reports its state once told someone listens; the visitor may pause it inside.
function followYoutube(frame: HTMLIFrameElement, changed: (playing: boolean) => void): () => void {
	const listen = () =>
		frame.contentWindow?.postMessage(
			JSON.stringify({ event: 'listening', id: frame.title, channel: 'widget' }),
			YOUTUBE_EMBED_ORIGIN,
		);
	const receive = (event: MessageEvent) => {
		if (event.origin !== YOUTUBE_EMBED_ORIGIN || event.source !== frame.contentWindow) return;
		const state = youtubeState(event.data);
		if (state !== null) changed(state);
	};
	frame.addEventListener('load', listen);
	window.addEventListener('message', receive);
	return () => window.removeEventListener('message', receive);
}

/**
 * A player for `video`, the `index`th of `count`: a YouTube frame (autoplaying) or a `<video>`
 * (to be started with `play`); `onChange` hears when it starts or stops by itself.
 */
export function createPlayer(
	video: MediaVideo,
	index: number,
	count: number,
	title: string,
	onChange: (player: Player) => void,
): Player {
	const label = `${title}: video ${index + 1} of ${count}`;
	if (video.kind === 'youtube') {
		const frame = element('iframe', {
			class: 'media-player',
			src: video.embedUrl,
			title: label,
			allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
			referrerpolicy: 'strict-origin-when-cross-origin',
		});
		const player: Player = { index, element: frame, playing: true, stop: () => undefined };
		const stopListening = followYoutube(frame, (playing) => {
			player.playing = playing;
			onChange(player);
		});
		player.stop = () => {
			stopListening();
			frame.remove();
		};
		return player;
	}
	const node = element('video', {
		class: 'media-player',
		src: video.url,
		controls: '',
		playsinline: '',
		preload: 'metadata',
		'aria-label': label,
	});
	const player: Player = { index, element: node, playing: null, stop: () => undefined };
	const follow = (playing: boolean) => () => {
		player.playing = playing;
		onChange(player);
	};
	node.addEventListener('play', () => {
		reportFirstPlay(video.url);
		follow(true)();
	});
	node.addEventListener('pause', follow(false));
	node.addEventListener('ended', follow(false));
	player.stop = () => {
		node.pause();
		node.remove();
	};
	return player;
}

/** Starts an uploaded video. */
export function play(video: HTMLVideoElement): void {
	// A refused autoplay (browser policy) leaves the controls to the visitor.
	void video.play()?.catch(() => undefined);
}

/** Plays or pauses the player. */
export function toggle(player: Player): void {
	const { element: node } = player;
	if (node instanceof HTMLVideoElement) {
		if (node.paused) play(node);
		else node.pause();
		return;
	}
	player.playing = !player.playing;
	command(node, player.playing ? 'playVideo' : 'pauseVideo');
}
