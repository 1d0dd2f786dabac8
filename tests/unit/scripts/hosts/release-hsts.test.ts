/**
 * The HSTS setting reaches the `_headers` a release is published with (scripts/lib/releases/
 * publish.ts), before the build's host files are rewritten: a year when the caller gives none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishRelease } from '../../../../scripts/lib/releases/publish.ts';

const DOMAIN = 'hsts.in';
let work = '';

afterEach(() => rm(work, { recursive: true, force: true }));

describe('publishRelease _headers', () => {
	it.each([
		[undefined, '  Strict-Transport-Security: max-age=31536000\n'],
		[600, '  Strict-Transport-Security: max-age=600\n'],
		[0, null],
	])('with hstsMaxAge %s has %j', async (hstsMaxAge, line) => {
		work = await mkdtemp(join(tmpdir(), 'release-hsts-'));
		const out = join(work, 'out');
		await mkdir(join(out, DOMAIN), { recursive: true });
		await writeFile(join(out, DOMAIN, 'index.html'), '<!doctype html><title>home</title>');
		const dist = join(work, 'dist');
		await publishRelease({
			distDir: dist,
			outDir: out,
			domain: DOMAIN,
			shared: [],
			key: 'key',
			...(hstsMaxAge === undefined ? {} : { hstsMaxAge }),
		});
		const headers = await readFile(join(dist, DOMAIN, '_headers'), 'utf8');
		if (line === null) expect(headers).not.toContain('Strict-Transport-Security');
		else expect(headers).toContain(line);
	});
});
