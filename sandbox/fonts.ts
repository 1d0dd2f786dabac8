/**
 * A stand-in for the Google Fonts CSS2 API, so a build against the sandbox self-hosts its theme
 * fonts without the internet: `GET /fonts/css2?family=<Family>:wght@400;600;700` answers
 * `@font-face` rules as Google does for a current browser (one per subset and weight, each with
 * its `unicode-range`), whose files are `GET /fonts/files/<subset>.woff2` on the sandbox itself.
 * Any family gets the same three files (Poppins' devanagari, latin-ext and latin subsets, see
 * README.md), every weight the same file, as Google serves a variable font.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Route } from './context.ts';
import { HttpError, type Reply } from './http.ts';

const FONTS_DIR = join(import.meta.dirname, 'static', 'fonts');

// Google's subsets of a Devanagari family, in the order its stylesheet lists them.
const SUBSETS: ReadonlyArray<readonly [name: string, range: string]> = [
	[
		'devanagari',
		'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09',
	],
	[
		'latin-ext',
		'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
	],
	[
		'latin',
		'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
	],
];

// `Noto Sans Devanagari:wght@400;600;700`: the family and its weights (400 when none are named).
const FAMILY = /^([\p{L}\p{N} -]{1,60})(?::wght@(\d{3}(?:;\d{3})*))?$/u;

/** The stylesheet the stand-in answers for `family` parameters, with files on `origin`. */
export function fontsStylesheet(families: readonly string[], origin: string): string {
	const rules: string[] = [];
	for (const value of families) {
		const match = FAMILY.exec(value);
		if (!match) throw new HttpError(400, `Bad family parameter ${JSON.stringify(value)}`);
		const weights = match[2]?.split(';') ?? ['400'];
		for (const [subset, range] of SUBSETS) {
			for (const weight of weights) {
				rules.push(
					`/* ${subset} */\n@font-face {\n  font-family: '${match[1]}';\n  font-style: normal;\n  font-weight: ${weight};\n  font-display: swap;\n  src: url(${origin}/fonts/files/${subset}.woff2) format('woff2');\n  unicode-range: ${range};\n}\n`,
				);
			}
		}
	}
	return rules.join('');
}

/** Sandbox-only routes of the fonts stand-in (no Source header, no faults). */
export const fontRoutes: Route[] = [
	{
		method: 'GET',
		path: '/fonts/css2',
		spelling: 'status_code',
		handle(ctx): Reply {
			const families = ctx.url.searchParams.getAll('family');
			if (families.length === 0) throw new HttpError(400, "Missing query parameter 'family'");
			return {
				kind: 'text',
				status: 200,
				contentType: 'text/css; charset=utf-8',
				body: fontsStylesheet(families, ctx.url.origin),
			};
		},
	},
	{
		method: 'GET',
		path: '/fonts/files/:file',
		spelling: 'status_code',
		async handle(ctx): Promise<Reply> {
			const subset = /^([a-z-]+)\.woff2$/.exec(ctx.params['file'] ?? '')?.[1];
			if (!subset || !SUBSETS.some(([name]) => name === subset))
				throw new HttpError(404, 'No such font file');
			const body = await readFile(join(FONTS_DIR, `${subset}.woff2`));
			return { kind: 'text', status: 200, contentType: 'font/woff2', body };
		},
	},
];
