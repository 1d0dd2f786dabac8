/**
 * stryker.config.mjs (`npm run test:mutation`): the build outputs stay out of Stryker's sandbox
 * (copying dist/'s release symlinks failed with EISDIR), and every file it mutates exists.
 */
import { globSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../stryker.config.mjs';

const root = join(import.meta.dirname, '../..');

describe('stryker.config.mjs', () => {
	it.each(['/dist', '/.build', '/reports', '/playwright-report', '/test-results'])(
		'keeps %s out of the sandbox',
		(folder) => {
			expect(config.ignorePatterns).toContain(folder);
		},
	);

	it.each(config.mutate)('mutates %s, which names files', (pattern) => {
		expect(globSync(pattern, { cwd: root }).length).toBeGreaterThan(0);
	});
});
