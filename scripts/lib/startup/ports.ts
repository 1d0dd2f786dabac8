/**
 * Ports the scripts listen on: checked before anything is built, so a taken port stops a script
 * at once with one line naming the variable to change, and never after a build has touched dist/.
 */
import { createServer } from 'node:net';

/** A port a script needs is taken (or not allowed); `message` is the one line to show. */
export class PortError extends Error {
	override name = 'PortError';
}

/** The one line for a port that cannot be used, naming the variable that sets it. */
export function portMessage(variable: string, port: number, host: string, code: string): string {
	if (code === 'EACCES')
		return `${variable}=${port}: this port needs administrator rights on ${host}; set ${variable} to a port above 1023.`;
	return `${variable}=${port}: the port is already in use on ${host}; stop what runs there or set ${variable} to a free port, e.g. ${variable}=${port + 1}.`;
}

/** The PortError for a failed listen, or null when `error` is about something else. */
export function portError(
	error: unknown,
	variable: string,
	port: number,
	host: string,
): PortError | null {
	const code = (error as NodeJS.ErrnoException | null)?.code;
	return code === 'EADDRINUSE' || code === 'EACCES'
		? new PortError(portMessage(variable, port, host, code))
		: null;
}

/** Throws a PortError when `port` cannot be listened on at `host` (it is released again at once). */
export async function assertPortFree(variable: string, port: number, host: string): Promise<void> {
	const probe = createServer();
	await new Promise<void>((resolve, reject) => {
		probe.once('error', (error) => reject(portError(error, variable, port, host) ?? error));
		probe.listen(port, host, () => probe.close(() => resolve()));
	});
}

/** A port a script is about to listen on, and the variable that sets it. */
export interface PortCheck {
	variable: string;
	port: number;
	host: string;
}

/**
 * Probes every port at once and throws one PortError naming each that cannot be used, so a
 * start with several ports taken says so in one message rather than one per attempt.
 */
export async function assertPortsFree(checks: readonly PortCheck[]): Promise<void> {
	const outcomes = await Promise.allSettled(
		checks.map(({ variable, port, host }) => assertPortFree(variable, port, host)),
	);
	const failures = outcomes.flatMap((outcome) =>
		outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
	);
	const other = failures.find((failure) => !(failure instanceof PortError));
	// eslint-disable-next-line @typescript-eslint/only-throw-error -- another failure's reason, rethrown as it came
	if (other !== undefined) throw other;
	const lines = failures.map((failure) => (failure as PortError).message);
	if (lines.length === 1) throw new PortError(lines[0]);
	if (lines.length > 1)
		throw new PortError(
			`${lines.length} ports cannot be used:\n${lines.map((line) => `  ${line}`).join('\n')}`,
		);
}

/** Runs `listen` and turns its "address in use" failure into a PortError naming `variable`. */
export async function listenNamed<T>(
	listen: () => Promise<T>,
	variable: string,
	port: number,
	host: string,
): Promise<T> {
	try {
		return await listen();
	} catch (error) {
		throw portError(error, variable, port, host) ?? error;
	}
}

/** What a script prints for an error that stops it: a PortError's own line, else the stack. */
export function failureText(error: unknown): string {
	if (error instanceof PortError) return error.message;
	return String((error as Error).stack ?? error);
}
