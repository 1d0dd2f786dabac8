/**
 * Loads and validates the environment and the tenants file for a script; on a bad value it prints
 * the message (which names the variable or field) and exits 1.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, parseEnv, type AppEnv } from '../../src/lib/config/env.ts';
import { parseTenantsFile, type TenantEntry } from '../../src/lib/config/tenants.ts';

export interface ScriptConfig {
	root: string;
	env: AppEnv;
	tenants: TenantEntry[];
}

/** Reads `TENANTS_FILE` (relative to the project root). */
export function loadTenants(root: string, file: string): TenantEntry[] {
	let text: string;
	try {
		text = readFileSync(resolve(root, file), 'utf8');
	} catch (error) {
		throw new ConfigError(
			`TENANTS_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
		);
	}
	return parseTenantsFile(file, text);
}

/** The validated configuration, or exit 1 with the offending field named. */
export function loadScriptConfig(options: { tenants: boolean }): ScriptConfig {
	const root = resolve(import.meta.dirname, '../..');
	try {
		const env = parseEnv(process.env);
		return { root, env, tenants: options.tenants ? loadTenants(root, env.tenantsFile) : [] };
	} catch (error) {
		if (!(error instanceof ConfigError)) throw error;
		console.error(`Configuration error: ${error.message}`);
		process.exit(1);
	}
}

/** Runs a script step; a ConfigError (which names the field) is printed and exits 1. */
export async function orExitOnConfigError<T>(step: () => Promise<T>): Promise<T> {
	try {
		return await step();
	} catch (error) {
		if (!(error instanceof ConfigError)) throw error;
		console.error(`Configuration error: ${error.message}`);
		process.exit(1);
	}
}
