// @vitest-environment jsdom
/**
 * The web font loader (src/lib/fonts/faces.ts `fontLoaderScript`) run as the page runs it.
 * First visit: nothing before the load event nor in the 1.5 s after it, then (when idle) every
 * face is fetched (load()) but never added to the page, and the set is noted as cached. A later page: the faces are added at once with
 * `display: optional`. Without the CSS Font Loading API, or with storage refused, nothing applies.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontLoaderScript } from '../../../../src/lib/fonts/faces.ts';

const SCRIPT = fontLoaderScript(
	[
		['Poppins', '700', '/_astro/poppins-700.woff2'],
		['Open Sans', '400', '/_astro/open-sans-400.woff2'],
	],
	'set-1',
);

const loaded: string[] = [];
class StubFontFace {
	readonly family: string;
	readonly source: string;
	readonly descriptors: FontFaceDescriptors;
	constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
		this.family = family;
		this.source = source;
		this.descriptors = descriptors;
	}
	load() {
		loaded.push(this.family);
		return Promise.resolve(this);
	}
}

let added: StubFontFace[] = [];
function run(readyState: DocumentReadyState) {
	Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
	// eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script under test
	new Function(SCRIPT)();
}
const settle = () => new Promise((done) => setTimeout(done));

beforeEach(() => {
	added = [];
	loaded.length = 0;
	localStorage.clear();
	vi.stubGlobal('FontFace', StubFontFace);
	Object.defineProperty(document, 'fonts', {
		configurable: true,
		value: { add: (face: StubFontFace) => added.push(face) },
	});
});
afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
	Reflect.deleteProperty(document, 'fonts');
	Reflect.deleteProperty(document, 'readyState');
});

describe('the web font loader', () => {
	it('first visit: fetches every face 1.5 s after load, applies none, notes the set as cached', async () => {
		vi.useFakeTimers();
		try {
			run('interactive');
			expect(loaded).toEqual([]);
			window.dispatchEvent(new Event('load'));
			await vi.advanceTimersByTimeAsync(1499);
			expect(loaded).toEqual([]);
			await vi.advanceTimersByTimeAsync(1);
			expect(loaded).toEqual(['Poppins', 'Open Sans']);
			expect(added).toEqual([]);
			expect(localStorage.getItem('webFontsWarm')).toBe('set-1');
		} finally {
			vi.useRealTimers();
		}
	});

	it('first visit: waits for an idle moment after the 1.5 s, at most 1 s more', async () => {
		vi.useFakeTimers();
		const idle: Array<{ callback: () => void; timeout: number | undefined }> = [];
		vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) =>
			idle.push({ callback, timeout: options?.timeout }),
		);
		try {
			run('complete');
			await vi.advanceTimersByTimeAsync(1500);
			expect(loaded).toEqual([]);
			expect(idle.map((entry) => entry.timeout)).toEqual([1000]);
			idle[0]!.callback();
			await vi.advanceTimersByTimeAsync(0);
			expect(loaded).toEqual(['Poppins', 'Open Sans']);
		} finally {
			vi.useRealTimers();
		}
	});

	it('a later page: adds every face at once, optional, fetching nothing itself', () => {
		localStorage.setItem('webFontsWarm', 'set-1');
		run('loading');
		expect(added.map((face) => [face.family, face.source, face.descriptors])).toEqual([
			[
				'Poppins',
				'url("/_astro/poppins-700.woff2") format("woff2")',
				{ weight: '700', style: 'normal', display: 'optional' },
			],
			[
				'Open Sans',
				'url("/_astro/open-sans-400.woff2") format("woff2")',
				{ weight: '400', style: 'normal', display: 'optional' },
			],
		]);
		expect(loaded).toEqual([]);
	});

	it('another set of files (a new font) warms the cache again', async () => {
		vi.useFakeTimers();
		localStorage.setItem('webFontsWarm', 'set-0');
		run('complete');
		await vi.advanceTimersByTimeAsync(1500);
		vi.useRealTimers();
		expect(added).toEqual([]);
		expect(loaded).toHaveLength(2);
		expect(localStorage.getItem('webFontsWarm')).toBe('set-1');
	});

	it('with storage refused, keeps the fallback and throws nothing', async () => {
		vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
			throw new Error('denied');
		});
		vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
			throw new Error('denied');
		});
		expect(() => run('complete')).not.toThrow();
		await settle();
		expect(added).toEqual([]);
	});

	it('does nothing without the CSS Font Loading API', () => {
		vi.stubGlobal('FontFace', undefined);
		expect(() => run('complete')).not.toThrow();
		expect(added).toEqual([]);
		expect(loaded).toEqual([]);
	});
});
