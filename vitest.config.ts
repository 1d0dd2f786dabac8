import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		include: [
			'tests/unit/**/*.test.tsx',
			'tests/unit/**/*.test.ts',
			'tests/contract/**/*.test.ts',
			'tests/integration/**/*.test.ts',
		],
		testTimeout: 20_000,
		// The sandbox prints an ExperimentalWarning for node:sqlite once per worker; keep output readable.
		silent: 'passed-only',
	},
});
