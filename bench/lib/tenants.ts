/**
 * Bench tenants: N copies of one demo institute (sandbox/fixtures/sunrise) as valid sandbox
 * fixtures, each with its own domain (`t0001.bench.example`), institute and branch ids, product
 * and entity ids, plus the tenants file that lists them. Deterministic: the same N gives the same
 * bytes, so two bench runs build the same sites.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The most tenants one bench generates (the domain has four digits). */
export const MAX_BENCH_TENANTS = 9999;

// Id ranges far above the demo institutes' (101…, 1011…, 2001…, 9001…), never overlapping.
const INSTITUTE_BASE = 100_000;
const BRANCH_BASE = 200_000;
const PRODUCT_BASE = 1_000_000;
const ENTITY_BASE = 3_000_000;
// Ids per tenant for branches (×10) and products (×100).
const BRANCH_SLOTS = 10;
const PRODUCT_SLOTS = 100;

/** The fixture files of one institute folder, parsed, by file name. */
export type FixtureFiles = Record<string, unknown>;

/** Ids and names of bench tenant `index` (1-based). */
export interface BenchIdentity {
	folder: string;
	domain: string;
	instituteId: number;
	name: string;
}

/** The identity of bench tenant `index` (1 … MAX_BENCH_TENANTS). */
export function benchIdentity(index: number): BenchIdentity {
	if (!Number.isInteger(index) || index < 1 || index > MAX_BENCH_TENANTS)
		throw new RangeError(`bench tenant ${index}: expected 1 to ${MAX_BENCH_TENANTS}`);
	const number = String(index).padStart(4, '0');
	return {
		folder: `t${number}`,
		domain: `t${number}.bench.example`,
		instituteId: INSTITUTE_BASE + index,
		name: `Bench Institute ${number}`,
	};
}

interface SourceIds {
	instituteId: number;
	branchIds: number[];
	productIds: number[];
}

function sourceIds(files: FixtureFiles): SourceIds {
	const institute = files['institute.json'] as {
		lookup: { institute_id: number };
		branches: Array<{ institute_id: number }>;
	};
	const products = (files['products.json'] ?? []) as Array<{ id: number }>;
	if (institute.branches.length > BRANCH_SLOTS || products.length > PRODUCT_SLOTS)
		throw new RangeError(
			`the source institute has more than ${BRANCH_SLOTS} branches or ${PRODUCT_SLOTS} products`,
		);
	return {
		instituteId: institute.lookup.institute_id,
		branchIds: institute.branches.map((branch) => branch.institute_id),
		productIds: products.map((product) => product.id),
	};
}

// Every institute and product reference, wherever it sits, follows the tenant's new ids.
function remapIds(value: unknown, institutes: Map<number, number>, products: Map<number, number>) {
	const swap = (map: Map<number, number>, id: unknown) =>
		typeof id === 'number' ? (map.get(id) ?? id) : id;
	const walk = (node: unknown): unknown => {
		if (Array.isArray(node)) return node.map(walk);
		if (node === null || typeof node !== 'object') return node;
		return Object.fromEntries(
			Object.entries(node).map(([key, item]) => {
				if (key === 'institute_id') return [key, swap(institutes, item)];
				if (key === 'product_id') return [key, swap(products, item)];
				if (key === 'product_ids' && Array.isArray(item))
					return [key, item.map((id) => swap(products, id))];
				return [key, walk(item)];
			}),
		);
	};
	return walk(value);
}

/** The fixture files of bench tenant `index`, cloned from `source` (the files of one folder). */
export function benchTenantFiles(source: FixtureFiles, index: number): FixtureFiles {
	const identity = benchIdentity(index);
	const ids = sourceIds(source);
	const institutes = new Map<number, number>([
		[ids.instituteId, identity.instituteId],
		...ids.branchIds.map((id, i) => [id, BRANCH_BASE + index * BRANCH_SLOTS + i] as const),
	]);
	const products = new Map(
		ids.productIds.map((id, i) => [id, PRODUCT_BASE + index * PRODUCT_SLOTS + i] as const),
	);
	const files: FixtureFiles = {};
	for (const [name, content] of Object.entries(source)) {
		files[name] = remapIds(content, institutes, products);
	}
	const institute = files['institute.json'] as {
		domains: string[];
		lookup: { institute_name: string };
		branches: Array<{ institute_name: string }>;
	};
	institute.domains = [identity.domain];
	institute.lookup.institute_name = identity.name;
	institute.branches.forEach((branch, i) => {
		branch.institute_name = `${identity.name} – Branch ${i + 1}`;
	});
	const productList = (files['products.json'] ?? []) as Array<{
		id: number;
		entity_id: number;
		product_sharable_link?: string | null;
	}>;
	productList.forEach((product, i) => {
		product.id = PRODUCT_BASE + index * PRODUCT_SLOTS + i;
		product.entity_id = ENTITY_BASE + index * PRODUCT_SLOTS + i;
		// A link naming the source's domain would point every clone at one site.
		if (product.product_sharable_link !== undefined) delete product.product_sharable_link;
	});
	return files;
}

/** Reads every `*.json` file of one fixture folder. */
export function readFixtureFolder(dir: string): FixtureFiles {
	const files: FixtureFiles = {};
	for (const name of readdirSync(dir).sort()) {
		if (name.endsWith('.json'))
			files[name] = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
	}
	return files;
}

/** The tenants file listing bench tenants 1 … count, as text. */
export function benchTenantsFile(count: number): string {
	const tenants = Array.from({ length: count }, (_, i) => ({
		domain: benchIdentity(i + 1).domain,
	}));
	return JSON.stringify({ tenants }, null, '\t') + '\n';
}

/** Where {@link writeBenchTenants} put the fixtures and the tenants file. */
export interface BenchTenants {
	fixturesDir: string;
	tenantsFile: string;
	domains: string[];
}

function readStamp(file: string): string | null {
	try {
		return readFileSync(file, 'utf8');
	} catch {
		return null;
	}
}

/** The file in the fixtures folder naming what was generated: the count and the source's hash. */
export const FIXTURES_STAMP = '.generated';

/**
 * Replaces `outDir` with `fixtures/t0001 … tNNNN` cloned from `sourceDir` and `tenants.json`
 * listing their domains. Fixtures already generated from the same source and count are kept:
 * rewriting 9,000 files costs the cold build after it (see bench/build.ts on deleted files).
 */
export function writeBenchTenants(sourceDir: string, outDir: string, count: number): BenchTenants {
	if (!Number.isInteger(count) || count < 1 || count > MAX_BENCH_TENANTS)
		throw new RangeError(`tenants: ${count}: expected 1 to ${MAX_BENCH_TENANTS}`);
	const source = readFixtureFolder(sourceDir);
	const fixturesDir = join(outDir, 'fixtures');
	const stamp = `${count} ${createHash('sha256').update(JSON.stringify(source)).digest('hex')}\n`;
	const stampFile = join(fixturesDir, FIXTURES_STAMP);
	if (readStamp(stampFile) !== stamp) {
		rmSync(fixturesDir, { recursive: true, force: true });
		for (let index = 1; index <= count; index++) {
			const dir = join(fixturesDir, benchIdentity(index).folder);
			mkdirSync(dir, { recursive: true });
			for (const [name, content] of Object.entries(benchTenantFiles(source, index))) {
				writeFileSync(join(dir, name), JSON.stringify(content, null, '\t') + '\n');
			}
		}
		// Written last: an interrupted run leaves no stamp, so the next one generates again.
		writeFileSync(stampFile, stamp);
	}
	const tenantsFile = join(outDir, 'tenants.json');
	writeFileSync(tenantsFile, benchTenantsFile(count));
	return {
		fixturesDir,
		tenantsFile,
		domains: Array.from({ length: count }, (_, i) => benchIdentity(i + 1).domain),
	};
}
