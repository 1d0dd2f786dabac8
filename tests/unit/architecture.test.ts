/**
 * The import rules of src/stores/README.md, checked over the source tree: islands reach the LMS
 * and the toasts only through stores, and src/lib never depends on src/stores.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function files(dir: string, pattern: RegExp): string[] {
	return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
		.filter((name) => pattern.test(name))
		.map((name) => join(dir, name));
}

function imports(file: string): string[] {
	const text = readFileSync(join(root, file), 'utf8');
	return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map(
		(match) => match[1]!,
	);
}

// The toast renderer is the one place that may use react-hot-toast.
const TOAST_RENDERER = [
	'src/components/feedback/HotToasts.tsx',
	'src/components/feedback/toast.ts',
];

describe('import rules', () => {
	const components = files('src/components', /\.(tsx|ts|astro)$/);

	it.each(components)('%s imports no LMS transport or call module', (file) => {
		const offending = imports(file).filter((path) =>
			/lib\/lms\/(http|transport|calls\/|main-service|product-service|index)/.test(path),
		);
		expect(offending).toEqual([]);
	});

	it.each(components.filter((file) => !TOAST_RENDERER.includes(file)))(
		'%s does not import react-hot-toast',
		(file) => {
			expect(imports(file)).not.toContain('react-hot-toast');
		},
	);

	it.each(files('src/lib', /\.(ts|tsx)$/))('%s imports nothing from src/stores', (file) => {
		expect(imports(file).filter((path) => path.includes('/stores/'))).toEqual([]);
	});

	it('finds the files it checks', () => {
		expect(components.length).toBeGreaterThan(40);
		expect(relative(root, join(root, TOAST_RENDERER[0]!))).toBe(TOAST_RENDERER[0]);
	});
});
