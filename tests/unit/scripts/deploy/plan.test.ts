import { describe, expect, it } from 'vitest';
import {
	manifestAfter,
	parseManifest,
	planDeploy,
	type LocalFile,
	type Manifest,
} from '../../../../scripts/lib/deploy/plan.ts';

const file = (path: string, sha256 = `sha-${path}`): LocalFile => ({
	path,
	sha256,
	size: 10,
	contentType: 'text/plain',
	cacheControl: 'no-cache',
});
const entry = (path: string, etag: string, sha256 = `sha-${path}`) => ({
	[path]: { sha256, etag, contentType: 'text/plain', cacheControl: 'no-cache' },
});
const manifestOf = (...entries: Record<string, Manifest['files'][string]>[]): Manifest => ({
	version: 1,
	files: Object.assign({}, ...entries),
});
const paths = (files: readonly LocalFile[]) => files.map((each) => each.path);

describe('planDeploy', () => {
	it.each([
		[
			'first deploy (no manifest, empty bucket): everything, assets apart from pages',
			[file('index.html'), file('_astro/a.js'), file('robots.txt')],
			[],
			null,
			{ assets: ['_astro/a.js', 'robots.txt'], pages: ['index.html'], unchanged: [], deletes: [] },
		],
		[
			'nothing changed: nothing to do',
			[file('index.html'), file('_astro/a.js')],
			[
				{ path: 'index.html', etag: '"e1"' },
				{ path: '_astro/a.js', etag: '"e2"' },
			],
			manifestOf(entry('index.html', 'e1'), entry('_astro/a.js', '"e2"')),
			{ assets: [], pages: [], unchanged: ['index.html', '_astro/a.js'], deletes: [] },
		],
		[
			'changed content: uploaded again',
			[file('index.html', 'new'), file('_astro/a.js')],
			[
				{ path: 'index.html', etag: 'e1' },
				{ path: '_astro/a.js', etag: 'e2' },
			],
			manifestOf(entry('index.html', 'e1', 'old'), entry('_astro/a.js', 'e2')),
			{ assets: [], pages: ['index.html'], unchanged: ['_astro/a.js'], deletes: [] },
		],
		[
			'changed headers only: uploaded again',
			[{ ...file('a.xml'), contentType: 'application/xml' }],
			[{ path: 'a.xml', etag: 'e1' }],
			manifestOf(entry('a.xml', 'e1')),
			{ assets: ['a.xml'], pages: [], unchanged: [], deletes: [] },
		],
		[
			'removed files: deleted; dot paths and the manifest are never deleted',
			[file('index.html')],
			[
				{ path: 'index.html', etag: 'e1' },
				{ path: 'old.html', etag: 'e2' },
				{ path: '_astro/old.js', etag: 'e3' },
				{ path: '.deploy-manifest.json', etag: 'e4' },
				{ path: '.well-known/security.txt', etag: 'e5' },
			],
			manifestOf(entry('index.html', 'e1')),
			{ assets: [], pages: [], unchanged: ['index.html'], deletes: ['_astro/old.js', 'old.html'] },
		],
		[
			'no manifest but objects stored (lost manifest): uploaded again, stale ones deleted',
			[file('index.html')],
			[
				{ path: 'index.html', etag: 'e1' },
				{ path: 'gone.html', etag: 'e2' },
			],
			null,
			{ assets: [], pages: ['index.html'], unchanged: [], deletes: ['gone.html'] },
		],
		[
			'stale manifest: the object was deleted behind its back',
			[file('index.html')],
			[],
			manifestOf(entry('index.html', 'e1')),
			{ assets: [], pages: ['index.html'], unchanged: [], deletes: [] },
		],
		[
			'stale manifest: the object was replaced behind its back (another ETag)',
			[file('index.html')],
			[{ path: 'index.html', etag: 'e9' }],
			manifestOf(entry('index.html', 'e1')),
			{ assets: [], pages: ['index.html'], unchanged: [], deletes: [] },
		],
		[
			'an upload the manifest never recorded (deploy stopped before it): uploaded again',
			[file('_astro/b.js')],
			[{ path: '_astro/b.js', etag: 'e1' }],
			manifestOf(),
			{ assets: ['_astro/b.js'], pages: [], unchanged: [], deletes: [] },
		],
	])('%s', (_name, local, remote, manifest, expected) => {
		const plan = planDeploy(local, remote, manifest);
		expect({
			assets: paths(plan.assets),
			pages: paths(plan.pages),
			unchanged: paths(plan.unchanged),
			deletes: plan.deletes,
		}).toEqual(expected);
	});
});

describe('manifestAfter', () => {
	it('records every file with the ETag of its upload, or the listed one when unchanged', () => {
		const local = [file('index.html'), file('_astro/a.js'), file('b.txt')];
		const remote = [
			{ path: '_astro/a.js', etag: '"e2"' },
			{ path: 'old.html', etag: '"e3"' },
		];
		const plan = planDeploy(local, remote, manifestOf(entry('_astro/a.js', 'e2')));
		const uploaded = new Map([
			['index.html', '"n1"'],
			['b.txt', '"n2"'],
		]);
		expect(manifestAfter(plan, remote, uploaded)).toEqual({
			version: 1,
			files: {
				'_astro/a.js': {
					sha256: 'sha-_astro/a.js',
					etag: 'e2',
					contentType: 'text/plain',
					cacheControl: 'no-cache',
				},
				'b.txt': {
					sha256: 'sha-b.txt',
					etag: 'n2',
					contentType: 'text/plain',
					cacheControl: 'no-cache',
				},
				'index.html': {
					sha256: 'sha-index.html',
					etag: 'n1',
					contentType: 'text/plain',
					cacheControl: 'no-cache',
				},
			},
		});
	});
});

describe('parseManifest', () => {
	it.each([
		['not JSON', '{', null],
		['another version', '{"version":2,"files":{}}', null],
		['an entry without its ETag', '{"version":1,"files":{"a":{"sha256":"s"}}}', null],
		['empty', '{"version":1,"files":{}}', { version: 1, files: {} }],
		[
			'one file',
			'{"version":1,"files":{"a.txt":{"sha256":"s","etag":"e","contentType":"t","cacheControl":"c"}}}',
			{
				version: 1,
				files: { 'a.txt': { sha256: 's', etag: 'e', contentType: 't', cacheControl: 'c' } },
			},
		],
	])('%s', (_name, text, expected) => {
		expect(parseManifest(text)).toEqual(expected);
	});
});
