// @vitest-environment jsdom
/**
 * The web font loader (src/lib/seo/font-faces.ts `fontLoaderScript`) run as the page runs it:
 * the faces are added after the load event with swap display, never before; without the CSS Font
 * Loading API nothing happens (the fallback stays).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontLoaderScript } from '../../../../src/lib/seo/font-faces.ts';

const SCRIPT = fontLoaderScript([
	['Poppins', '700', '/_astro/poppins-700.woff2'],
	['Open Sans', '400', '/_astro/open-sans-400.woff2'],
]);

class StubFontFace {
	readonly family: string;
	readonly source: string;
	readonly descriptors: FontFaceDescriptors;
	constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
		this.family = family;
		this.source = source;
		this.descriptors = descriptors;
	}
}

function run(readyState: DocumentReadyState) {
	const added: StubFontFace[] = [];
	vi.stubGlobal('FontFace', StubFontFace);
	Object.defineProperty(document, 'fonts', {
		configurable: true,
		value: { add: (face: StubFontFace) => added.push(face) },
	});
	Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
	new Function(SCRIPT)();
	return added;
}

afterEach(() => {
	vi.unstubAllGlobals();
	Reflect.deleteProperty(document, 'fonts');
	Reflect.deleteProperty(document, 'readyState');
});

describe('the web font loader', () => {
	it('adds nothing before the load event, then every face with swap', () => {
		const added = run('interactive');
		expect(added).toEqual([]);
		window.dispatchEvent(new Event('load'));
		expect(added.map((face) => [face.family, face.source, face.descriptors])).toEqual([
			[
				'Poppins',
				'url("/_astro/poppins-700.woff2") format("woff2")',
				{ weight: '700', style: 'normal', display: 'swap' },
			],
			[
				'Open Sans',
				'url("/_astro/open-sans-400.woff2") format("woff2")',
				{ weight: '400', style: 'normal', display: 'swap' },
			],
		]);
		window.dispatchEvent(new Event('load'));
		expect(added).toHaveLength(2);
	});

	it('adds them at once on a page that has already loaded', () => {
		expect(run('complete')).toHaveLength(2);
	});

	it('does nothing without the CSS Font Loading API', () => {
		vi.stubGlobal('FontFace', undefined);
		Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
		expect(() => new Function(SCRIPT)()).not.toThrow();
	});
});
