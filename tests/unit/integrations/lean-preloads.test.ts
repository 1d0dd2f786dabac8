/**
 * Lean preload lists (src/integrations/lean-preloads.ts): a dynamic import lists only the chunks
 * its importer has not already loaded through its own static imports, and nothing when the
 * imported chunk alone is left. A build with the plugin keeps the lists in that shape.
 */
import { describe, expect, it } from 'vitest';
import { leanPreloads, unloadedDependencies } from '../../../src/integrations/lean-preloads.ts';
import type { ImportGraph } from '../../../src/integrations/island-preload.ts';

const graph = (entries: Record<string, string[]>): ImportGraph => new Map(Object.entries(entries));

// A login-like build: the form's chunk imports the shell, the kit and the forms chunk statically,
// and imports its requests module dynamically, which needs the screen texts and the kit.
const LOGIN = graph({
	'login.js': ['shell.js', 'kit.js', 'forms.js'],
	'kit.js': ['shell.js', 'runtime.js'],
	'forms.js': ['react.js'],
	'shell.js': [],
	'runtime.js': [],
	'react.js': [],
	'requests.js': ['shell.js', 'kit.js', 'screen.js', 'auth.js'],
	'screen.js': [],
	'auth.js': ['kit.js'],
	'header.js': ['shell.js'],
	'notices.js': ['kit.js', 'shell.js'],
});

describe('unloadedDependencies', () => {
	it.each([
		[
			'drops what the importer imports, directly or through another chunk',
			'login.js',
			'requests.js',
			[
				'requests.js',
				'shell.js',
				'kit.js',
				'runtime.js',
				'screen.js',
				'auth.js',
				'react.js',
				'forms.js',
			],
			['requests.js', 'screen.js', 'auth.js'],
		],
		[
			'keeps every chunk the importer has not loaded',
			'header.js',
			'notices.js',
			['notices.js', 'kit.js', 'runtime.js', 'shell.js'],
			['notices.js', 'kit.js', 'runtime.js'],
		],
		[
			'lists nothing when only the imported chunk is left',
			'login.js',
			'screen.js',
			['screen.js', 'shell.js', 'kit.js'],
			[],
		],
		['keeps an empty list empty', 'login.js', 'screen.js', [], []],
		[
			'keeps names the graph does not know (another build output)',
			'login.js',
			'requests.js',
			['requests.js', 'x.css'],
			['requests.js', 'x.css'],
		],
		[
			'an importer the graph does not know has loaded nothing but itself',
			'unknown.js',
			'requests.js',
			['requests.js', 'shell.js'],
			['requests.js', 'shell.js'],
		],
	])('%s', (_name, importer, target, deps, expected) => {
		expect(unloadedDependencies(LOGIN, importer, target, deps)).toEqual(expected);
	});
});

describe('leanPreloads', () => {
	type Hook = (...args: unknown[]) => unknown;
	const plugin = leanPreloads();
	const configEnvironment = plugin.configEnvironment as Hook;
	const generateBundle = (plugin.generateBundle as { handler: Hook }).handler;

	it('sets the lists of the browser build only, keeping the polyfill off', () => {
		expect(configEnvironment('ssr', {})).toBeNull();
		const config = configEnvironment('client', {}) as {
			build: { modulePreload: { polyfill: boolean; resolveDependencies: Hook } };
		};
		expect(config.build.modulePreload.polyfill).toBe(false);
	});

	it('answers from the bundle it saw, for imports from scripts; an HTML host keeps its list', () => {
		const config = configEnvironment('client', {}) as {
			build: { modulePreload: { resolveDependencies: Hook } };
		};
		const resolve = config.build.modulePreload.resolveDependencies;
		generateBundle.call(
			{},
			{},
			{
				'login.js': { type: 'chunk', fileName: 'login.js', imports: ['shell.js'] },
				'shell.js': { type: 'chunk', fileName: 'shell.js', imports: [] },
				'logo.svg': { type: 'asset', fileName: 'logo.svg' },
			},
		);
		expect(
			resolve('requests.js', ['requests.js', 'shell.js', 'screen.js'], {
				hostId: 'login.js',
				hostType: 'js',
			}),
		).toEqual(['requests.js', 'screen.js']);
		expect(
			resolve('requests.js', ['requests.js', 'shell.js'], {
				hostId: 'index.html',
				hostType: 'html',
			}),
		).toEqual(['requests.js', 'shell.js']);
	});
});
