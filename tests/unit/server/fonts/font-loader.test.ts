import { describe, expect, it } from 'vitest';
import { fontTheme } from '../../fixtures/fonts.ts';
import { selfHostedFontLoader } from '../../../../src/server/fonts/font-loader.ts';

const theme = fontTheme;

describe('selfHostedFontLoader', () => {
	const faces = (script: string | null) =>
		script === null
			? null
			: (JSON.parse(/const F=(\[.*?\]\]),K=/.exec(script)![1]!) as string[][]).map(
					([family, weight, url]) => `${family} ${weight} ${/\.woff2$/.test(url!) ? 'woff2' : url}`,
				);

	it.each([
		[
			'two self-hosted families: every file of each',
			theme('Merriweather', 'Source Sans Pro'),
			[
				'Merriweather 400 woff2',
				'Merriweather 600 woff2',
				'Merriweather 700 woff2',
				'Source Sans Pro 400 woff2',
				'Source Sans Pro 600 woff2',
				'Source Sans Pro 700 woff2',
			],
		],
		['Lato, which has no 600', theme('Lato', null), ['Lato 400 woff2', 'Lato 700 woff2']],
		['only a family without a package: no loader', theme('Karla', null), null],
		['default theme: no loader', theme(null, null), null],
	])('%s', (_name, value, expected) => {
		expect(faces(selfHostedFontLoader(value))).toEqual(expected);
	});
});
