/** What the build pipeline reports progress to (a terminal bar, plain CI lines, or nothing). */

/** The phases a build reports. */
export type BuildPhase = 'fetch' | 'render' | 'publish';

/** A progress reporter. */
export interface BuildProgress {
	start(phase: BuildPhase, total: number, unit: string): void;
	tick(phase: BuildPhase, n?: number): void;
	/** Corrects a phase's total (the page count is an estimate until the pages exist). */
	setTotal(phase: BuildPhase, total: number): void;
	finish(phase: BuildPhase): void;
	/** Prints a line without breaking a bar. */
	log(line: string): void;
	stop(): void;
}

const nothing = () => {};

/** Reports nothing but the log lines, which go to `log`. */
export function logOnlyProgress(log: (line: string) => void): BuildProgress {
	return { start: nothing, tick: nothing, setTotal: nothing, finish: nothing, log, stop: nothing };
}
