import { describe, expect, it } from 'vitest';
import {
	fallbackName,
	fallbackOverrides,
	fallbackFaceCss,
	fontLoaderScript,
	webFontFaces,
	type LocalFallback,
	type SelfHostedFont,
} from '../../../../src/lib/fonts/faces.ts';

// Arial's and Times New Roman's metrics as Capsize publishes them.
const ARIAL = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };
const TIMES = { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832 };

const SANS: LocalFallback = {
	metrics: ARIAL,
	regular: ['Arial', 'Liberation Sans'],
	bold: ['Arial Bold', 'Liberation Sans Bold'],
};

describe('fallbackOverrides', () => {
	it.each([
		[
			'a wide sans over Arial',
			{ ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2000, xWidthAvg: 1000 },
			ARIAL,
			'size-adjust:112.16%;ascent-override:84.7%;descent-override:22.29%;line-gap-override:0%',
		],
		[
			'a narrow serif with a line gap over Times New Roman',
			{ ascent: 1000, descent: -250, lineGap: 100, unitsPerEm: 1000, xWidthAvg: 400 },
			TIMES,
			'size-adjust:98.46%;ascent-override:101.56%;descent-override:25.39%;line-gap-override:10.16%',
		],
		[
			'the fallback itself: no resize',
			ARIAL,
			ARIAL,
			'size-adjust:100%;ascent-override:90.53%;descent-override:21.19%;line-gap-override:3.27%',
		],
	])('%s', (_name, font, fallback, expected) => {
		expect(fallbackOverrides(font, fallback)).toBe(expected);
	});
});

describe('fallbackFaceCss, webFontFaces and fontLoaderScript', () => {
	const font = (files: SelfHostedFont['files']): SelfHostedFont => ({
		family: 'Open Sans',
		generic: 'sans-serif',
		metrics: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2000, xWidthAvg: 1000 },
		files,
	});
	const FALLBACK_FACES =
		'@font-face{font-family:"Open Sans fallback";font-style:normal;font-weight:400;src:local("Arial"),local("Liberation Sans");size-adjust:112.16%;ascent-override:84.7%;descent-override:22.29%;line-gap-override:0%}' +
		'@font-face{font-family:"Open Sans fallback";font-style:normal;font-weight:700;src:local("Arial Bold"),local("Liberation Sans Bold");size-adjust:112.16%;ascent-override:84.7%;descent-override:22.29%;line-gap-override:0%}';

	it('the page CSS holds only the fallback faces: no font file is requested before load', () => {
		const css = fallbackFaceCss(font([{ weight: '400', url: '/_astro/a.woff2' }]), SANS);
		expect(css).toBe(FALLBACK_FACES);
		expect(css).not.toContain('url(');
	});

	it.each([
		[
			'static files, one face a weight',
			[
				{ weight: '400', url: '/_astro/a.woff2' },
				{ weight: '700', url: '/_astro/b.woff2' },
			],
			[
				['Open Sans', '400', '/_astro/a.woff2'],
				['Open Sans', '700', '/_astro/b.woff2'],
			],
		],
		[
			'a variable file, one face for the range',
			[{ weight: '400 700', url: '/_astro/v.woff2' }],
			[['Open Sans', '400 700', '/_astro/v.woff2']],
		],
	])('web font faces: %s', (_name, files, expected) => {
		expect(webFontFaces(font(files))).toEqual(expected);
	});

	it('the loader script, exactly', () => {
		expect(fontLoaderScript([['Open Sans', '400', '/_astro/a.woff2']], 'set1')).toBe(
			`(()=>{const F=[["Open Sans","400","/_astro/a.woff2"]],K="webFontsWarm",H="set1",d=document;if(!d.fonts||typeof FontFace!=='function')return;const m=()=>F.map(([f,w,u])=>new FontFace(f,'url("'+u+'") format("woff2")',{weight:w,style:'normal',display:'optional'}));let w=!1;try{w=localStorage.getItem(K)===H}catch{}if(w){for(const x of m())d.fonts.add(x);return}const a=()=>Promise.all(m().map(x=>x.load())).then(()=>{try{localStorage.setItem(K,H)}catch{}},()=>{}),l=()=>setTimeout(()=>{const i=window.requestIdleCallback;i?i(a,{timeout:1000}):a()},1500);d.readyState==='complete'?l():addEventListener('load',l,{once:true})})();`,
		);
	});

	it('escapes < in a face so the script element cannot be closed early', () => {
		expect(fontLoaderScript([['A</script>', '400', '/x.woff2']], 's')).toContain(
			'A\\u003c/script>',
		);
	});

	it('names the fallback after the family', () => {
		expect(fallbackName('Source Sans Pro')).toBe('Source Sans Pro fallback');
	});
});
