import { describe, expect, it } from 'vitest';
import {
	calendarDate,
	dateLocale,
	formatCount,
	isEnglish,
	isHindi,
	numberLocale,
	partLanguages,
	siteLanguages,
} from '../../../../src/lib/site/locale.ts';

describe('isEnglish', () => {
	it.each([
		['en', true],
		['en-IN', true],
		['EN-gb', true],
		['hi', false],
		['hi-IN', false],
		['mr', false],
		['eng', false],
	])('%s → %s', (tag, expected) => {
		expect(isEnglish(tag)).toBe(expected);
	});
});

describe('isHindi', () => {
	it.each([
		['hi', true],
		['hi-IN', true],
		['HI-in', true],
		['en', false],
		['mr', false],
		['hin', false],
	])('%s → %s', (tag, expected) => {
		expect(isHindi(tag)).toBe(expected);
	});
});

describe('partLanguages', () => {
	it.each([
		// An English page: every part inherits <html lang="en">, no attribute anywhere.
		['en', { page: 'en', fixed: undefined, content: undefined }],
		['en-IN', { page: 'en-IN', fixed: undefined, content: undefined }],
		// A Hindi page: the fixed texts say English, the institute's words inside them Hindi again.
		['hi', { page: 'hi', fixed: 'en', content: 'hi' }],
		['bn-IN', { page: 'bn-IN', fixed: 'en', content: 'bn-IN' }],
	])('%s', (tag, expected) => {
		expect(partLanguages(tag)).toEqual(expected);
	});

	it('reads a site without a language as English', () => {
		expect(siteLanguages({})).toEqual({ page: 'en', fixed: undefined, content: undefined });
		expect(siteLanguages({ language: { tag: 'hi', source: 'detected' } })).toEqual({
			page: 'hi',
			fixed: 'en',
			content: 'hi',
		});
	});
});

describe('date and number locales', () => {
	it.each([
		['en', 'en-GB', 'en-IN'],
		['en-US', 'en-GB', 'en-IN'],
		['hi', 'hi', 'hi'],
		['mr-IN', 'mr-IN', 'mr-IN'],
	])('%s: dates %s, numbers %s', (tag, dates, numbers) => {
		expect(dateLocale(tag)).toBe(dates);
		expect(numberLocale(tag)).toBe(numbers);
	});
});

describe('calendarDate', () => {
	it.each<[string, string | null | undefined, string, string | null]>([
		// English: the same three-letter months in every browser.
		['English', '2026-11-23', 'en', '23 Nov 2026'],
		['English, September', '2025-09-30', 'en-IN', '30 Sep 2025'],
		['a time after the date is ignored', '2026-01-05T23:30:00Z', 'en', '5 Jan 2026'],
		// The page's locale otherwise: Hindi keeps Latin digits, Marathi and Bengali write their own.
		['Hindi', '2026-11-23', 'hi', '23 नव॰ 2026'],
		['Marathi', '2026-11-23', 'mr', '२३ नोव्हें, २०२६'],
		['Bengali', '2026-11-23', 'bn', '২৩ নভে, ২০২৬'],
		['not a calendar date', '2025-02-30', 'hi', null],
		['another shape', '23-11-2026', 'en', null],
		['absent', null, 'en', null],
	])('%s', (_name, value, tag, expected) => {
		expect(calendarDate(value, tag)).toBe(expected);
	});
});

describe('formatCount', () => {
	it.each([
		['en', 123456, '1,23,456'],
		['en-GB', 1234, '1,234'],
		['hi', 123456, '1,23,456'],
		['mr', 123456, '१,२३,४५६'],
		['bn', 7, '৭'],
	])('%s: %d → %s', (tag, count, expected) => {
		expect(formatCount(count, tag)).toBe(expected);
	});
});
