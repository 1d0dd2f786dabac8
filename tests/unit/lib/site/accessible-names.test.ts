import { describe, expect, it } from 'vitest';
import { homeLinkLabel, slideLabel } from '../../../../src/lib/site/accessible-names.ts';

describe("accessible names holding the institute's words, in the page's language", () => {
	it.each([
		[0, 4, 'en', '1 of 4'],
		[3, 4, 'en-IN', '4 of 4'],
		[0, 4, 'hi', '4 में से 1'],
		[3, 4, 'hi-IN', '4 में से 4'],
		[0, 1, 'hi', '1 में से 1'],
		// Only Hindi has names of its own; other languages keep the English.
		[1, 3, 'mr', '2 of 3'],
		[1, 3, 'bn', '2 of 3'],
	])('slide %i of %i on a %s page is named %s', (index, count, tag, label) => {
		expect(slideLabel(index, count, tag)).toBe(label);
	});

	it.each([
		['Sunrise Academy', 'en', 'Sunrise Academy, home'],
		['Sunrise Academy', 'en-IN', 'Sunrise Academy, home'],
		['ज्ञान पाठशाला', 'hi', 'ज्ञान पाठशाला, मुखपृष्ठ'],
		['Gyan Pathshala', 'hi-IN', 'Gyan Pathshala, मुखपृष्ठ'],
		['ગુજરાત વિદ્યાલય', 'gu', 'ગુજરાત વિદ્યાલય, home'],
	])('the link home of %s on a %s page is named %s', (name, tag, label) => {
		expect(homeLinkLabel(name, tag)).toBe(label);
	});
});
