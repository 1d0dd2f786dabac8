/**
 * Vitest for the mutation run (`npm run test:mutation`): only the unit tests of src/lib, so every
 * mutant is checked in seconds; the components, stores, contract and integration tests add minutes
 * and cover none of the mutated rule modules that these miss.
 */
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Replaces the include list (mergeConfig would append to it). The XSS corpus tests take half a
// minute each (186 payloads through every field) and would run for every sanitiser mutant; the
// sanitiser's own table tests are what judge a mutant.
export default defineConfig({
	test: {
		...base.test,
		include: ['tests/unit/lib/**/*.test.ts'],
		exclude: [...configDefaults.exclude, 'tests/unit/lib/**/xss-*.test.ts'],
	},
});
