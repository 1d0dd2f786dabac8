/**
 * Vitest for the mutation run (`npm run test:mutation`): only the unit tests of src/lib, so every
 * mutant is checked in seconds; the components, stores, contract and integration tests add minutes
 * and cover none of the mutated rule modules that these miss.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Replaces the include list (mergeConfig would append to it).
export default defineConfig({
	test: { ...base.test, include: ['tests/unit/lib/**/*.test.ts'] },
});
