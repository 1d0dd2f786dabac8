// ESLint (flat config), run by `npm run check` after the type-check. TypeScript is linted with
// type information (typescript-eslint's recommended-type-checked); .astro files and plain JS
// without it: the project service cannot load .astro files, and the JS files are outside tsconfig.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
	// Build and test outputs (the benchmark's baseline builds under .build/ too).
	globalIgnores([
		'dist/',
		'.build/',
		'.data/',
		'.astro/',
		'reports/',
		'playwright-report/',
		'test-results/',
		'.stryker-tmp/',
	]),
	js.configs.recommended,
	tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx,mts,cts}'],
		// The client-side scripts of .astro files, which eslint-plugin-astro lints as virtual files.
		ignores: ['**/*.astro/*'],
		extends: [tseslint.configs.recommendedTypeCheckedOnly],
		languageOptions: {
			parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
		},
		rules: {
			// React ignores what an event handler returns: async onSubmit handlers are fine there.
			'@typescript-eslint/no-misused-promises': [
				'error',
				{ checksVoidReturn: { attributes: false } },
			],
			// An abort rejects with the signal's reason (typed any), as fetch does.
			'@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true }],
		},
	},
	astro.configs.recommended,
	{
		rules: {
			// As tsc's noUnusedLocals/noUnusedParameters: a leading underscore marks a name unused on
			// purpose (a parameter a signature needs, a property left out of a `...rest`).
			'@typescript-eslint/no-unused-vars': [
				'error',
				{
					argsIgnorePattern: '^_',
					varsIgnorePattern: '^_',
					caughtErrorsIgnorePattern: '^_',
					destructuredArrayIgnorePattern: '^_',
				},
			],
			// `async` without `await` is how the project implements promise-returning interfaces (the
			// rebuild queue, fakes, fixtures) and makes a throw a rejection; no-floating-promises and
			// no-misused-promises catch the mistakes this rule is after.
			'@typescript-eslint/require-await': 'off',
			// Unions such as `string | 'mixed' | null` name the special value on purpose.
			'@typescript-eslint/no-redundant-type-constituents': 'off',
		},
	},
	{
		// Only where React code lives: elsewhere use* names are not hooks (nanostores'
		// useTestStorageEngine, the tests' useBrowserTestSetup, the build's useSyncDigests).
		files: ['src/**/*.{ts,tsx}', 'bench/baseline/**/*.{ts,tsx}', 'tests/**/*.tsx'],
		extends: [reactHooks.configs.flat.recommended],
		rules: {
			'react-hooks/exhaustive-deps': 'error',
			// The islands read browser-only state (localStorage, location) in a mount effect so that
			// their first render matches the server's HTML; this compiler rule flags that very pattern.
			'react-hooks/set-state-in-effect': 'off',
			// False positives on refs kept in an object and passed as `ref` props (never read during
			// render); the project does not run the React Compiler this rule prepares for.
			'react-hooks/refs': 'off',
		},
	},
	{
		// Tests read untyped JSON bodies and page evaluations (`any`) and assert on their shape;
		// typing each one would add casts, not safety.
		files: ['tests/**'],
		rules: {
			'@typescript-eslint/no-explicit-any': 'off',
			'@typescript-eslint/no-unsafe-argument': 'off',
			'@typescript-eslint/no-unsafe-assignment': 'off',
			'@typescript-eslint/no-unsafe-call': 'off',
			'@typescript-eslint/no-unsafe-member-access': 'off',
			'@typescript-eslint/no-unsafe-return': 'off',
			// Tests strip ANSI escapes from output and match control characters on purpose.
			'no-control-regex': 'off',
		},
	},
	{
		// Playwright reads a test's fixtures from its first parameter: `async ({}, testInfo)` uses none.
		files: ['tests/e2e/**'],
		rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
	},
	{
		files: ['**/*.{js,mjs}'],
		languageOptions: { globals: globals.node },
	},
	{
		// Classic browser scripts the sandbox serves as they are (a chat widget, a checkout stand-in).
		files: ['sandbox/assets/*.js', 'sandbox/static/*.js'],
		languageOptions: { sourceType: 'script', globals: globals.browser },
		// ES5 style: `var self = this` keeps the instance for the callbacks.
		rules: { '@typescript-eslint/no-this-alias': 'off' },
	},
);
