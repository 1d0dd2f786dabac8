/**
 * Environment of `npm run sandbox` (sandbox/main.ts), and of the sandbox `npm start` / `npm run
 * build` embed: one schema; every bad variable is reported naming it and the rule, e.g.
 * `environment: SANDBOX_OTP: "12345" must be four digits, as the registration screen takes`.
 */
import { existsSync, statSync } from 'node:fs';
import * as z from 'zod/mini';
import { hostAddress, parseConfig, quoted, variable, wholeNumber } from '../config/schema.ts';

/** The sandbox's validated settings. */
export interface SandboxConfig {
	port: number;
	host: string;
	/** SQLite file, or `:memory:`. */
	dbFile: string;
	fixturesDir: string;
	otp: string;
	/** `npm run sandbox` prints one line per request (`SANDBOX_LOG=requests`, the default). */
	logRequests: boolean;
}

/** Defaults of the CLI; `SANDBOX_DB` is a file so registered students survive a restart. */
export const SANDBOX_DEFAULTS: SandboxConfig = {
	port: 4010,
	host: '127.0.0.1',
	dbFile: '.data/sandbox.sqlite',
	fixturesDir: 'sandbox/fixtures',
	otp: '1234',
	logRequests: true,
};

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** A text variable that must pass `test`; the message is the value followed by `rule`. */
function checked(test: (value: string) => boolean, rule: string) {
	return z.string().check(z.refine(test, { error: (issue) => `${quoted(issue.input)} ${rule}` }));
}

/** Every variable the sandbox reads, by name, with its rule and default. */
export const sandboxVariables = z.object({
	SANDBOX_PORT: variable(wholeNumber(0, 65535, ' (0 = any free port)'), SANDBOX_DEFAULTS.port),
	SANDBOX_HOST: variable(hostAddress, SANDBOX_DEFAULTS.host),
	SANDBOX_DB: variable(
		checked(
			(file) => file === ':memory:' || !(file.endsWith('/') || isFolder(file)),
			'must be a database file path (its folder is created) or ":memory:"',
		),
		SANDBOX_DEFAULTS.dbFile,
	),
	SANDBOX_FIXTURES: variable(
		checked(isFolder, 'must be an existing folder of institute folders'),
		SANDBOX_DEFAULTS.fixturesDir,
	),
	SANDBOX_OTP: variable(
		checked((otp) => /^\d{4}$/.test(otp), 'must be four digits, as the registration screen takes'),
		SANDBOX_DEFAULTS.otp,
	),
	SANDBOX_LOG: variable(
		checked((value) => value === 'requests' || value === 'off', 'must be requests or off'),
		'requests',
	),
});

const sandboxSchema = z.pipe(
	sandboxVariables,
	z.transform((vars): SandboxConfig => ({
		port: vars.SANDBOX_PORT,
		host: vars.SANDBOX_HOST,
		dbFile: vars.SANDBOX_DB,
		fixturesDir: vars.SANDBOX_FIXTURES,
		otp: vars.SANDBOX_OTP,
		logRequests: vars.SANDBOX_LOG !== 'off',
	})),
);

/** Reads `SANDBOX_PORT`, `SANDBOX_HOST`, `SANDBOX_DB`, `SANDBOX_FIXTURES`, `SANDBOX_OTP`, `SANDBOX_LOG`; throws ConfigError listing every bad one. */
export function readSandboxConfig(
	env: Record<string, string | undefined> = process.env,
): SandboxConfig {
	return parseConfig('environment', sandboxSchema, env);
}
