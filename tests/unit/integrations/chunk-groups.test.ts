/**
 * The client build's chunk groups by import rule (src/integrations/chunk-groups.ts): closures of
 * a few roots, and the modules two islands of one feature share, on a small source tree.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
	chunkGroups,
	closure,
	sharedIn,
	sourceGraph,
} from '../../../src/integrations/chunk-groups.ts';

const root = mkdtempSync(join(tmpdir(), 'chunk-groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tree: Record<string, string> = {
	'src/pages/cart.astro':
		"---\nimport Cart from '../components/cart/Cart.tsx';\n---\n<Cart client:load />",
	'src/pages/orders.astro':
		"---\nimport Orders from '../components/dashboard/Orders.tsx';\n---\n<Orders client:load />",
	'src/components/cart/Cart.tsx':
		"import { Line } from './Line.tsx';\nimport './cart.css';\nimport { $cart } from '../../stores/cart-page.ts';\nimport { hook } from './hooks.ts';\nconst Dialog = () => import('./Dialog.tsx');",
	'src/components/cart/Dialog.tsx':
		"import { Line } from './Line.tsx';\nimport './cart.css';\nimport { uses } from './Uses.tsx';",
	'src/components/cart/Line.tsx':
		"import type { Item } from '../../lib/types.ts';\nexport const Line = 1;",
	'src/components/cart/Only.tsx': 'export const only = 1;',
	'src/components/cart/hooks.ts':
		"import { useState } from 'react';\nimport type { X } from 'react';\nexport const hook = useState;",
	'src/components/cart/Uses.tsx': "import { hook } from './hooks.ts';\nexport const uses = hook;",
	'src/components/cart/cart.css': '',
	'src/components/dashboard/Orders.tsx': "export { $cart } from '../../stores/cart-page.ts';",
	'src/stores/cart-page.ts':
		"import { rules } from '../lib/rules.ts';\nexport const $cart = rules;",
	'src/lib/rules.ts': "import { money } from './money.ts';\nexport const rules = money;",
	'src/lib/money.ts': 'export const money = 1;',
	'src/lib/types.ts': 'export interface Item { id: number }',
};
for (const [file, text] of Object.entries(tree)) {
	mkdirSync(dirname(join(root, file)), { recursive: true });
	writeFileSync(join(root, file), text);
}
const graph = sourceGraph(root);

describe('the source graph', () => {
	it('takes static imports, not type-only ones, and counts islands and import() targets as entries', () => {
		expect(graph.imports.get('src/components/cart/Line.tsx')).toEqual([]);
		expect(graph.imports.get('src/components/cart/Cart.tsx')).toEqual([
			'src/components/cart/Line.tsx',
			'src/components/cart/cart.css',
			'src/stores/cart-page.ts',
			'src/components/cart/hooks.ts',
		]);
		expect([...graph.entries].sort()).toEqual([
			'src/components/cart/Cart.tsx',
			'src/components/cart/Dialog.tsx',
			'src/components/dashboard/Orders.tsx',
		]);
	});

	it('a closure follows static imports only', () => {
		expect([...closure(graph, ['src/stores/cart-page.ts'])].sort()).toEqual([
			'src/lib/money.ts',
			'src/lib/rules.ts',
			'src/stores/cart-page.ts',
		]);
		expect(
			closure(graph, ['src/components/cart/Cart.tsx']).has('src/components/cart/Dialog.tsx'),
		).toBe(false);
	});

	it("a feature's shared modules are those two of its entries import", () => {
		expect([...sharedIn(graph, 'src/components/cart')].sort()).toEqual([
			'src/components/cart/Line.tsx',
			'src/components/cart/cart.css',
			'src/components/cart/hooks.ts',
		]);
	});

	it('knows the modules that need React: importing it (not its types), or a module that does', () => {
		expect([...graph.react].sort()).toEqual([
			'src/components/cart/Cart.tsx',
			'src/components/cart/Dialog.tsx',
			'src/components/cart/Uses.tsx',
			'src/components/cart/hooks.ts',
			'src/pages/cart.astro',
		]);
	});
});

describe('the groups', () => {
	const groups = chunkGroups(root, graph);
	const id = (file: string) => join(root, file);
	const groupOf = (moduleId: string) =>
		[...groups].sort((a, b) => b.priority - a.priority).find((group) => group.test(moduleId))
			?.name ?? null;

	it('are the ten of the build, highest priority first', () => {
		expect(groups.map((group) => [group.name, group.priority])).toEqual([
			['shell', 7],
			['lms-basics', 6],
			['display', 5],
			['island-kit', 4],
			['paint', 4],
			['react', 3],
			['dashboard', 2],
			['cart', 2],
			['forms', 2],
			['dashboard-islands', 1],
		]);
	});

	it('a module a group root imports joins the group; packages by name; others stay apart', () => {
		expect(groupOf(id('src/lib/rules.ts'))).toBe('cart');
		expect(groupOf(id('src/components/cart/Line.tsx'))).toBe('cart');
		// Shared, but needing React: not with the cart's stores, which its painter loads.
		expect(groupOf(id('src/components/cart/hooks.ts'))).toBeNull();
		expect(groupOf(`${id('src/components/cart/cart.css')}?used`)).toBe('cart');
		expect(groupOf(id('src/components/cart/Only.tsx'))).toBeNull();
		expect(groupOf(id('src/components/cart/Cart.tsx'))).toBeNull();
		expect(groupOf('/x/node_modules/nanostores/atom/index.js')).toBe('shell');
		expect(groupOf('/x/node_modules/react-dom/client.js')).toBe('react');
		expect(groupOf('/elsewhere/src/lib/rules.ts')).toBeNull();
	});
});
