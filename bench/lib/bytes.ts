/**
 * What a page ships before interaction: same-origin responses grouped by type, with raw and
 * gzip (zlib level 9) sizes, and whether any of the JavaScript is React.
 */
import { gzipSync } from 'node:zlib';

export type AssetKind = 'html' | 'css' | 'js' | 'other';

/** One response the page loaded. */
export interface LoadedAsset {
	url: string;
	contentType: string;
	body: Uint8Array;
}

export interface KindTotals {
	count: number;
	raw: number;
	gzip: number;
}

export type ByteTotals = Record<AssetKind, KindTotals>;

/** The kind of a response, from its content type (then its file extension). */
export function assetKind(contentType: string, url: string): AssetKind {
	const type = contentType.split(';')[0]!.trim().toLowerCase();
	if (type === 'text/html') return 'html';
	if (type === 'text/css') return 'css';
	if (/^(text|application)\/(x-)?(javascript|ecmascript)$/.test(type)) return 'js';
	const path = new URL(url, 'http://x').pathname;
	if (/\.(m?js)$/.test(path)) return 'js';
	if (/\.css$/.test(path)) return 'css';
	return 'other';
}

/** Size of a body after gzip at the highest level (what a CDN typically serves, at worst). */
export function gzipSize(body: Uint8Array): number {
	return gzipSync(body, { level: 9 }).length;
}

/** Raw and gzip totals per kind. */
export function sumAssets(assets: LoadedAsset[]): ByteTotals {
	const totals: ByteTotals = {
		html: { count: 0, raw: 0, gzip: 0 },
		css: { count: 0, raw: 0, gzip: 0 },
		js: { count: 0, raw: 0, gzip: 0 },
		other: { count: 0, raw: 0, gzip: 0 },
	};
	for (const asset of assets) {
		const entry = totals[assetKind(asset.contentType, asset.url)];
		entry.count += 1;
		entry.raw += asset.body.length;
		entry.gzip += gzipSize(asset.body);
	}
	return totals;
}

// Strings only React's production builds contain (React 19 error URLs, element symbols, fiber keys).
const REACT_MARKERS = [
	'react.dev/errors/',
	'react.transitional.element',
	'__reactFiber$',
	'__reactContainer$',
	'reactjs.org/docs/error-decoder',
];

/** Whether a JavaScript body is (or bundles) React or ReactDOM. */
export function isReactChunk(source: string): boolean {
	return REACT_MARKERS.some((marker) => source.includes(marker));
}

/** URLs of the JavaScript assets that carry React. */
export function reactChunks(assets: LoadedAsset[]): string[] {
	const decoder = new TextDecoder();
	return assets
		.filter((asset) => assetKind(asset.contentType, asset.url) === 'js')
		.filter((asset) => isReactChunk(decoder.decode(asset.body)))
		.map((asset) => asset.url);
}
