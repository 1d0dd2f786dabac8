/**
 * Environment variables: the one documented schema, validated at start by every script.
 * Each entry names its variable, default and meaning; `.env.example` and the README list the same.
 * A bad value fails with the variable's name (compare Astro's `envField`).
 */

/** Where the sandbox's stand-in checkout script lives, relative to the sandbox root. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout.js';
export const RAZORPAY_CHECKOUT_DEFAULT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface AppEnv {
	/** Main-service base URL; null means "use the embedded sandbox". */
	lmsApiUrl: string | null;
	/** Product-service base URL; defaults to the main-service one. */
	productApiUrl: string | null;
	/** Gateway one's checkout script; null means the provider's own (or the sandbox's when embedded). */
	razorpayCheckoutUrl: string | null;
	/** Preview server port. */
	port: number;
	/** Preview server interface. */
	host: string;
	/** Sandbox port (embedded default). */
	sandboxPort: number;
	/** Path of the tenants file. */
	tenantsFile: string;
	/** Where the per-tenant sites are published. */
	distDir: string;
	/** How many tenants are fetched at once during a build. */
	buildConcurrency: number;
	/** Extra tries for a failed GET during a build (network errors, timeouts, 5xx). */
	buildRetries: number;
}

export interface EnvField {
	name: string;
	default: string;
	description: string;
}

/** The documented schema, in the order `.env.example` lists it. */
export const ENV_FIELDS: readonly EnvField[] = [
	{
		name: 'LMS_API_URL',
		default: '(unset: embedded sandbox)',
		description: 'Main-service base URL.',
	},
	{ name: 'PRODUCT_API_URL', default: 'LMS_API_URL', description: 'Product-service base URL.' },
	{
		name: 'RAZORPAY_CHECKOUT_URL',
		default: RAZORPAY_CHECKOUT_DEFAULT,
		description: "Gateway one's checkout script (the sandbox's stand-in when embedded).",
	},
	{ name: 'PORT', default: '4321', description: 'Preview server port.' },
	{ name: 'HOST', default: '127.0.0.1', description: 'Preview server interface.' },
	{ name: 'SANDBOX_PORT', default: '4010', description: 'Sandbox port when it is embedded.' },
	{ name: 'TENANTS_FILE', default: 'tenants.json', description: 'Which tenants file to build.' },
	{ name: 'DIST_DIR', default: 'dist', description: 'Where dist/<domain>/ folders are published.' },
	{ name: 'BUILD_CONCURRENCY', default: '4', description: 'Tenants fetched at once (1 to 32).' },
	{
		name: 'BUILD_RETRIES',
		default: '2',
		description: 'Retries of a failed GET during a build (0 to 5).',
	},
];

/** Thrown for a configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
	override name = 'ConfigError';
}

type RawEnv = Record<string, string | undefined>;

function read(env: RawEnv, name: string): string | null {
	const value = env[name]?.trim();
	return value ? value : null;
}

/** Validates an http(s) URL and drops a trailing slash so paths can be appended. */
export function parseHttpUrl(name: string, value: string): string {
	let url: URL;
	try {
		url = new URL(value);
	} catch {
		throw new ConfigError(
			`${name}: "${value}" is not a URL (expected e.g. https://api.example.com)`,
		);
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		throw new ConfigError(`${name}: "${value}" must start with http:// or https://`);
	}
	return url.href.replace(/\/+$/, '');
}

function parseInteger(name: string, value: string, min: number, max: number): number {
	if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
		throw new ConfigError(`${name}: "${value}" must be a whole number from ${min} to ${max}`);
	}
	return Number(value);
}

/** Parses and validates the environment (pass `process.env`). Throws ConfigError naming the variable. */
export function parseEnv(env: RawEnv): AppEnv {
	const url = (name: string) => {
		const value = read(env, name);
		return value === null ? null : parseHttpUrl(name, value);
	};
	const int = (name: string, fallback: number, min: number, max: number) => {
		const value = read(env, name);
		return value === null ? fallback : parseInteger(name, value, min, max);
	};
	const lmsApiUrl = url('LMS_API_URL');
	const productApiUrl = url('PRODUCT_API_URL');
	if (productApiUrl && !lmsApiUrl) {
		throw new ConfigError(
			'PRODUCT_API_URL: is set but LMS_API_URL is not; set both, or neither for the sandbox',
		);
	}
	return {
		lmsApiUrl,
		productApiUrl: productApiUrl ?? lmsApiUrl,
		razorpayCheckoutUrl: url('RAZORPAY_CHECKOUT_URL'),
		port: int('PORT', 4321, 1, 65535),
		host: read(env, 'HOST') ?? '127.0.0.1',
		sandboxPort: int('SANDBOX_PORT', 4010, 1, 65535),
		tenantsFile: read(env, 'TENANTS_FILE') ?? 'tenants.json',
		distDir: read(env, 'DIST_DIR') ?? 'dist',
		buildConcurrency: int('BUILD_CONCURRENCY', 4, 1, 32),
		buildRetries: int('BUILD_RETRIES', 2, 0, 5),
	};
}
