/**
 * The live tenant list: a watched tenants file and the list `TENANTS_URL` serves pick up an
 * added or removed institute without a restart, and a broken or unreachable list never replaces
 * the last good one.
 */
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
	listChange,
	tenantLookup,
	urlTenantList,
	watchedTenantsFile,
} from '../../../../scripts/lib/tenants/tenant-list.ts';
import {
	fetchTenantList,
	loadTenantsFromUrl,
} from '../../../../scripts/lib/tenants/tenants-url.ts';
import { freePort } from '../../../../scripts/lib/system/free-port.ts';
import { waitUntil } from '../rebuild/support/child-workers.ts';

const entry = (domain: string) => ({
	domain,
	lmsApiUrl: null,
	productApiUrl: null,
	consentBanner: true,
	lang: null,
});
const fileOf = (...domains: string[]) =>
	JSON.stringify({ tenants: domains.map((domain) => ({ domain })) });

const closers: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
	for (const close of closers.splice(0).reverse()) await close();
});

async function tempDir() {
	const dir = await mkdtemp(join(tmpdir(), 'tenant-list-'));
	closers.push(() => rm(dir, { recursive: true, force: true }));
	return dir;
}

/** A loopback server answering the list with whatever `answer` holds now. */
async function listServer() {
	const answer = { status: 200, body: fileOf('a.in') };
	let requests = 0;
	const server: Server = createServer((_request, response) => {
		requests++;
		response.writeHead(answer.status, { 'content-type': 'application/json' });
		response.end(answer.body);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	closers.push(() => new Promise((resolve) => server.close(resolve)));
	const { port } = server.address() as { port: number };
	return {
		url: `http://127.0.0.1:${port}/sites/tenants.json?key=s3cret`,
		answer,
		requests: () => requests,
	};
}

describe('listChange', () => {
	it.each([
		[['a.in'], ['a.in'], null],
		[['a.in'], ['a.in', 'b.in'], 'added b.in (2 tenant(s))'],
		[['a.in', 'b.in'], ['b.in'], 'removed a.in (1 tenant(s))'],
		[['a.in'], ['b.in', 'c.in'], 'added b.in, c.in; removed a.in (2 tenant(s))'],
	])('%j → %j says %j', (before, after, expected) => {
		expect(listChange(before.map(entry), after.map(entry))).toBe(expected);
	});
});

describe('a watched tenants file', () => {
	it('picks up an added and a removed tenant, and keeps the last good list on a broken file', async () => {
		const dir = await tempDir();
		const path = join(dir, 'tenants.json');
		await writeFile(path, fileOf('a.in'));
		const lines: string[] = [];
		const list = watchedTenantsFile(dir, 'tenants.json', [entry('a.in')], (line) =>
			lines.push(line),
		);
		closers.push(() => list.close());
		const lookup = tenantLookup(list);
		expect(await lookup.has('b.in')).toBe(false);

		// As an editor saves: a new file renamed over the old one.
		await writeFile(`${path}.new`, fileOf('a.in', 'b.in'));
		await rename(`${path}.new`, path);
		await waitUntil('the new tenant', async () => list.entries().length === 2, 5000);
		expect(await lookup.has('b.in')).toBe(true);
		expect(lines).toContain('Tenant list (tenants.json): added b.in (2 tenant(s))');

		await writeFile(path, '{ "tenants": [ { "domain": "b.in" }, ');
		await waitUntil(
			'the problem logged',
			async () => lines.some((l) => l.includes('not updated')),
			5000,
		);
		expect(list.entries().map((tenant) => tenant.domain)).toEqual(['a.in', 'b.in']);
		expect(lines.at(-1)).toMatch(
			/^Tenant list \(tenants\.json\) not updated, keeping the last good list of 2 tenant\(s\): tenants\.json: invalid JSON at line 1, column 38: Unexpected end of JSON input$/,
		);

		await writeFile(path, fileOf('b.in'));
		await waitUntil('the removal', async () => list.entries().length === 1, 5000);
		expect(await lookup.has('a.in')).toBe(false);
		expect(lookup.source).toBe('the tenants file (tenants.json)');
	});

	it('finds a tenant added while no change event came, by the file modification time', async () => {
		const dir = await tempDir();
		const path = join(dir, 'tenants.json');
		await writeFile(path, fileOf('a.in'));
		const list = watchedTenantsFile(dir, 'tenants.json', [entry('a.in')], () => {});
		// No watcher: only find()'s own check can see the change.
		list.close();
		await new Promise((resolve) => setTimeout(resolve, 20));
		await writeFile(path, fileOf('a.in', 'c.in'));
		expect(await list.find('c.in')).toEqual(entry('c.in'));
	});
});

describe('the list TENANTS_URL serves', () => {
	it('is fetched again for a domain it lacks, and when older than the refresh time', async () => {
		const server = await listServer();
		let clock = 1_000_000;
		const lines: string[] = [];
		const list = urlTenantList({
			url: server.url,
			refreshMs: 60_000,
			initial: [entry('a.in')],
			log: (line) => lines.push(line),
			now: () => clock,
		});
		server.answer.body = fileOf('a.in', 'new.in');
		// Within 5 s of the last fetch a miss does not fetch again.
		expect(await list.find('new.in')).toBeNull();
		expect(server.requests()).toBe(0);
		clock += 5000;
		expect(await list.find('new.in')).toEqual(entry('new.in'));
		expect(server.requests()).toBe(1);
		expect(lines).toEqual(['Tenant list (TENANTS_URL): added new.in (2 tenant(s))']);
		expect(tenantLookup(list).source).toBe('the tenant list TENANTS_URL serves');

		// A listed tenant is answered from memory until the list is older than the refresh time.
		server.answer.body = fileOf('new.in');
		clock += 30_000;
		expect(list.entries()).toHaveLength(2);
		clock += 30_000;
		list.entries();
		await waitUntil('the refresh', async () => list.entries().length === 1);
		expect(server.requests()).toBe(2);
	});

	it('keeps the last good list when the endpoint fails, and says why without the URL', async () => {
		const server = await listServer();
		let clock = 0;
		const lines: string[] = [];
		const list = urlTenantList({
			url: server.url,
			refreshMs: 1000,
			initial: [entry('a.in')],
			log: (line) => lines.push(line),
			now: () => clock,
		});
		server.answer.status = 503;
		clock += 10_000;
		expect(await list.find('gone.in')).toBeNull();
		expect(list.entries().map((tenant) => tenant.domain)).toEqual(['a.in']);
		expect(lines).toEqual([
			'Tenant list (TENANTS_URL) not updated, keeping the last good list of 1 tenant(s): TENANTS_URL answered 503, expected 200 with the list',
		]);
		expect(lines.join('\n')).not.toContain('s3cret');
	});
});

describe('fetchTenantList', () => {
	it.each([
		[503, fileOf('a.in'), 'TENANTS_URL answered 503, expected 200 with the list'],
		[200, 'not json', 'TENANTS_URL: invalid JSON at line 1, column 2: Unexpected token'],
		[200, '{"tenants": []}', 'TENANTS_URL: tenants: the list is empty'],
		[200, '{"tenants": [{"domain": "https://x.in/"}]}', 'TENANTS_URL: tenants[0].domain:'],
	])('refuses status %i with %j', async (status, body, message) => {
		const server = await listServer();
		Object.assign(server.answer, { status, body });
		await expect(fetchTenantList(server.url)).rejects.toThrow(message);
	});

	it('names an unreachable endpoint without its address', async () => {
		const closed = await freePort();
		await expect(fetchTenantList(`http://127.0.0.1:${closed}/t?key=s3cret`)).rejects.toThrow(
			/^cannot reach TENANTS_URL \(connection refused\)$/,
		);
	});
});

describe('loadTenantsFromUrl', () => {
	it('keeps each good list, and starts from it while the endpoint is down', async () => {
		const server = await listServer();
		const kept = join(await tempDir(), '.tenants-url.json');
		const lines: string[] = [];
		expect(await loadTenantsFromUrl(server.url, kept, (line) => lines.push(line))).toEqual([
			entry('a.in'),
		]);
		expect(JSON.parse(await readFile(kept, 'utf8'))).toEqual({ tenants: [entry('a.in')] });

		server.answer.status = 500;
		expect(await loadTenantsFromUrl(server.url, kept, (line) => lines.push(line))).toEqual([
			entry('a.in'),
		]);
		expect(lines).toEqual([
			'TENANTS_URL answered 500, expected 200 with the list: using the last good list (1 tenant(s))',
		]);
	});

	it('fails naming the problem when nothing was kept', async () => {
		const kept = join(await tempDir(), '.tenants-url.json');
		const closed = await freePort();
		await expect(
			loadTenantsFromUrl(`http://127.0.0.1:${closed}/t`, kept, () => {}),
		).rejects.toThrow(
			'cannot reach TENANTS_URL (connection refused), and no list was kept from an earlier fetch: check TENANTS_URL, or unset it to use TENANTS_FILE',
		);
	});
});
