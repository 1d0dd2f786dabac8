/**
 * scripts/lib/releases/publish.ts: a release records its HTML pages. The build's render process
 * counted them as it wrote them and passes the count, so the folder is not read again; without a
 * count (any other caller), the folder is counted, the root 404.html copy left out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishRelease } from '../../../../scripts/lib/releases/publish.ts';

const DOMAIN = 'pages.in';
let work = '';

afterEach(async () => {
	await rm(work, { recursive: true, force: true });
});

/** An Astro output holding the tenant's home, courses and 404 pages. */
async function rendered(): Promise<{ dist: string; out: string }> {
	work = await mkdtemp(join(tmpdir(), 'publish-pages-'));
	const out = join(work, 'out');
	for (const page of ['', 'courses', '404']) {
		await mkdir(join(out, DOMAIN, page), { recursive: true });
		await writeFile(join(out, DOMAIN, page, 'index.html'), `<!doctype html><title>${page}</title>`);
	}
	return { dist: join(work, 'dist'), out };
}

describe('publishRelease page count', () => {
	it.each([
		['counts the folder when no count is given', undefined, 3],
		['records the count the render gives', 3, 3],
	])('%s', async (_name, pages, expected) => {
		const { dist, out } = await rendered();
		const info = await publishRelease({
			distDir: dist,
			outDir: out,
			domain: DOMAIN,
			shared: [],
			key: 'key',
			...(pages === undefined ? {} : { pages }),
		});
		expect(info.pages).toBe(expected);
	});
});
