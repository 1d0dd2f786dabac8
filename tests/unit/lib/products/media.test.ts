import { describe, expect, it } from 'vitest';
import {
	isUploadedVideo,
	mediaFrom,
	mediaStatus,
	productMedia,
	videoLabel,
	youtubeEmbedUrl,
	youtubeId,
	youtubeState,
} from '../../../../src/lib/products/media.ts';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&enablejsapi=1&rel=0&playsinline=1`;

describe('youtubeId', () => {
	it.each([
		[`https://youtu.be/${ID}`, ID],
		[`https://youtu.be/${ID}?t=42`, ID],
		[`youtu.be/${ID}`, ID],
		[`https://www.youtube.com/watch?v=${ID}`, ID],
		[`https://youtube.com/watch?feature=share&v=${ID}&t=1`, ID],
		[`http://m.youtube.com/watch?v=${ID}`, ID],
		[`https://www.youtube.com/embed/${ID}`, ID],
		[`https://www.youtube.com/shorts/${ID}`, ID],
		[`https://www.youtube.com/live/${ID}?si=x`, ID],
		[`https://www.youtube-nocookie.com/embed/${ID}`, ID],
		[`  https://YOUTU.BE/${ID}  `, ID],
		['https://www.youtube.com/watch?v=oc-lecture-1', null],
		['https://youtu.be/oc-lecture-2', null],
		['https://www.youtube.com/@sunriseacademykota', null],
		['https://www.youtube.com/watch', null],
		[`https://www.youtube.com/playlist?list=${ID}`, null],
		[`https://vimeo.com/${ID}`, null],
		[`https://notyoutube.com/watch?v=${ID}`, null],
		[`https://youtube.com.evil.example/watch?v=${ID}`, null],
		[`javascript:alert(1)//youtu.be/${ID}`, null],
		['', null],
		['not a url', null],
		[42, null],
		[null, null],
	])('%s → %s', (link, expected) => {
		expect(youtubeId(link)).toBe(expected);
	});
});

describe('isUploadedVideo', () => {
	it.each([
		['https://cdn.example.in/v/intro.mp4', true],
		['https://cdn.example.in/v/INTRO.MP4', true],
		['https://cdn.example.in/v/intro.mp4?token=abc', true],
		['https://cdn.example.in/v/intro.mp4#t=5', true],
		['/sandbox/assets/neet-biology-intro.mp4', true],
		['https://cdn.example.in/v/intro.webm', false],
		['https://cdn.example.in/v/intro.mp4.txt', false],
		['https://cdn.example.in/v/page?file=intro.mp4', false],
		['https://cdn.example.in/v/.mp4', false],
		['javascript:alert(1)//x.mp4', false],
		// As a browser reads them: a tab inside the scheme, or a control character before it.
		['java\tscript:alert(1)//x.mp4', false],
		['\u0001javascript:alert(1)//x.mp4', false],
		['vbscript:msgbox(1)//x.mp4', false],
		['data:video/mp4;base64,AAAA.mp4', false],
		['', false],
		[null, false],
	])('%s → %s', (url, expected) => {
		expect(isUploadedVideo(url)).toBe(expected);
	});
});

describe('youtubeEmbedUrl', () => {
	it('is the privacy-enhanced embed with autoplay and the postMessage API', () => {
		expect(youtubeEmbedUrl(ID)).toBe(EMBED);
	});
});

describe('productMedia', () => {
	const youtube = (id: string) => ({
		kind: 'youtube',
		id,
		embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&enablejsapi=1&rel=0&playsinline=1`,
	});
	it.each([
		['no videos', [], null, []],
		[
			'YouTube links in order, then the upload',
			[`https://www.youtube.com/watch?v=${ID}`, 'https://youtu.be/9bZkp7q19f0'],
			'https://cdn.example.in/a.mp4',
			[
				youtube(ID),
				youtube('9bZkp7q19f0'),
				{ kind: 'upload', url: 'https://cdn.example.in/a.mp4' },
			],
		],
		[
			'unrecognised links skipped, the same video once',
			['https://vimeo.com/1', `https://youtu.be/${ID}`, `https://www.youtube.com/embed/${ID}`],
			null,
			[youtube(ID)],
		],
		['a video_url that is not mp4 is skipped', [], 'https://cdn.example.in/a.mov', []],
		['non-string links are skipped', [42, null, {}], null, []],
	])('%s', (_, videoLinks, videoUrl, videos) => {
		expect(productMedia({ photo: '/p.png', videoLinks, videoUrl })).toEqual({
			image: '/p.png',
			videos,
		});
	});
});

describe('mediaFrom', () => {
	it.each([
		['not an object', 'x', null],
		['no image', { videos: [] }, null],
		['an empty image', { image: ' ', videos: [] }, null],
		['no videos list', { image: '/p.png' }, { image: '/p.png', videos: [] }],
		[
			'the embed URL rebuilt from the id; bad entries dropped',
			{
				image: '/p.png',
				videos: [
					{ kind: 'youtube', id: ID, embedUrl: 'https://evil.example/' },
					{ kind: 'youtube', id: 'short' },
					{ kind: 'upload', url: 'javascript:x.mp4' },
					{ kind: 'upload', url: '/v.mp4' },
					{ kind: 'vimeo', url: '/v.mp4' },
					null,
				],
			},
			{
				image: '/p.png',
				videos: [
					{ kind: 'youtube', id: ID, embedUrl: EMBED },
					{ kind: 'upload', url: '/v.mp4' },
				],
			},
		],
	])('%s', (_, value, expected) => {
		expect(mediaFrom(value)).toEqual(expected);
	});
});

describe('videoLabel', () => {
	it.each([
		[
			{ kind: 'youtube' as const, id: ID, embedUrl: EMBED },
			0,
			{ name: 'Video 1', kind: 'YouTube' },
		],
		[{ kind: 'upload' as const, url: '/v.mp4' }, 2, { name: 'Video 3', kind: 'Uploaded' }],
	])('%o #%i', (video, index, expected) => {
		expect(videoLabel(video, index)).toEqual(expected);
	});
});

describe('mediaStatus', () => {
	it.each([
		[null, 3, null, 'Showing product image'],
		[1, 3, true, 'Playing video 2 of 3'],
		[1, 3, false, 'Paused video 2 of 3'],
		[0, 1, null, 'Showing video 1 of 1'],
	])('%s of %i, playing %s → %s', (index, count, playing, expected) => {
		expect(mediaStatus(index, count, playing)).toBe(expected);
	});
});

describe('youtubeState', () => {
	it.each([
		['{"event":"infoDelivery","info":{"playerState":1}}', true],
		['{"event":"infoDelivery","info":{"playerState":3}}', true],
		['{"event":"infoDelivery","info":{"playerState":2}}', false],
		['{"event":"onStateChange","info":0}', false],
		['{"event":"onStateChange","info":-1}', false],
		['{"event":"infoDelivery","info":{"playerState":5}}', false],
		['{"event":"onStateChange","info":4}', null],
		['{"event":"infoDelivery","info":{"currentTime":4}}', null],
		['{"event":"onReady"}', null],
		[{ event: 'onStateChange', info: 1 }, true],
		['not json', null],
		[null, null],
	])('%s → %s', (data, expected) => {
		expect(youtubeState(data)).toBe(expected);
	});
});
