/**
 * Environment variables: the one schema, validated at start by every script. Its keys are the
 * variables `.env.example` and the README's Configuration table list (a test keeps them in step).
 * A bad value fails naming the variable and the rule, e.g.
 * `environment: PORT: "abc" must be a whole number from 1 to 65535`, every mistake on its own line.
 */
import * as z from 'zod/mini';
import { httpUrl, optionalVariable, parseConfig, variable, wholeNumber } from './schema.ts';

/** Where the sandbox's stand-in checkout script lives, relative to the sandbox root. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout.js';
/** Gateway one's own checkout script, used when `RAZORPAY_CHECKOUT_URL` is unset and the API is real. */
export const RAZORPAY_CHECKOUT_DEFAULT = 'https://checkout.razorpay.com/v1/checkout.js';
/** The platform's demo gateway-one key id the sandbox accepts (a public key id, not a secret). */
export const SANDBOX_RAZORPAY_KEY_ID = 'rzp_test_sandboxPlatform';

/**
 * What the built sites need to take a gateway-one payment: the checkout script and the platform's
 * own key id (CONTRACT.md: used when the gateway lookup fails). Both are public values.
 */
export interface PaymentConfig {
	checkoutScriptUrl: string;
	platformKeyId: string | null;
}

/** The validated environment. */
export interface AppEnv {
	/** Main-service base URL; null means "use the embedded sandbox". */
	lmsApiUrl: string | null;
	/** Product-service base URL; defaults to the main-service one. */
	productApiUrl: string | null;
	/** Gateway one's checkout script; null means the provider's own (or the sandbox's when embedded). */
	razorpayCheckoutUrl: string | null;
	/** The platform's gateway-one key id; null means none (the sandbox's demo key when embedded). */
	razorpayKeyId: string | null;
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
	/** The Chromium the page bench (and Playwright, which reads it itself) drives. */
	chromiumPath: string;
	/** The Redis of the rebuild queue and its workers; null means the in-process queue. */
	redisUrl: string | null;
}

const text = z.string();
const port = wholeNumber(1, 65535);

// The value is not quoted back: a Redis URL often carries the password.
const redisUrl = z.string().check(
	z.refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), {
		error: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
	}),
);

/** Every variable the scripts read, by name, with its rule and default. */
export const envVariables = z
	.object({
		LMS_API_URL: optionalVariable(httpUrl),
		PRODUCT_API_URL: optionalVariable(httpUrl),
		RAZORPAY_CHECKOUT_URL: optionalVariable(httpUrl),
		RAZORPAY_KEY_ID: optionalVariable(text),
		PORT: variable(port, 4321),
		HOST: variable(text, '127.0.0.1'),
		SANDBOX_PORT: variable(port, 4010),
		TENANTS_FILE: variable(text, 'tenants.json'),
		DIST_DIR: variable(text, 'dist'),
		BUILD_CONCURRENCY: variable(wholeNumber(1, 32), 4),
		BUILD_RETRIES: variable(wholeNumber(0, 5), 2),
		CHROMIUM_PATH: variable(text, '/usr/bin/chromium'),
		REDIS_URL: optionalVariable(redisUrl),
	})
	.check(
		z.refine((vars) => !(vars.PRODUCT_API_URL !== null && vars.LMS_API_URL === null), {
			path: ['PRODUCT_API_URL'],
			message: 'is set but LMS_API_URL is not; set both, or neither for the sandbox',
			// Also when another variable is wrong, so one run lists every mistake.
			when: (payload) => typeof payload.value === 'object' && payload.value !== null,
		}),
	);

const envSchema = z.pipe(
	envVariables,
	z.transform((vars): AppEnv => ({
		lmsApiUrl: vars.LMS_API_URL,
		productApiUrl: vars.PRODUCT_API_URL ?? vars.LMS_API_URL,
		razorpayCheckoutUrl: vars.RAZORPAY_CHECKOUT_URL,
		razorpayKeyId: vars.RAZORPAY_KEY_ID,
		port: vars.PORT,
		host: vars.HOST,
		sandboxPort: vars.SANDBOX_PORT,
		tenantsFile: vars.TENANTS_FILE,
		distDir: vars.DIST_DIR,
		buildConcurrency: vars.BUILD_CONCURRENCY,
		buildRetries: vars.BUILD_RETRIES,
		chromiumPath: vars.CHROMIUM_PATH,
		redisUrl: vars.REDIS_URL,
	})),
);

/** Parses and validates the environment (pass `process.env`). Throws ConfigError listing every bad variable. */
export function parseEnv(env: Record<string, string | undefined>): AppEnv {
	return parseConfig('environment', envSchema, env);
}

/**
 * The payment settings of a build: from the environment against a real API, or the sandbox's
 * stand-in script and demo key (each still overridable by its variable) when `sandboxUrl` is given.
 */
export function paymentConfig(env: AppEnv, sandboxUrl: string | null = null): PaymentConfig {
	return {
		checkoutScriptUrl:
			env.razorpayCheckoutUrl ??
			(sandboxUrl === null ? RAZORPAY_CHECKOUT_DEFAULT : sandboxUrl + SANDBOX_CHECKOUT_PATH),
		platformKeyId: env.razorpayKeyId ?? (sandboxUrl === null ? null : SANDBOX_RAZORPAY_KEY_ID),
	};
}
