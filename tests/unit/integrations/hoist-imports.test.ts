/**
 * Hoisting an entry's transitive imports (src/integrations/hoist-imports.ts): the chunks come in
 * the order they were evaluated before (depth-first post-order), each once, and an entry that
 * already imports everything it needs is left as it is.
 */
import { describe, expect, it } from 'vitest';
import {
	evaluationOrder,
	hoistedImportLines,
	type ImportGraph,
} from '../../../src/integrations/hoist-imports.ts';

const graph = (entries: Record<string, string[]>): ImportGraph => new Map(Object.entries(entries));

describe('evaluationOrder', () => {
	it.each([
		['a chain', { e: ['a'], a: ['b'], b: [] }, ['b', 'a']],
		[
			'two branches in import order',
			{ e: ['a', 'c'], a: ['d'], c: ['b'], b: [], d: [] },
			['d', 'a', 'b', 'c'],
		],
		[
			'a shared chunk once, where it first ran',
			{ e: ['a', 'b'], a: ['s'], b: ['s'], s: [] },
			['s', 'a', 'b'],
		],
		['a cycle back to the entry', { e: ['a'], a: ['e'] }, ['a']],
		['an unknown name (an asset)', { e: ['a', 'x.css'], a: [] }, ['a']],
	])('%s', (_name, entries, order) => {
		expect(evaluationOrder(graph(entries), 'e')).toEqual(order);
	});
});

describe('hoistedImportLines', () => {
	it('names every chunk at the top, relative to the entry folder', () => {
		const chunks = graph({
			'_astro/entry.js': ['_astro/store.js'],
			'_astro/store.js': ['_astro/request.js'],
			'_astro/request.js': ['_astro/basics.js'],
			'_astro/basics.js': [],
		});
		expect(hoistedImportLines(chunks, '_astro/entry.js')).toBe(
			'import"./basics.js";import"./request.js";import"./store.js";',
		);
	});

	it('leaves an entry that already imports every chunk it needs', () => {
		const chunks = graph({
			'_astro/entry.js': ['_astro/a.js', '_astro/b.js'],
			'_astro/a.js': [],
			'_astro/b.js': [],
		});
		expect(hoistedImportLines(chunks, '_astro/entry.js')).toBe('');
	});
});
