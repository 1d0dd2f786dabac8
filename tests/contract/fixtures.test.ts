/**
 * Fixture validation: a bad fixture stops the sandbox with a message naming file and field.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { loadFixtures, resolveFixtureDate } from '../../sandbox/fixtures.ts';
import { startTestSandbox } from './helpers.ts';

const SHIPPED = join(import.meta.dirname, '../../sandbox/fixtures');
let dir: string;

beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'sandbox-fixtures-'));
	cpSync(SHIPPED, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function edit(file: string, change: (data: any) => void): string {
	const path = join(dir, file);
	const data = JSON.parse(readFileSync(path, 'utf8'));
	change(data);
	writeFileSync(path, JSON.stringify(data));
	return path;
}

describe('fixture validation', () => {
	test('a wrong type names the file and the field path', async () => {
		const path = edit('sunrise/homepage.json', (data) => {
			data.slider_details[0].id = 'one';
		});
		await expect(startTestSandbox({ fixturesDir: dir })).rejects.toThrow(
			`${path}: slider_details.0.id: expected number`,
		);
	});

	test('a bad enum value and a missing required file', async () => {
		edit('pixel/products.json', (data) => {
			data[1].is_paid = 'yes';
		});
		await expect(startTestSandbox({ fixturesDir: dir })).rejects.toThrow(
			/pixel\/products\.json: 1\.is_paid: expected one of "Y", "N"/,
		);
		rmSync(join(dir, 'pixel'), { recursive: true });
		rmSync(join(dir, 'greenfield', 'homepage.json'));
		await expect(startTestSandbox({ fixturesDir: dir })).rejects.toThrow(
			/greenfield\/homepage\.json: file is missing/,
		);
	});

	test('invalid JSON and cross-file references are reported', async () => {
		writeFileSync(join(dir, 'appfirst', 'faqs.json'), '{ not json');
		await expect(startTestSandbox({ fixturesDir: dir })).rejects.toThrow(
			/appfirst\/faqs\.json: invalid JSON/,
		);
		rmSync(join(dir, 'appfirst', 'faqs.json'));
		edit('sunrise/students.json', (data) => {
			data[0].enrolled_products[0].product_id = 31337;
		});
		await expect(startTestSandbox({ fixturesDir: dir })).rejects.toThrow(
			/sunrise\/students\.json: 0\.enrolled_products\.0\.product_id: unknown product 31337/,
		);
	});

	test('a direct-URL-only product cannot be popular', async () => {
		const path = edit('sunrise/products.json', (data) => {
			data[7].popular = true;
		});
		await expect(startTestSandbox({ fixturesDir: dir })).rejects.toThrow(
			`${path}: 7.popular: a direct_url_only product cannot be popular`,
		);
	});

	test('an institute of your own loads from a custom folder', async () => {
		const own = mkdtempSync(join(tmpdir(), 'sandbox-own-'));
		try {
			cpSync(join(SHIPPED, 'pixel'), join(own, 'my-institute'), { recursive: true });
			const sandbox = await startTestSandbox({ fixturesDir: own });
			try {
				expect(sandbox.tenants).toEqual([
					{
						folder: 'my-institute',
						domains: ['pixel-store.in'],
						instituteId: 102,
						name: 'Pixel Study Store',
					},
				]);
			} finally {
				await sandbox.close();
			}
		} finally {
			rmSync(own, { recursive: true, force: true });
		}
	});

	test('a date is YYYY-MM-DD or a day relative to today', async () => {
		const path = edit('sunrise/products.json', (data) => {
			data[4].valid_to_date = 'tomorrow';
		});
		await expect(startTestSandbox({ fixturesDir: dir })).rejects.toThrow(
			`${path}: 4.valid_to_date: expected a YYYY-MM-DD date or a day relative to today, e.g. today+180`,
		);
	});

	test('the shipped fixtures load: six institutes with distinct ids', async () => {
		const sandbox = await startTestSandbox();
		try {
			expect(sandbox.tenants.map((tenant) => [tenant.folder, tenant.instituteId])).toEqual([
				['appfirst', 104],
				['globalprep', 105],
				['greenfield', 103],
				['gyan', 106],
				['pixel', 102],
				['sunrise', 101],
			]);
		} finally {
			await sandbox.close();
		}
	});
});

describe('fixture dates', () => {
	test.each([
		['today', '2026-03-01', '2026-03-01'],
		['today+180', '2026-03-01', '2026-08-28'],
		['today-30', '2026-03-01', '2026-01-30'],
		['today+1', '2028-02-28', '2028-02-29'],
		['2025-01-10', '2026-03-01', '2025-01-10'],
	])('%s on %s is %s', (written, today, date) => {
		expect(resolveFixtureDate(written, today)).toBe(date);
	});

	// The demo sells no product whose validity has ended, whatever day it runs (it sold CUET's
	// "1 Jan 2026 – 30 Jun 2026" on 27 Nov 2026).
	test.each(['2026-11-27', '2031-06-15'])('on %s every product is still valid', (today) => {
		for (const { product } of loadFixtures(SHIPPED, today).productById.values()) {
			if (product.valid_to_date) expect(product.valid_to_date > today).toBe(true);
			if (product.valid_from_date) expect(product.valid_from_date <= today).toBe(true);
		}
	});
});
