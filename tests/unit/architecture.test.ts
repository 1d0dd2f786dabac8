/**
 * The import rules of src/stores/README.md, checked over the source tree: islands reach the LMS
 * and the toasts only through stores, and src/lib never depends on src/stores. And the rooms of
 * src/ hold what their names say (issue 47): src/lib is pure and browser-safe, Node-only code
 * lives in src/server, and the views that both the painted first paint (src/browser) and the
 * islands (src/components) render live in src/views, so no import runs from src/browser back
 * into src/components.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

// A Node built-in (with or without the node: scheme) or React.
const NODE_OR_REACT =
	/^(node:|react$|react\/|react-dom|(fs|path|os|crypto|url|child_process)(\/|$))/;

/** An import's target, relative to the repository root (packages stay as written). */
function resolved(file: string, path: string): string {
	return path.startsWith('.') ? relative(root, join(root, dirname(file), path)) : path;
}

function inside(file: string, path: string, folder: string): boolean {
	return resolved(file, path).startsWith(folder + '/');
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

	it.each(files('src/lib', /\.(ts|tsx)$/))('%s is pure: no Node module, no React', (file) => {
		expect(imports(file).filter((path) => NODE_OR_REACT.test(path))).toEqual([]);
	});

	it.each(files('src/lib', /\.(ts|tsx)$/))('%s imports only from src/lib', (file) => {
		expect(
			imports(file).filter((path) => path.startsWith('.') && !inside(file, path, 'src/lib')),
		).toEqual([]);
	});

	it.each(files('src/views', /\.(ts|tsx)$/))(
		'%s imports nothing from components, browser or server',
		(file) => {
			expect(
				imports(file).filter((path) =>
					/\/(components|browser|server)\//.test(resolved(file, path)),
				),
			).toEqual([]);
		},
	);

	it.each(files('src/views', /\.(ts|tsx)$/).filter((file) => !file.endsWith('react.ts')))(
		'%s is not React: only src/views/react.ts renders views with React',
		(file) => {
			expect(imports(file).filter((path) => NODE_OR_REACT.test(path))).toEqual([]);
		},
	);

	it.each(files('src/browser', /\.(ts|tsx)$/))('%s imports nothing from src/components', (file) => {
		expect(
			imports(file).filter((path) => resolved(file, path).startsWith('src/components/')),
		).toEqual([]);
	});

	const browserSide = [
		...files('src/browser', /\.(ts|tsx)$/),
		...files('src/stores', /\.(ts|tsx)$/),
		...files('src/views', /\.(ts|tsx)$/),
		...files('src/lib', /\.(ts|tsx)$/),
		...files('src/components', /\.(tsx|ts)$/),
	];
	it.each(browserSide)('%s (browser code) imports nothing from src/server', (file) => {
		expect(imports(file).filter((path) => resolved(file, path).startsWith('src/server/'))).toEqual(
			[],
		);
	});

	it('finds the files it checks', () => {
		expect(files('src/server', /\.ts$/).length).toBeGreaterThan(5);
		expect(files('src/views', /\.ts$/).length).toBeGreaterThan(5);
		expect(components.length).toBeGreaterThan(40);
		expect(relative(root, join(root, TOAST_RENDERER[0]!))).toBe(TOAST_RENDERER[0]);
	});
});
