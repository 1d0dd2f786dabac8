/**
 * scripts/lib/deploy/release-manifest.ts: which releases the bucket keeps, which live files and
 * archived copies may be deleted, and how --list shows them (what a rollback goes back to is
 * releases/history.ts's, tested beside it).
 */
import { describe, expect, it } from 'vitest';
import {
	formatReleaseList,
	isShared,
	keptReleases,
	liveDeletes,
	missingArchive,
	parseReleaseManifest,
	recordRelease,
	retainedPaths,
	sameFiles,
	staleArchive,
	type BucketRelease,
	type ReleaseManifest,
} from '../../../../scripts/lib/deploy/release-manifest.ts';

const entry = (sha256: string) => ({ sha256, etag: 'e', contentType: 't', cacheControl: 'c' });
const release = (id: string, ...paths: string[]): BucketRelease => ({
	id,
	key: `key-${id}`,
	builtAt: null,
	deployedAt: `2026-01-0${id.length}T00:00:00.000Z`,
	files: Object.fromEntries(paths.map((path) => [path, entry(`sha-${path}`)])),
});
const manifestOf = (live: string | null, ...releases: BucketRelease[]): ReleaseManifest => ({
	version: 1,
	live,
	releases,
});
const ids = (releases: readonly BucketRelease[]) => releases.map((each) => each.id);
const r = (id: string) => release(id, 'index.html');

describe('isShared', () => {
	it.each([
		['_astro/app.abc.js', true],
		['_img/3f9c-800.webp', true],
		['index.html', false],
		['sitemap.xml', false],
		['robots.txt', false],
		['courses/_astro/x.js', false],
	])('%s: %s', (path, shared) => {
		expect(isShared(path)).toBe(shared);
	});
});

describe('keptReleases', () => {
	it.each([
		['fewer than five: all', ['1', '2', '3'], '3', 5, ['1', '2', '3']],
		['six: the newest five', ['1', '2', '3', '4', '5', '6'], '6', 5, ['2', '3', '4', '5', '6']],
		[
			'an older live one stays too',
			['1', '2', '3', '4', '5', '6'],
			'1',
			5,
			['1', '2', '3', '4', '5', '6'],
		],
		['keep two', ['1', '2', '3'], '3', 2, ['2', '3'], null],
		['no live one', ['1', '2', '3'], null, 2, ['2', '3'], null],
		[
			'the one a rollback goes back to stays too',
			['1', '2', '3', '4', '5', '6'],
			'6',
			5,
			['1', '2', '3', '4', '5', '6'],
			'1',
		],
	])('%s', (_name, all, live, keep, expected, back = null) => {
		expect(ids(keptReleases(all.map(r), live, keep, back))).toEqual(expected);
	});
});

describe('recordRelease', () => {
	it.each([
		['the first release', null, '1', ['1'], '1'],
		[
			'a new release goes last and live',
			manifestOf('2', r('1'), r('2')),
			'3',
			['1', '2', '3'],
			'3',
		],
		[
			'a kept release goes live in its place',
			manifestOf('3', r('1'), r('2'), r('3')),
			'1',
			['1', '2', '3'],
			'1',
		],
		[
			'the sixth drops the oldest',
			manifestOf('5', r('1'), r('2'), r('3'), r('4'), r('5')),
			'6',
			['2', '3', '4', '5', '6'],
			'6',
		],
	])('%s', (_name, manifest, id, expected, live) => {
		const next = recordRelease(manifest, r(id));
		expect([ids(next.releases), next.live]).toEqual([expected, live]);
	});
});

describe('which files may be deleted', () => {
	const manifest = manifestOf(
		'3',
		release('2', 'index.html', '_astro/old.js', '_img/a-400.webp', 'old/index.html'),
		release('3', 'index.html', '_astro/new.js'),
	);

	it('keeps the shared assets of every kept release at their live keys', () => {
		expect([...retainedPaths(manifest)].sort()).toEqual([
			'_astro/new.js',
			'_astro/old.js',
			'_img/a-400.webp',
		]);
	});

	it.each([
		['an asset an older kept release needs stays', ['_astro/old.js'], []],
		['an asset no kept release needs goes', ['_astro/gone.js'], ['_astro/gone.js']],
		['an older page goes (it is archived)', ['old/index.html'], ['old/index.html']],
		['a mix', ['_img/a-400.webp', '_img/b-400.webp', 'a.txt'], ['_img/b-400.webp', 'a.txt']],
	])('%s', (_name, candidates, expected) => {
		expect(liveDeletes(candidates, manifest)).toEqual(expected);
	});

	it.each([
		['copies of kept releases stay', ['2/index.html', '3/index.html'], []],
		[
			'copies of a dropped release go',
			['1/index.html', '1/a/b.html', '2/index.html'],
			['1/index.html', '1/a/b.html'],
		],
		['the manifest itself stays', ['manifest.json'], []],
	])('archive: %s', (_name, archived, expected) => {
		expect(staleArchive(archived, manifest)).toEqual(expected);
	});

	it('archives only the changeable files, those not copied yet', () => {
		const two = release('2', 'index.html', 'sitemap.xml', '_astro/a.js', 'old/index.html');
		expect(missingArchive(two, new Set(['2/index.html', '1/sitemap.xml']))).toEqual([
			'old/index.html',
			'sitemap.xml',
		]);
	});
});

describe('sameFiles', () => {
	it.each([
		['same paths and content', { a: entry('1') }, { a: { ...entry('1'), etag: 'other' } }, true],
		['changed content', { a: entry('1') }, { a: entry('2') }, false],
		['a file more', { a: entry('1') }, { a: entry('1'), b: entry('2') }, false],
		['another path', { a: entry('1') }, { b: entry('1') }, false],
	])('%s: %s', (_name, a, b, same) => {
		expect(sameFiles(a, b)).toBe(same);
	});
});

describe('parseReleaseManifest', () => {
	it.each([
		['not JSON', '{', null],
		['another version', '{"version":2,"live":null,"releases":[]}', null],
		['a release without files', '{"version":1,"live":"1","releases":[{"id":"1"}]}', null],
		['empty', '{"version":1,"live":null,"releases":[]}', manifestOf(null)],
	])('%s', (_name, text, expected) => {
		expect(parseReleaseManifest(text)).toEqual(expected);
	});

	it('reads back what is stored', () => {
		const manifest = manifestOf('1', r('1'));
		expect(parseReleaseManifest(JSON.stringify(manifest))).toEqual(manifest);
	});
});

describe('formatReleaseList', () => {
	it('one line a release, oldest first, the live one marked', () => {
		expect(formatReleaseList('a.in', manifestOf('22', r('1'), r('22')))).toEqual([
			'a.in: 2 release(s) in the bucket, oldest first',
			'  1  2026-01-01T00:00:00.000Z  unknown  code unknown  pages not recorded',
			'* 22  2026-01-02T00:00:00.000Z  unknown  code unknown  pages not recorded  (live)',
			'A rollback goes back to 1 (by release order: no history of what was live before).',
		]);
	});

	it('says when there is none', () => {
		expect(formatReleaseList('a.in', null)).toEqual(['a.in: no releases in the bucket']);
	});
});
