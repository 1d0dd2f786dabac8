/**
 * The render pool's size: `RENDER_PROCESSES` when set, else one process per core as far as the
 * memory (the cgroup limit when there is one) holds 600 MB each, and never fewer than one.
 */
import { describe, expect, it } from 'vitest';
import { totalmem } from 'node:os';
import {
	machineRenderProcesses,
	memoryLimit,
	RENDER_PROCESS_BYTES,
	renderProcesses,
} from '../../../../scripts/lib/system/render-processes.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('renderProcesses', () => {
	it('takes about 600 MB per render process', () => {
		expect(RENDER_PROCESS_BYTES).toBe(600 * MB);
	});

	it.each<[number | null, number, number, number, string]>([
		// configured, cores, memory, processes
		[null, 8, 64 * GB, 8, 'one per core when memory is plenty'],
		[null, 64, 4 * GB, 6, 'as many as memory holds on a host-sized core count'],
		[null, 4, 2400 * MB, 4, 'exactly four at 2400 MB'],
		[null, 4, 2400 * MB - 1, 3, 'one fewer a byte below'],
		[null, 16, 512 * MB, 1, 'at least one in a small container'],
		[null, 1, 64 * GB, 1, 'one on one core'],
		[3, 64, 64 * GB, 3, 'the setting when given'],
		[12, 2, 1 * GB, 12, 'the setting even above cores and memory'],
	])('%s, %s cores, %s bytes: %s (%s)', (configured, cores, memoryBytes, expected) => {
		expect(renderProcesses({ configured, cores, memoryBytes })).toBe(expected);
	});
});

describe("this machine's figures", () => {
	it('reads memory no larger than the machine has', () => {
		expect(memoryLimit()).toBeGreaterThan(0);
		expect(memoryLimit()).toBeLessThanOrEqual(totalmem());
	});

	it('gives the setting, or at least one process', () => {
		expect(machineRenderProcesses(5)).toBe(5);
		expect(machineRenderProcesses(null)).toBeGreaterThanOrEqual(1);
	});
});
