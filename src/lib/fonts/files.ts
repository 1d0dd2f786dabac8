/**
 * The web fonts whose files the sites serve themselves, each from its Fontsource package
 * (`@fontsource/*`): the latin subset in woff2, one static file per weight of FONT_WEIGHTS (families.ts; Lato
 * has no 600). Static files, not a variable one: a page downloads only the weights its text uses,
 * mostly a heading font at 700 and a content font at 400 and 600, which is less than the variable
 * files (`@fontsource-variable/*`) of the same families. Each file is imported, so Vite emits it
 * once as a hashed asset under `_astro/`, which every tenant's site shares. The metrics (regular
 * style) size the fallback; they are Capsize's. A family not listed here comes from Google Fonts.
 *
 * To self-host another family: install its package, import its files and metrics here and add its
 * entry, and its name to PACKAGED_FAMILIES in families.ts (a test checks this list against package.json).
 */
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2';
import lato400 from '@fontsource/lato/files/lato-latin-400-normal.woff2';
import lato700 from '@fontsource/lato/files/lato-latin-700-normal.woff2';
import merriweather400 from '@fontsource/merriweather/files/merriweather-latin-400-normal.woff2';
import merriweather600 from '@fontsource/merriweather/files/merriweather-latin-600-normal.woff2';
import merriweather700 from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2';
import montserrat400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2';
import montserrat600 from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2';
import montserrat700 from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2';
import nunito400 from '@fontsource/nunito/files/nunito-latin-400-normal.woff2';
import nunito600 from '@fontsource/nunito/files/nunito-latin-600-normal.woff2';
import nunito700 from '@fontsource/nunito/files/nunito-latin-700-normal.woff2';
import openSans400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2';
import openSans600 from '@fontsource/open-sans/files/open-sans-latin-600-normal.woff2';
import openSans700 from '@fontsource/open-sans/files/open-sans-latin-700-normal.woff2';
import poppins400 from '@fontsource/poppins/files/poppins-latin-400-normal.woff2';
import poppins600 from '@fontsource/poppins/files/poppins-latin-600-normal.woff2';
import poppins700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff2';
import raleway400 from '@fontsource/raleway/files/raleway-latin-400-normal.woff2';
import raleway600 from '@fontsource/raleway/files/raleway-latin-600-normal.woff2';
import raleway700 from '@fontsource/raleway/files/raleway-latin-700-normal.woff2';
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto600 from '@fontsource/roboto/files/roboto-latin-600-normal.woff2';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';
import sourceSansPro400 from '@fontsource/source-sans-pro/files/source-sans-pro-latin-400-normal.woff2';
import sourceSansPro600 from '@fontsource/source-sans-pro/files/source-sans-pro-latin-600-normal.woff2';
import sourceSansPro700 from '@fontsource/source-sans-pro/files/source-sans-pro-latin-700-normal.woff2';
import interMetrics from '@capsizecss/metrics/inter';
import latoMetrics from '@capsizecss/metrics/lato';
import merriweatherMetrics from '@capsizecss/metrics/merriweather';
import montserratMetrics from '@capsizecss/metrics/montserrat';
import nunitoMetrics from '@capsizecss/metrics/nunito';
import openSansMetrics from '@capsizecss/metrics/openSans';
import poppinsMetrics from '@capsizecss/metrics/poppins';
import ralewayMetrics from '@capsizecss/metrics/raleway';
import robotoMetrics from '@capsizecss/metrics/roboto';
import arialMetrics from '@capsizecss/metrics/arial';
import timesNewRomanMetrics from '@capsizecss/metrics/timesNewRoman';
import type { FontFile, FontMetrics, LocalFallback, SelfHostedFont } from './faces.ts';

/** The static files of the three weights, in order. */
const weights = (regular: string, semiBold: string, bold: string): FontFile[] => [
	{ weight: '400', url: regular },
	{ weight: '600', url: semiBold },
	{ weight: '700', url: bold },
];

// Capsize's collection has only its successor, Source Sans 3 (other vertical metrics): these are
// the served file's, read with @capsizecss/unpack from source-sans-pro-latin-400-normal.woff2.
const sourceSansProMetrics: FontMetrics = {
	ascent: 984,
	descent: -273,
	lineGap: 0,
	unitsPerEm: 1000,
	xWidthAvg: 418,
};

/** The self-hosted families, by the name institutes give them. */
export const SELF_HOSTED_FONTS: readonly SelfHostedFont[] = [
	{
		family: 'Inter',
		generic: 'sans-serif',
		metrics: interMetrics,
		files: weights(inter400, inter600, inter700),
	},
	{
		family: 'Lato',
		generic: 'sans-serif',
		metrics: latoMetrics,
		files: [
			{ weight: '400', url: lato400 },
			{ weight: '700', url: lato700 },
		],
	},
	{
		family: 'Merriweather',
		generic: 'serif',
		metrics: merriweatherMetrics,
		files: weights(merriweather400, merriweather600, merriweather700),
	},
	{
		family: 'Montserrat',
		generic: 'sans-serif',
		metrics: montserratMetrics,
		files: weights(montserrat400, montserrat600, montserrat700),
	},
	{
		family: 'Nunito',
		generic: 'sans-serif',
		metrics: nunitoMetrics,
		files: weights(nunito400, nunito600, nunito700),
	},
	{
		family: 'Open Sans',
		generic: 'sans-serif',
		metrics: openSansMetrics,
		files: weights(openSans400, openSans600, openSans700),
	},
	{
		family: 'Poppins',
		generic: 'sans-serif',
		metrics: poppinsMetrics,
		files: weights(poppins400, poppins600, poppins700),
	},
	{
		family: 'Raleway',
		generic: 'sans-serif',
		metrics: ralewayMetrics,
		files: weights(raleway400, raleway600, raleway700),
	},
	{
		family: 'Roboto',
		generic: 'sans-serif',
		metrics: robotoMetrics,
		files: weights(roboto400, roboto600, roboto700),
	},
	{
		family: 'Source Sans Pro',
		generic: 'sans-serif',
		metrics: sourceSansProMetrics,
		files: weights(sourceSansPro400, sourceSansPro600, sourceSansPro700),
	},
];

/**
 * The system fonts a fallback face stands on: Arial, or the same-metric Liberation Sans on Linux,
 * or Roboto on Android (its average width is Arial's to 0.2%); Times New Roman or Liberation Serif.
 */
export const LOCAL_FALLBACKS: Record<SelfHostedFont['generic'], LocalFallback> = {
	'sans-serif': {
		metrics: arialMetrics,
		regular: ['Arial', 'Liberation Sans', 'Roboto'],
		bold: ['Arial Bold', 'Liberation Sans Bold', 'Roboto Bold'],
	},
	serif: {
		metrics: timesNewRomanMetrics,
		regular: ['Times New Roman', 'Liberation Serif'],
		bold: ['Times New Roman Bold', 'Liberation Serif Bold'],
	},
};
