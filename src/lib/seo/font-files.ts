/**
 * The web fonts whose files the sites serve themselves, each from its Fontsource package: the
 * latin subset in woff2, as one variable file (`@fontsource-variable/*`, weights 400 to 700) where
 * that is smaller than the static files of FONT_WEIGHTS, or else those static files
 * (`@fontsource/*`; Lato has no 600). Each file is imported, so Vite emits it once as a hashed
 * asset under `_astro/`, which every tenant's site shares. The metrics (regular style) size the
 * fallback; they are Capsize's. A family not listed here comes from Google Fonts.
 *
 * To self-host another family: install its package, import its files and metrics here and add its
 * entry (a test checks this list against package.json).
 */
import interVariable from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import lato400 from '@fontsource/lato/files/lato-latin-400-normal.woff2';
import lato700 from '@fontsource/lato/files/lato-latin-700-normal.woff2';
import merriweatherVariable from '@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2';
import montserratVariable from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2';
import nunitoVariable from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2';
import openSansVariable from '@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2';
import poppins400 from '@fontsource/poppins/files/poppins-latin-400-normal.woff2';
import poppins600 from '@fontsource/poppins/files/poppins-latin-600-normal.woff2';
import poppins700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff2';
import ralewayVariable from '@fontsource-variable/raleway/files/raleway-latin-wght-normal.woff2';
import robotoVariable from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2';
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
import type { FontFile, FontMetrics, LocalFallback, SelfHostedFont } from './font-faces.ts';

const variable = (url: string): FontFile[] => [{ weight: '400 700', url }];

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
	{ family: 'Inter', generic: 'sans-serif', metrics: interMetrics, files: variable(interVariable) },
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
		files: variable(merriweatherVariable),
	},
	{
		family: 'Montserrat',
		generic: 'sans-serif',
		metrics: montserratMetrics,
		files: variable(montserratVariable),
	},
	{
		family: 'Nunito',
		generic: 'sans-serif',
		metrics: nunitoMetrics,
		files: variable(nunitoVariable),
	},
	{
		family: 'Open Sans',
		generic: 'sans-serif',
		metrics: openSansMetrics,
		files: variable(openSansVariable),
	},
	{
		family: 'Poppins',
		generic: 'sans-serif',
		metrics: poppinsMetrics,
		files: [
			{ weight: '400', url: poppins400 },
			{ weight: '600', url: poppins600 },
			{ weight: '700', url: poppins700 },
		],
	},
	{
		family: 'Raleway',
		generic: 'sans-serif',
		metrics: ralewayMetrics,
		files: variable(ralewayVariable),
	},
	{
		family: 'Roboto',
		generic: 'sans-serif',
		metrics: robotoMetrics,
		files: variable(robotoVariable),
	},
	{
		family: 'Source Sans Pro',
		generic: 'sans-serif',
		metrics: sourceSansProMetrics,
		files: [
			{ weight: '400', url: sourceSansPro400 },
			{ weight: '600', url: sourceSansPro600 },
			{ weight: '700', url: sourceSansPro700 },
		],
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
