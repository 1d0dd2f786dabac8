/**
 * DOMPurify is bypassed in one test build only (tests/e2e/support/unsanitized/): the plugin swaps
 * exactly the two sanitisers for a pass-through, and nothing a production build runs (the
 * product's code and config, the build scripts, the sandbox, CI) can reach it: no switch, no
 * environment variable, no import. tests/e2e/xss.spec.ts shows the other half: the tenant the
 * real pipeline builds from the same hostile HTML carries none of it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
	PASS_THROUGH,
	SANITIZERS,
	unsanitizedTarget,
	withoutSanitizer,
} from '../../e2e/support/unsanitized/plugin.ts';
import { sanitizeHtml } from '../../e2e/support/unsanitized/pass-through.ts';

const root = resolve(import.meta.dirname, '../../..');
const SERVER = resolve(root, 'src/server/html/sanitize.ts');
const CLIENT = resolve(root, 'src/lib/html/sanitize.client.ts');

function files(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? files(path) : [path];
	});
}

describe('the unsanitised build plugin', () => {
	it('replaces both sanitisers', () => {
		expect([...SANITIZERS].sort()).toEqual([CLIENT, SERVER].sort());
	});

	it.each([
		[SERVER, PASS_THROUGH],
		[CLIENT, PASS_THROUGH],
		[`${CLIENT}?v=1`, PASS_THROUGH],
		[resolve(root, 'src/lib/html/sanitize-rules.ts'), null],
		[resolve(root, 'src/lib/html/youtube-embed.ts'), null],
		[resolve(root, 'tests/e2e/support/sanitize.ts'), null],
		['/elsewhere/src/server/html/sanitize.ts', null],
		[null, null],
	])('sends %s to %s', (resolved, target) => {
		expect(unsanitizedTarget(resolved)).toBe(target);
	});

	it('is an Astro integration that adds a Vite plugin, nothing else', () => {
		const integration = withoutSanitizer();
		let added: unknown;
		const setup = integration.hooks['astro:config:setup'] as (options: unknown) => void;
		setup({ updateConfig: (config: unknown) => (added = config) });
		expect(Object.keys(integration.hooks)).toEqual(['astro:config:setup']);
		expect(added).toEqual({ vite: { plugins: [expect.objectContaining({ enforce: 'pre' })] } });
	});

	it('passes institute HTML through as it came', () => {
		expect(sanitizeHtml('<script>x</script><img onerror=y>')).toBe(
			'<script>x</script><img onerror=y>',
		);
		expect(sanitizeHtml('   ')).toBe('');
		expect(sanitizeHtml(null)).toBe('');
	});
});

describe('no production build can bypass the sanitiser', () => {
	// What a production build runs or reads: the product, its build scripts and config, the
	// sandbox it may build against, and CI.
	const production = [
		...files(resolve(root, 'src')),
		...files(resolve(root, 'scripts')),
		...files(resolve(root, 'sandbox')).filter((path) => path.endsWith('.ts')),
		...['astro.config.mjs', 'package.json', 'tsconfig.json', '.env.example', '.ci/run'].map(
			(file) => resolve(root, file),
		),
	];

	it('none of the product, its build, the sandbox or CI names it', () => {
		expect(production.length).toBeGreaterThan(300);
		const naming = production.filter((path) =>
			/unsanitized|pass-through|withoutSanitizer|xss-lab/i.test(readFileSync(path, 'utf8')),
		);
		expect(naming.map((path) => relative(root, path))).toEqual([]);
	});

	it('only the test build script uses the plugin', () => {
		const plugin = resolve(root, 'tests/e2e/support/unsanitized/plugin.ts');
		const imports = (path: string) =>
			[...readFileSync(path, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) =>
				resolve(dirname(path), m[1]!),
			);
		const users = files(resolve(root, 'tests'))
			.filter((path) => /\.(ts|tsx|mjs)$/.test(path) && imports(path).includes(plugin))
			.map((path) => relative(root, path))
			.sort();
		expect(users).toEqual([
			'tests/e2e/support/unsanitized/build.ts',
			'tests/unit/e2e/unsanitized-build.test.ts',
		]);
	});

	it('the sanitisers themselves read no switch', () => {
		for (const file of [SERVER, CLIENT, resolve(root, 'src/lib/html/sanitize-rules.ts')]) {
			const text = readFileSync(file, 'utf8');
			expect(text).not.toMatch(/process\.env|import\.meta\.env|localStorage|location\./);
		}
	});
});
