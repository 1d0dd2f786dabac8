import { describe, expect, it } from 'vitest';
import { parentInStat, rssInStatus, treeOf, treeRssKb } from '../../../bench/lib/process-tree.ts';

describe('treeOf', () => {
	const parents = new Map([
		[10, 1],
		[11, 10],
		[12, 10],
		[13, 11],
		[20, 1],
	]);
	it.each([
		[10, [10, 11, 12, 13]],
		[11, [11, 13]],
		[20, [20]],
		[99, [99]],
	])('the tree of %i', (root, tree) => {
		expect(treeOf(root, parents).sort((a, b) => a - b)).toEqual(tree);
	});
});

describe('parentInStat', () => {
	it.each([
		['4242 (node) S 4200 4242 4200 0 -1', 4200],
		['77 (npm run (build) x) R 1 77 77 0 -1', 1],
		['garbage', null],
	])('%s → %s', (stat, parent) => {
		expect(parentInStat(stat)).toBe(parent);
	});
});

describe('rssInStatus', () => {
	it.each([
		['Name:\tnode\nVmPeak:\t 9000 kB\nVmRSS:\t   51234 kB\nThreads:\t7\n', 51234],
		['Name:\tkthreadd\nState:\tS (sleeping)\n', 0],
	])('reads VmRSS', (status, kb) => {
		expect(rssInStatus(status)).toBe(kb);
	});
});

describe('treeRssKb', () => {
	it.runIf(process.platform === 'linux')('counts at least this process', () => {
		expect(treeRssKb(process.pid)).toBeGreaterThan(1024);
	});
});
