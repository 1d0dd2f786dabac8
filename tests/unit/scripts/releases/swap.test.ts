/**
 * The atomic swap under load: a reader polls a tenant through the preview server while release
 * after release is published (scripts/lib/releases/publish.ts, as the build does it). Every page it gets
 * is whole and from one release, its script (named by that page) is found, and it never gets a
 * 404, including a page of the old release asking for its script just after the switch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { publishRelease } from '../../../../scripts/lib/releases/publish.ts';
import { storeShared } from '../../../../scripts/lib/pipeline/shared-assets.ts';
import {
	startPreviewServer,
	type PreviewServer,
} from '../../../../scripts/lib/serve/preview-server.ts';

const DOMAIN = 'swap.in';
let work: string;
let dist: string;
let server: PreviewServer;

/** Renders what an Astro build would: the tenant's pages plus one hashed script, for release `n`. */
async function renderRelease(n: number) {
	const out = join(work, `out-${n}`);
	await mkdir(join(out, DOMAIN, 'courses'), { recursive: true });
	await mkdir(join(out, '_astro'), { recursive: true });
	// Big enough that a torn write would show: a page must end with its closing tag.
	const filler = `<p>release ${n}</p>\n`.repeat(2000);
	const page = `<!doctype html><html data-release="${n}"><script src="/_astro/app.${n}.js"></script>${filler}</html>`;
	await writeFile(join(out, DOMAIN, 'index.html'), page);
	await writeFile(join(out, DOMAIN, 'courses', 'index.html'), page);
	await writeFile(join(out, '_astro', `app.${n}.js`), `window.release = ${n};\n`.repeat(100));
	const shared = await storeShared(dist, out, new Set([DOMAIN]));
	await publishRelease({ distDir: dist, outDir: out, domain: DOMAIN, shared, key: `key-${n}` });
}

beforeAll(async () => {
	work = await mkdtemp(join(tmpdir(), 'swap-'));
	dist = join(work, 'dist');
	await renderRelease(0);
	server = await startPreviewServer({ distDir: dist, port: 0 });
});

afterAll(async () => {
	await server.close();
	await rm(work, { recursive: true, force: true });
});

/** A GET with the tenant's Host header (fetch may not set Host). */
function get(path: string): Promise<{ status: number; body: string }> {
	return new Promise((resolve, reject) => {
		request(
			{ host: '127.0.0.1', port: server.port, path, headers: { host: `${DOMAIN}.localhost` } },
			(response) => {
				const chunks: Buffer[] = [];
				response.on('data', (chunk: Buffer) => chunks.push(chunk));
				response.on('end', () =>
					resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
				);
			},
		)
			.on('error', reject)
			.end();
	});
}

describe('swapping releases under a polling reader', () => {
	it('never answers 404, a torn page or a page without its script', async () => {
		let publishing = true;
		const seen = new Set<string>();
		const problems: string[] = [];
		const reader = (async () => {
			while (publishing) {
				for (const path of ['/', '/courses/']) {
					const page = await get(path);
					const release = /data-release="(\d+)"/.exec(page.body)?.[1];
					if (page.status !== 200 || !release || !page.body.endsWith('</html>')) {
						problems.push(`${path}: ${page.status} ${page.body.slice(0, 60)}`);
						continue;
					}
					seen.add(release);
					const script = await get(`/_astro/app.${release}.js`);
					if (script.status !== 200 || !script.body.startsWith(`window.release = ${release};`))
						problems.push(`script of release ${release}: ${script.status}`);
				}
			}
		})();
		for (let n = 1; n <= 12; n++) await renderRelease(n);
		publishing = false;
		await reader;
		expect(problems).toEqual([]);
		// The reader really saw the swaps happen, not one release throughout.
		expect(seen.size).toBeGreaterThan(2);
		expect((await get('/')).body).toContain('data-release="12"');
	}, 60_000);

	it("keeps the old release's script one release longer, not forever", async () => {
		const live = join(dist, DOMAIN, '_astro');
		const names = (await readdir(live)).filter((name) => name.endsWith('.js'));
		expect(names.sort()).toEqual(['app.11.js', 'app.12.js']);
	});
});
