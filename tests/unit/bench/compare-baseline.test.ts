import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baselineHost } from '../../../bench/lib/compare-baseline.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('the baseline stays out of the product', () => {
	const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter(
		(file) => /\.(ts|tsx|astro|css)$/.test(file),
	);

	it('finds the product sources it checks', () => {
		expect(sources.length).toBeGreaterThan(100);
	});

	it('no file of src/ names bench/', () => {
		const naming = sources.filter((file) =>
			/['"][^'"]*\bbench\/baseline/.test(readFileSync(join(root, 'src', file), 'utf8')),
		);
		expect(naming).toEqual([]);
	});
});

describe('baselineHost', () => {
	it.each([
		['sunrise-academy.in', 'baseline.sunrise-academy.in'],
		['global-prep.com', 'baseline.global-prep.com'],
	])('%s → %s', (domain, host) => {
		expect(baselineHost(domain)).toBe(host);
	});
});
