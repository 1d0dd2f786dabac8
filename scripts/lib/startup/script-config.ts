/**
 * Loads and validates a script's configuration: the environment, the embedded sandbox's variables
 * (when it will run) and the tenants file. On a mistake it prints every problem, one a line naming
 * the source, field and rule, and exits 1 before anything starts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as z from 'zod/mini';
import {
	envVariables,
	parseEnv,
	productionProblems,
	type AppEnv,
	type ProductionUses,
} from '../../../config/env.ts';
import { ConfigError } from '../../../config/schema.ts';
import { parseTenantsFile, type TenantEntry } from '../../../config/tenants.ts';
import { readSandboxConfig, type SandboxConfig } from '../../../sandbox/settings.ts';
import { loadTenantsFromUrl } from '../tenants/tenants-url.ts';

/** Everything a script reads from its environment and files, validated. */
export interface ScriptConfig {
	root: string;
	env: AppEnv;
	tenants: TenantEntry[];
	/** The embedded sandbox's settings; null when `LMS_API_URL` names a real API. */
	sandbox: SandboxConfig | null;
}

type Vars = Record<string, string | undefined>;

/** Reads `TENANTS_FILE` (relative to the project root). */
export function loadTenants(root: string, file: string): TenantEntry[] {
	let text: string;
	try {
		text = readFileSync(resolve(root, file), 'utf8');
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code ?? 'error';
		throw new ConfigError([`environment: TENANTS_FILE: cannot read ${file} (${code})`]);
	}
	return parseTenantsFile(file, text);
}

/** What a script needs beyond the environment. */
export interface ScriptNeeds {
	/** It builds: the tenants file and, unless `LMS_API_URL` is set, the embedded sandbox's variables. */
	build: boolean;
	/** It takes tenant domains: the tenants file, even when it does not build. */
	tenants?: boolean;
	/**
	 * What it uses besides, checked with `NODE_ENV=production` (see `productionProblems`); the LMS
	 * API defaults to `build`.
	 */
	uses?: Partial<ProductionUses>;
}

/** Validates `vars` (and what a build reads); throws one ConfigError listing every problem. */
export function readScriptConfig(root: string, vars: Vars, needs: ScriptNeeds): ScriptConfig {
	const problems: string[] = [];
	const collect = <T>(read: () => T): T | null => {
		try {
			return read();
		} catch (error) {
			if (!(error instanceof ConfigError)) throw error;
			problems.push(...error.problems);
			return null;
		}
	};
	const env = collect(() => parseEnv(vars));
	if (env)
		problems.push(
			...productionProblems(env, {
				api: needs.uses?.api ?? needs.build,
				secret: needs.uses?.secret ?? false,
				bucket: needs.uses?.bucket ?? false,
			}),
		);
	// The environment schema owns SANDBOX_PORT (the embedded port); checking it twice would report it twice.
	const sandbox =
		!needs.build || env?.lmsApiUrl
			? null
			: collect(() => readSandboxConfig({ ...vars, SANDBOX_PORT: undefined }));
	// TENANTS_FILE is read on its own, so a wrong PORT does not hide the file's mistakes.
	const tenantsFile =
		env?.tenantsFile ?? z.parse(envVariables.shape.TENANTS_FILE, vars['TENANTS_FILE']);
	// With TENANTS_URL the list is the LMS's, fetched by loadScriptConfig: the file is not read.
	const fromFile = (needs.build || needs.tenants === true) && env?.tenantsUrl == null;
	const tenants = fromFile ? collect(() => loadTenants(root, tenantsFile)) : [];
	if (env === null || tenants === null || problems.length > 0) throw new ConfigError(problems);
	return { root, env, tenants, sandbox };
}

/** Where the last good list from `TENANTS_URL` is kept: beside the dist folder, never in it. */
export function keptTenantsFile(config: Pick<ScriptConfig, 'root' | 'env'>): string {
	return join(dirname(resolve(config.root, config.env.distDir)), KEPT_TENANTS_FILE);
}

/** The kept list's file name (see `keptTenantsFile`). */
export const KEPT_TENANTS_FILE = '.tenants-url.json';

/**
 * The validated configuration, with the tenants from `TENANTS_URL` when it is set (a build's
 * scripts), or exit 1 listing every problem.
 */
export async function loadScriptConfig(needs: ScriptNeeds): Promise<ScriptConfig> {
	try {
		const config = readScriptConfig(resolve(import.meta.dirname, '../../..'), process.env, needs);
		const url = config.env.tenantsUrl;
		if (!(needs.build || needs.tenants === true) || url === null) return config;
		const tenants = await loadTenantsFromUrl(url, keptTenantsFile(config), (line) =>
			console.error(`Tenant list: ${line}`),
		);
		return { ...config, tenants };
	} catch (error) {
		if (!(error instanceof ConfigError)) throw error;
		for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
		process.exit(1);
	}
}
