/**
 * Ports the scripts listen on: checked before anything is built, so a taken port stops a script
 * at once with one line naming the variable to change (the port's, or the host's when the machine
 * has no such address), and never after a build has touched dist/.
 */
import { createServer } from 'node:net';

/**
 * A port a script needs is taken (or not allowed), or its interface is not this machine's;
 * `message` is the one line to show.
 */
export class PortError extends Error {
	override name = 'PortError';
}

/**
 * The one line for a port that cannot be used, naming the variable that sets it; `suggestion` is
 * a port found free just now (see `freePortAbove`), or null when none was.
 */
export function portMessage(
	variable: string,
	port: number,
	host: string,
	code: string,
	suggestion: number | null,
): string {
	if (code === 'EACCES')
		return `${variable}=${port}: this port needs administrator rights on ${host}; set ${variable} to a port above 1023.`;
	const example = suggestion === null ? '' : `, e.g. ${variable}=${suggestion}`;
	return `${variable}=${port}: the port is already in use on ${host}; stop what runs there or set ${variable} to a free port${example}.`;
}

/** The variable that sets the interface of the server each port variable names. */
const HOST_VARIABLES: Readonly<Record<string, string>> = {
	PORT: 'HOST',
	REBUILD_PORT: 'HOST',
	OPS_PORT: 'OPS_HOST',
	DEV_PORT: 'DEV_HOST',
	SANDBOX_PORT: 'SANDBOX_HOST',
};

/** Why a listen failed on `host` itself, by error code: a name or address this machine lacks. */
const HOST_FAILURES: Readonly<Record<string, string>> = {
	ENOTFOUND: 'no such host name',
	EAI_AGAIN: 'its name could not be looked up',
	EADDRNOTAVAIL: 'not an address of this machine',
};

/**
 * The one line for an interface the server of `variable` cannot listen on (`code` one of
 * HOST_FAILURES), naming the variable that sets it, e.g. `HOST=nosuch.example: …`.
 */
export function hostMessage(variable: string, host: string, code: string): string {
	const hostVariable = HOST_VARIABLES[variable] ?? `the host of ${variable}`;
	return `${hostVariable}=${host}: cannot listen there (${HOST_FAILURES[code] ?? code}); set ${hostVariable} to an address of this machine, e.g. 127.0.0.1 or 0.0.0.0.`;
}

/** How many ports above a taken one are tried for the message's suggestion. */
const SUGGESTION_TRIES = 10;

/** Listens on `port` at `host` and lets it go: null when that worked, else the error. */
function tryListen(port: number, host: string): Promise<unknown> {
	return new Promise((resolve) => {
		const probe = createServer();
		probe.once('error', resolve);
		probe.listen(port, host, () => probe.close(() => resolve(null)));
	});
}

/**
 * The first of the few ports above `port` that could be listened on at `host` just now, skipping
 * `avoid` (the other ports the script is about to take); null when none could.
 */
async function freePortAbove(
	port: number,
	host: string,
	avoid: readonly number[] = [],
): Promise<number | null> {
	const last = Math.min(port + SUGGESTION_TRIES, 65535);
	for (let candidate = port + 1; candidate <= last; candidate++)
		if (!avoid.includes(candidate) && (await tryListen(candidate, host)) === null) return candidate;
	return null;
}

/** The PortError for a failed listen, or null when `error` is about something else. */
export async function portError(
	error: unknown,
	variable: string,
	port: number,
	host: string,
	avoid: readonly number[] = [],
): Promise<PortError | null> {
	const code = (error as NodeJS.ErrnoException | null)?.code;
	if (code !== undefined && code in HOST_FAILURES)
		return new PortError(hostMessage(variable, host, code));
	if (code !== 'EADDRINUSE' && code !== 'EACCES') return null;
	const suggestion = code === 'EADDRINUSE' ? await freePortAbove(port, host, avoid) : null;
	return new PortError(portMessage(variable, port, host, code, suggestion));
}

/**
 * Throws a PortError when `port` cannot be listened on at `host` (it is released again at once);
 * a suggested other port is never one of `avoid`.
 */
export async function assertPortFree(
	variable: string,
	port: number,
	host: string,
	avoid: readonly number[] = [],
): Promise<void> {
	const failure = await tryListen(port, host);
	if (failure !== null)
		throw (await portError(failure, variable, port, host, avoid)) ?? (failure as Error);
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
		checks.map(({ variable, port, host }) =>
			assertPortFree(
				variable,
				port,
				host,
				checks.map((check) => check.port),
			),
		),
	);
	const failures = outcomes.flatMap((outcome) =>
		outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
	);
	const other = failures.find((failure) => !(failure instanceof PortError));
	// eslint-disable-next-line @typescript-eslint/only-throw-error -- another failure's reason, rethrown as it came
	if (other !== undefined) throw other;
	// Two ports on one bad HOST are one mistake.
	const lines = [...new Set(failures.map((failure) => (failure as PortError).message))];
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
		throw (await portError(error, variable, port, host)) ?? error;
	}
}

/** What a script prints for an error that stops it: a PortError's own line, else the stack. */
export function failureText(error: unknown): string {
	if (error instanceof PortError) return error.message;
	return String((error as Error).stack ?? error);
}
