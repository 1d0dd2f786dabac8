/**
 * scripts/lib/serve/site-apis.ts: `npm run serve` warns when the API the built sites call does not answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	apiDownWarning,
	pageApiBases,
	unreachableApiWarnings,
} from '../../../../scripts/lib/serve/site-apis.ts';

const header = (main: string, product = main) =>
	`<header data-client-config="{&quot;domain&quot;:&quot;a.in&quot;,&quot;mainApiUrl&quot;:&quot;${main}&quot;,&quot;productApiUrl&quot;:&quot;${product}&quot;,&quot;instituteId&quot;:101}">`;

describe('pageApiBases', () => {
	it.each([
		[header('http://127.0.0.1:4010'), ['http://127.0.0.1:4010']],
		[header('https://lms.test', 'https://prod.test'), ['https://lms.test', 'https://prod.test']],
		['<h1>no islands</h1>', []],
		['<header data-client-config="{broken">', []],
	])('%s → %j', (html, bases) => {
		expect(pageApiBases(html)).toEqual(bases);
	});
});

describe('apiDownWarning', () => {
	it.each([
		[
			'http://127.0.0.1:4010',
			['a.in', 'b.in'],
			2,
			'Warning: The sites use the sandbox at http://127.0.0.1:4010, which is not running, so images and API calls fail; start it with `SANDBOX_PORT=4010 npm run sandbox`, or use `npm start`.',
		],
		[
			'http://localhost:4011',
			['a.in'],
			2,
			'Warning: a.in uses the sandbox at http://localhost:4011, which is not running, so images and API calls fail; start it with `SANDBOX_PORT=4011 npm run sandbox`, or use `npm start`.',
		],
		[
			'https://lms.test',
			['a.in'],
			1,
			'Warning: The sites use the API at https://lms.test, which does not answer, so images and API calls fail.',
		],
	])('%s used by %j of %i', (url, domains, count, line) => {
		expect(apiDownWarning(url, domains, count)).toBe(line);
	});
});

describe('unreachableApiWarnings', () => {
	let dist: string;
	let api: Server;
	let upUrl: string;

	beforeAll(async () => {
		dist = await mkdtemp(join(tmpdir(), 'site-apis-'));
		api = createServer((_request, response) => response.writeHead(404).end());
		await new Promise<void>((done) => api.listen(0, '127.0.0.1', () => done()));
		upUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
		const site = async (domain: string, html: string) => {
			await mkdir(join(dist, domain));
			await writeFile(join(dist, domain, 'index.html'), html);
		};
		await site('up.in', header(upUrl));
		// Port 9 is one fetch refuses outright: nothing can answer there.
		await site('down.in', header('http://127.0.0.1:9'));
		await site('plain.in', '<h1>no islands</h1>');
	});

	afterAll(async () => {
		await new Promise<void>((done) => api.close(() => done()));
		await rm(dist, { recursive: true, force: true });
	});

	it('warns once for the API that does not answer, naming the sites that use it', async () => {
		expect(await unreachableApiWarnings(dist, ['up.in', 'down.in', 'plain.in'])).toEqual([
			'Warning: down.in uses the sandbox at http://127.0.0.1:9, which is not running, so images and API calls fail; start it with `SANDBOX_PORT=9 npm run sandbox`, or use `npm start`.',
		]);
	});

	it('says nothing when every API answers', async () => {
		expect(await unreachableApiWarnings(dist, ['up.in'])).toEqual([]);
	});
});
