/**
 * The one kind of frame institute HTML may keep: a YouTube player. Its source must be a YouTube
 * embed URL (`/embed/<id>` on youtube.com or youtube-nocookie.com); the frame is then rewritten
 * to the privacy-enhanced host with a fixed set of attributes, whatever else it carried.
 */
import { YOUTUBE_EMBED_ORIGIN } from '../products/media.ts';

const EMBED_HOSTS = new Set([
	'youtube.com',
	'www.youtube.com',
	'youtube-nocookie.com',
	'www.youtube-nocookie.com',
]);
const EMBED_PATH = /^\/embed\/([A-Za-z0-9_-]{11})\/?$/;
const START = /^\d{1,6}$/;

/** What YouTube's player needs and no more: its scripts in its own origin, and fullscreen. */
export const YOUTUBE_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/**
 * The privacy-enhanced URL of a YouTube embed URL (`https:`, `http:` or `//`; a whole-number
 * `start` is kept), or null for any other source.
 */
export function youtubeEmbedSrc(src: string | null | undefined): string | null {
	const trimmed = src?.trim() ?? '';
	if (!/^(https?:)?\/\//i.test(trimmed)) return null;
	let url: URL;
	try {
		url = new URL(trimmed, 'https://www.youtube.com');
	} catch {
		return null;
	}
	if (url.username || url.password || url.port || !EMBED_HOSTS.has(url.hostname)) return null;
	const id = EMBED_PATH.exec(url.pathname)?.[1];
	if (id === undefined) return null;
	const start = url.searchParams.get('start');
	return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}${start !== null && START.test(start) ? `?start=${start}` : ''}`;
}

const SIZE = /^\d{1,4}%?$/;

/**
 * The attributes a kept YouTube frame carries: its rewritten source, the sandbox, and of what the
 * institute wrote only a numeric width and height and a title.
 */
export function youtubeFrameAttributes(
	src: string,
	given: { width?: string | null; height?: string | null; title?: string | null },
): Record<string, string> {
	const attributes: Record<string, string> = {
		src,
		sandbox: YOUTUBE_FRAME_SANDBOX,
		allow: 'encrypted-media; picture-in-picture; fullscreen',
		allowfullscreen: '',
		referrerpolicy: 'strict-origin-when-cross-origin',
		loading: 'lazy',
		title: given.title?.trim() || 'YouTube video player',
	};
	for (const key of ['width', 'height'] as const) {
		const value = given[key]?.trim();
		if (value && SIZE.test(value)) attributes[key] = value;
	}
	return attributes;
}
