/**
 * The product detail page's media (spec section 2 "Product detail"): the product image and the
 * videos of its carousel, read from `youtube_url` (already parsed into links) and `video_url`.
 * Pure and tiny: the detail page's script (src/browser/product-media.ts) ships it within the
 * page's 20 KB budget, so no zod, and nothing here throws on malformed data.
 */

/** One video of the carousel: a YouTube link (played through the privacy-enhanced domain) or an upload. */
export type MediaVideo =
	{ kind: 'youtube'; id: string; embedUrl: string } | { kind: 'upload'; url: string };

/** What the media block shows: the image until a video is chosen, then the chosen video. */
export interface ProductMedia {
	image: string;
	videos: MediaVideo[];
}

/** The privacy-enhanced YouTube domain: players live here, and commands are posted to it. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
// Path prefixes whose next segment is the video id.
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

function parseLink(link: string): URL | null {
	const trimmed = link.trim();
	// Institutes paste links without a scheme too ("youtu.be/<id>").
	const absolute = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
	try {
		return new URL(absolute);
	} catch {
		return null;
	}
}

/** The 11-character video id of a YouTube link; null for anything else. Never throws. */
export function youtubeId(link: unknown): string | null {
	if (typeof link !== 'string') return null;
	const url = parseLink(link);
	if (url === null) return null;
	const host = url.hostname.toLowerCase().replace(/^www\./, '');
	const segments = url.pathname.split('/').filter(Boolean);
	let id: string | null | undefined = null;
	if (host === 'youtu.be') id = segments[0];
	else if (!YOUTUBE_HOSTS.has(host)) return null;
	else if (segments[0] === 'watch') id = url.searchParams.get('v');
	else if (ID_PATHS.has(segments[0] ?? '')) id = segments[1];
	return id && YOUTUBE_ID.test(id) ? id : null;
}

/** True when the URL's path ends in `.mp4` (any case; query and hash ignored) and it is http(s) or relative. */
export function isUploadedVideo(url: unknown): boolean {
	if (typeof url !== 'string') return false;
	const path = url.trim().split(/[?#]/)[0] ?? '';
	// A scheme other than http(s) (javascript:, data:) is never played, read as a browser reads it
	// (a tab inside `java\tscript:` or a control character before it does not hide it).
	try {
		const { protocol } = new URL(url.trim(), 'https://relative.invalid/');
		if (protocol !== 'http:' && protocol !== 'https:') return false;
	} catch {
		return false;
	}
	return /[^/]\.mp4$/i.test(path);
}

/** The privacy-enhanced embed URL: autoplay (the visitor chose it) and the postMessage API for play/pause. */
export function youtubeEmbedUrl(id: string): string {
	return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?autoplay=1&enablejsapi=1&rel=0&playsinline=1`;
}

/** The fields of a product that the media block reads. */
export interface MediaSource {
	photo: string;
	videoLinks: readonly unknown[];
	videoUrl: string | null;
}

/**
 * The image and the videos: the YouTube links in their order, then the upload, as the spec lists
 * them (image, `youtube_url`, `video_url`). Unrecognised links, repeated videos and a `video_url`
 * that is not mp4 are skipped.
 */
export function productMedia({ photo, videoLinks, videoUrl }: MediaSource): ProductMedia {
	const ids = [...new Set(videoLinks.map(youtubeId).filter((id) => id !== null))];
	const videos: MediaVideo[] = ids.map((id) => ({
		kind: 'youtube',
		id,
		embedUrl: youtubeEmbedUrl(id),
	}));
	if (videoUrl !== null && isUploadedVideo(videoUrl))
		videos.push({ kind: 'upload', url: videoUrl });
	return { image: photo, videos };
}

function videoFrom(value: unknown): MediaVideo | null {
	if (typeof value !== 'object' || value === null) return null;
	const { kind, id, url } = value as Record<string, unknown>;
	// The embed URL is rebuilt from the id, so only the privacy-enhanced domain is ever framed.
	if (kind === 'youtube' && typeof id === 'string' && YOUTUBE_ID.test(id))
		return { kind, id, embedUrl: youtubeEmbedUrl(id) };
	if (kind === 'upload' && typeof url === 'string' && isUploadedVideo(url)) return { kind, url };
	return null;
}

/** A `ProductMedia` read back from JSON (the component's `data-media`); null without an image. */
export function mediaFrom(value: unknown): ProductMedia | null {
	if (typeof value !== 'object' || value === null) return null;
	const { image, videos } = value as Record<string, unknown>;
	if (typeof image !== 'string' || image.trim() === '') return null;
	const list = Array.isArray(videos) ? videos.map(videoFrom).filter((video) => video !== null) : [];
	return { image, videos: list };
}

/** A video thumbnail's visible label: its number and where it plays from. */
export function videoLabel(video: MediaVideo, index: number): { name: string; kind: string } {
	return { name: `Video ${index + 1}`, kind: video.kind === 'youtube' ? 'YouTube' : 'Uploaded' };
}

/**
 * What the live region says: the image (index null), or the chosen video and whether it plays
 * (null: not started yet, e.g. while an upload loads or when the browser refused to autoplay it).
 */
export function mediaStatus(index: number | null, count: number, playing: boolean | null): string {
	if (index === null) return 'Showing product image';
	const state = playing === null ? 'Showing' : playing ? 'Playing' : 'Paused';
	return `${state} video ${index + 1} of ${count}`;
}

/**
 * Whether a YouTube player's message says it plays (true), stopped (false), or neither (null):
 * `infoDelivery` carries `info.playerState`, `onStateChange` the state itself (1 playing,
 * 3 buffering; 2 paused, 0 ended, -1 unstarted and 5 cued, e.g. when autoplay was refused).
 */
export function youtubeState(data: unknown): boolean | null {
	let message: unknown;
	try {
		message = typeof data === 'string' ? JSON.parse(data) : data;
	} catch {
		return null;
	}
	if (typeof message !== 'object' || message === null) return null;
	const { event, info } = message as Record<string, unknown>;
	const state =
		event === 'onStateChange'
			? info
			: event === 'infoDelivery' && typeof info === 'object' && info !== null
				? (info as Record<string, unknown>)['playerState']
				: undefined;
	if (state === 1 || state === 3) return true;
	if (state === 0 || state === 2 || state === -1 || state === 5) return false;
	return null;
}

/** The accessible name of a product's media block. */
export function mediaRegionLabel(title: string): string {
	return `${title}: image and videos`;
}
