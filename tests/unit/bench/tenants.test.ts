import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFixtures } from '../../../sandbox/fixtures.ts';
import {
	benchIdentity,
	benchTenantsFile,
	readFixtureFolder,
	writeBenchTenants,
} from '../../../bench/lib/tenants.ts';

const SUNRISE = resolve(import.meta.dirname, '../../../sandbox/fixtures/sunrise');
const scratch = mkdtempSync(join(tmpdir(), 'bench-tenants-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const filesOf = (dir: string) =>
	Object.fromEntries(
		readdirSync(dir, { recursive: true, encoding: 'utf8' })
			.filter((name) => name.endsWith('.json'))
			.sort()
			.map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
	);

describe('benchIdentity', () => {
	it.each([
		[
			1,
			{
				folder: 't0001',
				domain: 't0001.bench.example',
				instituteId: 100001,
				name: 'Bench Institute 0001',
			},
		],
		[
			42,
			{
				folder: 't0042',
				domain: 't0042.bench.example',
				instituteId: 100042,
				name: 'Bench Institute 0042',
			},
		],
		[
			9999,
			{
				folder: 't9999',
				domain: 't9999.bench.example',
				instituteId: 109999,
				name: 'Bench Institute 9999',
			},
		],
	])('tenant %i', (index, identity) => {
		expect(benchIdentity(index)).toEqual(identity);
	});

	it.each([0, 10000, 1.5])('refuses %s', (index) => {
		expect(() => benchIdentity(index)).toThrow(`bench tenant ${index}: expected 1 to 9999`);
	});
});

describe('writeBenchTenants', () => {
	const first = writeBenchTenants(SUNRISE, join(scratch, 'a'), 3);

	it('writes fixtures the sandbox accepts: unique domains, ids and references', () => {
		const fixtures = loadFixtures(first.fixturesDir);
		expect(fixtures.tenants.map((tenant) => tenant.folder)).toEqual(['t0001', 't0002', 't0003']);
		expect(fixtures.tenants.map((tenant) => tenant.institute.domains)).toEqual([
			['t0001.bench.example'],
			['t0002.bench.example'],
			['t0003.bench.example'],
		]);
		expect(fixtures.tenantByInstituteId.get(100002)?.folder).toBe('t0002');
		expect(fixtures.tenantByInstituteId.get(200020)?.folder).toBe('t0002');
		expect(fixtures.productById.get(1000200)?.tenant.folder).toBe('t0002');
		expect(first.domains).toEqual([
			't0001.bench.example',
			't0002.bench.example',
			't0003.bench.example',
		]);
	});

	it('points students, coupons and pages at their own tenant', () => {
		const files = readFixtureFolder(join(first.fixturesDir, 't0003'));
		const students = files['students.json'] as Array<{
			institute_id?: number;
			enrolled_products?: Array<{ product_id: number }>;
		}>;
		expect(students.map((student) => student.institute_id).filter(Boolean)).toEqual([200030]);
		expect(students[0]?.enrolled_products).toEqual([
			{ product_id: 1000302, enrolled_date: '2025-01-10' },
		]);
		const coupons = files['coupons.json'] as Array<{ product_ids?: number[] }>;
		expect(coupons.flatMap((coupon) => coupon.product_ids ?? [])).toEqual([1000301]);
		const pages = files['pages.json'] as Array<{ institute_id: number }>;
		expect(new Set(pages.map((page) => page.institute_id))).toEqual(new Set([100003]));
	});

	it('is deterministic: the same count gives the same bytes', () => {
		const second = writeBenchTenants(SUNRISE, join(scratch, 'b'), 3);
		expect(filesOf(join(scratch, 'b'))).toEqual(filesOf(join(scratch, 'a')));
		expect(readFileSync(second.tenantsFile, 'utf8')).toBe(benchTenantsFile(3));
	});

	it('lists the domains in the tenants file', () => {
		expect(JSON.parse(readFileSync(first.tenantsFile, 'utf8'))).toEqual({
			tenants: [
				{ domain: 't0001.bench.example' },
				{ domain: 't0002.bench.example' },
				{ domain: 't0003.bench.example' },
			],
		});
	});

	it('keeps fixtures generated from the same source and count, and regenerates on a change', () => {
		const dir = join(scratch, 'c');
		writeBenchTenants(SUNRISE, dir, 2);
		const file = join(dir, 'fixtures', 't0001', 'institute.json');
		// A file edited by hand shows whether the second call wrote the folder again.
		writeFileSync(file, '{}');
		writeBenchTenants(SUNRISE, dir, 2);
		expect(readFileSync(file, 'utf8')).toBe('{}');
		writeBenchTenants(SUNRISE, dir, 3);
		expect(readFileSync(file, 'utf8')).not.toBe('{}');
		expect(existsSync(join(dir, 'fixtures', 't0003'))).toBe(true);
		expect(loadFixtures(join(dir, 'fixtures')).tenants).toHaveLength(3);
	});

	it('generates again after an interrupted run (no stamp)', () => {
		const dir = join(scratch, 'd');
		writeBenchTenants(SUNRISE, dir, 1);
		const file = join(dir, 'fixtures', 't0001', 'institute.json');
		writeFileSync(file, '{}');
		rmSync(join(dir, 'fixtures', '.generated'));
		writeBenchTenants(SUNRISE, dir, 1);
		expect(readFileSync(file, 'utf8')).not.toBe('{}');
	});
});
