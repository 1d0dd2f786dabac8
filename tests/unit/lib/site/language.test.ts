import { describe, expect, it } from 'vitest';
import { detectLanguage, pageLanguage } from '../../../../src/lib/site/language.ts';

describe('detectLanguage', () => {
	it.each<[string, string[], string | null]>([
		['Devanagari text', ['ज्ञान पाठशाला', 'गणित कक्षा 10'], 'hi'],
		['mostly Devanagari with English words', ['NEET जीवविज्ञान टेस्ट सीरीज़', 'हिंदी माध्यम'], 'hi'],
		['mostly English with a Hindi word', ['Sunrise Academy Jaipur', 'Class 10 गणित'], null],
		['Latin only', ['Sunrise Academy', 'JEE Main Test Series'], null],
		['Bengali', ['জ্ঞান পাঠশালা'], 'bn'],
		['Tamil', ['கணிதம் வகுப்பு'], 'ta'],
		['Gujarati', ['ગણિત વર્ગ'], 'gu'],
		['Urdu (Arabic script)', ['ریاضی کی کلاس'], 'ur'],
		['no letters', ['2026 — 10/10', ''], null],
		['no text', [], null],
		// Half is not a majority.
		['an even split', ['abcd', 'अबचद'], null],
		// Letters of other scripts count against a majority, digits and signs do not.
		['accented Latin outweighs Hindi', ['éàüß çñøå', 'गणित'], null],
		['Greek and Cyrillic outweigh Hindi', ['αβγδ', 'жзий', 'गणित'], null],
		['Hindi over signs, digits and punctuation', ['@[`{ 0123456789 !?', 'गणित'], 'hi'],
		['Hindi over one Latin letter of each case edge', ['AZaz', 'गणित कक्षा'], 'hi'],
	])('%s → %s', (_name, texts, expected) => {
		expect(detectLanguage(texts)).toBe(expected);
	});
});

describe('pageLanguage', () => {
	it.each<[string, string | null, string[], { tag: string; source: string }]>([
		['the tenants file wins', 'mr', ['Sunrise Academy'], { tag: 'mr', source: 'tenants file' }],
		['else the text', null, ['गणित कक्षा 10'], { tag: 'hi', source: 'detected' }],
		['else English', null, ['Sunrise Academy'], { tag: 'en', source: 'default' }],
	])('%s', (_name, configured, texts, expected) => {
		expect(pageLanguage(configured, texts)).toEqual(expected);
	});
});
