/**
 * The machine a bench ran on, for its report: figures only mean something next to these.
 */
import os from 'node:os';

/** When and on what a bench ran. */
export function machineFacts() {
	return {
		date: new Date().toISOString(),
		cores: os.availableParallelism(),
		cpuModel: os.cpus()[0]?.model ?? 'unknown',
		memoryMb: Math.round(os.totalmem() / 1024 / 1024),
		node: process.version,
	};
}
