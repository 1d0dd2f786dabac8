/** scripts/lib/serve/compress-on-request.ts: which encoding a client gets, and which file a URL names. */
import { describe, expect, it } from 'vitest';
import {
	candidateFiles,
	chooseEncoding,
} from '../../../../scripts/lib/serve/compress-on-request.ts';

describe('chooseEncoding', () => {
	it.each([
		['gzip, deflate, br, zstd', 'br'],
		['gzip', 'gzip'],
		['br;q=0, gzip', 'gzip'],
		['BR', 'br'],
		['*', 'br'],
		['gzip;q=0, br;q=0', null],
		['identity', null],
		['', null],
		[undefined, null],
	])('%s → %s', (header, expected) => {
		expect(chooseEncoding(header)).toBe(expected);
	});
});

describe('candidateFiles', () => {
	it.each([
		['/', ['index.html']],
		['/courses/', ['courses/index.html']],
		['/courses', ['courses.html', 'courses/index.html']],
		['/sitemap.xml', ['sitemap.xml']],
		['/more/new%20page/?x=1', ['more/new page/index.html']],
		['/../secret.txt', ['secret.txt']],
		// `..` cannot climb above the site: it is resolved from the site's root.
		['/%2e%2e/%2e%2e/etc/passwd', ['etc/passwd.html', 'etc/passwd/index.html']],
		['/%E0%A4%A', []],
	])('%s → %j', (path, expected) => {
		expect(candidateFiles(path)).toEqual(expected);
	});
});
