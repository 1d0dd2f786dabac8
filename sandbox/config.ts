/**
 * Environment of `npm run sandbox` (sandbox/main.ts): every variable is checked and a bad value
 * fails with a message naming the variable.
 */
import { existsSync, statSync } from 'node:fs';

export interface SandboxConfig {
	port: number;
	host: string;
	/** SQLite file, or `:memory:`. */
	dbFile: string;
	fixturesDir: string;
	otp: string;
}

/** A bad environment variable; the message starts with its name. */
export class SandboxConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Defaults of the CLI; `SANDBOX_DB` is a file so registered students survive a restart. */
export const SANDBOX_DEFAULTS: SandboxConfig = {
	port: 4010,
	host: '127.0.0.1',
	dbFile: '.data/sandbox.sqlite',
	fixturesDir: 'sandbox/fixtures',
	otp: '1234',
};

function setting(env: Env, name: string): string | undefined {
	const value = env[name]?.trim();
	return value === undefined || value === '' ? undefined : value;
}

function fail(name: string, value: string, expected: string): never {
	throw new SandboxConfigError(`${name}: '${value}' is not valid; expected ${expected}`);
}

/** Reads and checks `SANDBOX_PORT`, `SANDBOX_HOST`, `SANDBOX_DB`, `SANDBOX_FIXTURES`, `SANDBOX_OTP`. */
export function readSandboxConfig(env: Env = process.env): SandboxConfig {
	const config = { ...SANDBOX_DEFAULTS };

	const port = setting(env, 'SANDBOX_PORT');
	if (port !== undefined) {
		if (!/^\d{1,5}$/.test(port) || Number(port) > 65535)
			fail('SANDBOX_PORT', port, 'a port number from 0 to 65535 (0 = any free port)');
		config.port = Number(port);
	}

	const host = setting(env, 'SANDBOX_HOST');
	if (host !== undefined) {
		if (!/^[\w.:-]+$/.test(host))
			fail('SANDBOX_HOST', host, 'a host name or IP address, e.g. 127.0.0.1 or 0.0.0.0');
		config.host = host;
	}

	const dbFile = setting(env, 'SANDBOX_DB');
	if (dbFile !== undefined) {
		if (
			dbFile !== ':memory:' &&
			(dbFile.endsWith('/') || (existsSync(dbFile) && statSync(dbFile).isDirectory()))
		) {
			fail('SANDBOX_DB', dbFile, "a database file path (its folder is created) or ':memory:'");
		}
		config.dbFile = dbFile;
	}

	const fixturesDir = setting(env, 'SANDBOX_FIXTURES');
	if (fixturesDir !== undefined) {
		if (!existsSync(fixturesDir) || !statSync(fixturesDir).isDirectory()) {
			fail('SANDBOX_FIXTURES', fixturesDir, 'an existing folder of institute folders');
		}
		config.fixturesDir = fixturesDir;
	}

	const otp = setting(env, 'SANDBOX_OTP');
	if (otp !== undefined) {
		if (!/^\d{4}$/.test(otp))
			fail('SANDBOX_OTP', otp, 'four digits, as the registration screen takes');
		config.otp = otp;
	}
	return config;
}
