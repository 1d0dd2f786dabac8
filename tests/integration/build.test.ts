/**
 * The tenant build pipeline end to end (scripts/build.ts as a user runs it) against the sandbox:
 * one failing tenant is named with its reason (and, never built, gets the home failure page), the
 * others are published, and a tenant that fails later keeps its last good site. Institute images:
 * Sunrise's JPEGs are published inside its site as WebP; an image that cannot be fetched (Pixel's
 * slide, pointed at a missing file in a copy of the fixtures) keeps its address and fails nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSandbox } from '../../sandbox/server.ts';
import { runBuild } from './support/run-build.ts';

const root = resolve(import.meta.dirname, '../..');
const MISSING_IMAGE = '/sandbox/assets/missing-banner.jpg';
type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

describe('npm run build', () => {
	let sandbox: Sandbox;
	let work: string;
	let dist: string;

	const tenantsFile = async (domains: string[]) => {
		const file = join(work, `tenants-${domains.length}.json`);
		await writeFile(file, JSON.stringify({ tenants: domains.map((domain) => ({ domain })) }));
		return file;
	};

	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), 'build-test-'));
		const fixturesDir = join(work, 'fixtures');
		await cp(join(root, 'sandbox/fixtures'), fixturesDir, { recursive: true });
		const pixelHome = join(fixturesDir, 'pixel', 'homepage.json');
		const home = JSON.parse(await readFile(pixelHome, 'utf8'));
		home.slider_details[0].image_url = MISSING_IMAGE;
		await writeFile(pixelHome, JSON.stringify(home));
		sandbox = await startSandbox({ port: 0, dbFile: ':memory:', fixturesDir });
		dist = join(work, 'dist');
	});

	afterAll(async () => {
		await sandbox.close();
		await rm(work, { recursive: true, force: true });
	});

	it('names a tenant missing from the sandbox, builds the others and exits non-zero', async () => {
		const file = await tenantsFile([
			'sunrise-academy.in',
			'missing-institute.example',
			'pixel-store.in',
		]);
		const { code, output } = await runBuild({
			LMS_API_URL: sandbox.url,
			TENANTS_FILE: file,
			DIST_DIR: dist,
		});
		expect(code).toBe(1);
		expect(output).toMatch(/missing-institute\.example: .*M1.*404/);
		expect(output).toMatch(/Tenants built +2\n +Tenants skipped +0\n +Tenants failed +1\n/);
		// Each domain links to its live release; releases and shared assets sit in dot folders.
		expect(readdirSync(dist).sort()).toEqual([
			'.images',
			'.releases',
			'.shared',
			'cloudfront-headers-policy.json',
			'missing-institute.example',
			'nginx.conf',
			'pixel-store.in',
			'sunrise-academy.in',
		]);
		// The host files cover every live tenant, the failure page's too.
		const nginx = readFileSync(join(dist, 'nginx.conf'), 'utf8');
		for (const domain of ['missing-institute.example', 'pixel-store.in', 'sunrise-academy.in']) {
			expect(nginx).toContain(`\troot "${join(dist, domain)}";`);
			expect(readFileSync(join(dist, domain, '_headers'), 'utf8')).toContain(
				"Content-Security-Policy: frame-ancestors 'self'",
			);
		}
		// Never built before: its domain shows the spec's home failure text (section 8).
		expect(readFileSync(join(dist, 'missing-institute.example', 'index.html'), 'utf8')).toContain(
			'Unable to load website. Please try again or Contact your institute.',
		);
		expect(output).toContain(
			'never built, so they show the home failure page: missing-institute.example',
		);
		for (const domain of ['sunrise-academy.in', 'pixel-store.in']) {
			const html = readFileSync(join(dist, domain, 'index.html'), 'utf8');
			const name = sandbox.tenants.find((tenant) => tenant.domains.includes(domain))!.name;
			expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
			// Self-contained: every asset and optimised image the page references is in the tenant's folder.
			for (const [, asset] of html.matchAll(/(?:href|src|srcset)="(\/_(?:astro|img)\/[^" ]+)/g)) {
				expect(existsSync(join(dist, domain, asset!))).toBe(true);
			}
		}
		// Sunrise's first slide is a JPEG: WebP files of the tenant's own, at the slider's widths.
		const sunrise = readFileSync(join(dist, 'sunrise-academy.in', 'index.html'), 'utf8');
		const srcset = /<img[^>]*srcset="([^"]+)"[^>]*fetchpriority="high"/.exec(sunrise)?.[1];
		expect(srcset?.split(', ').map((entry) => entry.replace(/^\/_img\/[0-9a-f]{24}-/, ''))).toEqual(
			['480.webp 480w', '800.webp 800w', '1200.webp 1200w', '1600.webp 1600w'],
		);
		// Pixel's missing slide: named once, its original address kept, the tenant built.
		const missing = `${sandbox.url}${MISSING_IMAGE}`;
		expect(
			output.split(`⚠ image ${missing}: HTTP 404; pages keep its original address`),
		).toHaveLength(2);
		expect(readFileSync(join(dist, 'pixel-store.in', 'index.html'), 'utf8')).toContain(
			`src="${missing}"`,
		);
		// 2 JPEGs made into WebP files and 18 small SVGs written into the pages.
		expect(output).toContain(
			'Images: 20 optimised (10 files encoded, 0 unchanged since the last build), 1 kept their original address (reasons above)',
		);
	}, 120_000);

	it('keeps the last good site of a tenant whose data now fails', async () => {
		const pixel = sandbox.tenants.find((tenant) => tenant.domains.includes('pixel-store.in'))!;
		const before = readFileSync(join(dist, 'pixel-store.in', 'index.html'), 'utf8');
		const fault = await fetch(`${sandbox.url}/__sandbox/faults`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ call: 'P1', status: 500, institute: pixel.instituteId }),
		});
		expect(fault.ok).toBe(true);
		try {
			const file = await tenantsFile(['sunrise-academy.in', 'pixel-store.in']);
			const { code, output } = await runBuild({
				LMS_API_URL: sandbox.url,
				TENANTS_FILE: file,
				DIST_DIR: dist,
				BUILD_RETRIES: '1',
			});
			expect(code).toBe(1);
			expect(output).toMatch(/pixel-store\.in: .*P1.*500/);
			expect(readFileSync(join(dist, 'pixel-store.in', 'index.html'), 'utf8')).toBe(before);
			expect(existsSync(join(dist, 'sunrise-academy.in', 'index.html'))).toBe(true);
		} finally {
			await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
		}
	}, 120_000);

	it.each([
		[
			{ BUILD_CONCURRENCY: 'many' },
			'Configuration error: environment: BUILD_CONCURRENCY: "many" must be a whole number from 1 to 32',
		],
		[
			{ LMS_API_URL: 'not a url' },
			'Configuration error: environment: LMS_API_URL: "not a url" is not a URL (expected e.g. https://api.example.com)',
		],
		[
			{ TENANTS_FILE: 'no-such-file.json' },
			'Configuration error: environment: TENANTS_FILE: cannot read no-such-file.json (ENOENT)',
		],
	])('stops on bad configuration %o, naming the field', async (env, message) => {
		const { code, output } = await runBuild({ LMS_API_URL: sandbox.url, DIST_DIR: dist, ...env });
		expect(code).toBe(1);
		expect(output).toContain(message);
	});

	it.each([
		[
			[{ domain: 'ok.example' }, { domain: 'http://bad' }],
			'tenants[1].domain: "http://bad" must be a host name like "example.com" (no scheme, port or path)',
		],
		[
			[{ domain: 'example.com/path' }],
			'tenants[0].domain: "example.com/path" must be a host name like "example.com" (no scheme, port or path)',
		],
		[
			[{ domain: 'ok.example' }, {}],
			'tenants[1].domain: is missing (a host name like "example.com")',
		],
	])('stops on the malformed tenants %j, naming the file and field', async (tenants, problem) => {
		const file = join(work, 'bad-tenants.json');
		await writeFile(file, JSON.stringify({ tenants }));
		const { code, output } = await runBuild({
			LMS_API_URL: sandbox.url,
			TENANTS_FILE: file,
			DIST_DIR: dist,
		});
		expect(code).toBe(1);
		expect(output).toContain(`Configuration error: ${file}: ${problem}`);
	});
});
