import { describe, expect, it } from 'vitest';
import { normaliseDomain } from '../../../../src/lib/lms/domain.ts';

describe('normaliseDomain', () => {
	it.each([
		['sunrise-academy.in', 'sunrise-academy.in'],
		['Sunrise-Academy.IN', 'sunrise-academy.in'],
		['www.sunrise-academy.in', 'sunrise-academy.in'],
		['WWW.sunrise-academy.in', 'sunrise-academy.in'],
		['sunrise-academy.in:4321', 'sunrise-academy.in'],
		['sunrise-academy.in:', 'sunrise-academy.in'],
		['sunrise-academy.in.', 'sunrise-academy.in'],
		['www.sunrise-academy.in.:443', 'sunrise-academy.in'],
		['  sunrise-academy.in  ', 'sunrise-academy.in'],
		['https://www.sunrise-academy.in/courses?x=1', 'sunrise-academy.in'],
		['http://sunrise-academy.in:8080#top', 'sunrise-academy.in'],
		['sunrise-academy.in/path', 'sunrise-academy.in'],
		// Only a leading `www.` is the prefix; other labels that contain it stay.
		['wwwsunrise.in', 'wwwsunrise.in'],
		['shop.www.sunrise.in', 'shop.www.sunrise.in'],
		['sub.sunrise-academy.in', 'sub.sunrise-academy.in'],
		['', ''],
	])('%j → %j', (host, expected) => {
		expect(normaliseDomain(host)).toBe(expected);
	});
});
