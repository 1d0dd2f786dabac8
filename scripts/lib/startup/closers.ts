/**
 * How a long-running script (`npm start`, `npm run dev`) stops: what it opened is closed last
 * opened first, on Ctrl-C, SIGTERM or a failure, before the process exits.
 */

/** The script's open servers and services, and the one way to stop it. */
export interface Closers {
	/** Something to close when the script stops. */
	add(close: () => Promise<void>): void;
	/** Closes everything (a failing close does not keep the others open), then exits with `code`. */
	stop(code: number): Promise<void>;
}

/** Closers stopped by SIGINT and SIGTERM (exit 0). */
export function closeOnSignals(): Closers {
	const closers: Array<() => Promise<void>> = [];
	const stop = async (code: number) => {
		for (const close of closers.reverse()) await close().catch(() => {});
		process.exit(code);
	};
	process.once('SIGINT', () => void stop(0));
	process.once('SIGTERM', () => void stop(0));
	return { add: (close) => void closers.push(close), stop };
}
