/**
 * Environment variables: the one schema, validated at start by every script. Its keys are the
 * variables `.env.example` and the README's Configuration table list (a test keeps them in step).
 * A bad value fails naming the variable and the rule, e.g.
 * `environment: PORT: "abc" must be a whole number from 1 to 65535`, every mistake on its own line.
 */
import type { PaymentConfig } from '../src/lib/site/site-data.ts';
import * as z from 'zod/mini';
import { httpUrl, optionalVariable, parseConfig, quoted, variable, wholeNumber } from './schema.ts';

/** Where the sandbox's stand-in checkout script lives, relative to the sandbox root. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout.js';
/** Gateway one's own checkout script, used when `RAZORPAY_CHECKOUT_URL` is unset and the API is real. */
export const RAZORPAY_CHECKOUT_DEFAULT = 'https://checkout.razorpay.com/v1/checkout.js';
/** Where the sandbox serves its stand-in of the Google Fonts CSS2 API, relative to the sandbox root. */
export const SANDBOX_FONTS_PATH = '/fonts';
/** Google Fonts' CSS2 API, where the build downloads families no installed package has. */
export const GOOGLE_FONTS_DEFAULT = 'https://fonts.googleapis.com';
/** The platform's demo gateway-one key id the sandbox accepts (a public key id, not a secret). */
export const SANDBOX_RAZORPAY_KEY_ID = 'rzp_test_sandboxPlatform';

/**
 * The rebuild webhook's key `npm start` uses against the sandbox when `REBUILD_SECRET` is unset.
 * Published in the source: NOT a secret, never for a server reachable by others.
 */
export const DEMO_REBUILD_SECRET = 'demo-rebuild-key-not-a-secret';

/** Rebuild secrets shorter than this are refused: a short key can be guessed. */
const REBUILD_SECRET_MIN_LENGTH = 16;

/**
 * Where `npm run deploy` uploads the sites: one bucket on AWS S3 or an S3-compatible store, each
 * tenant's files at `<prefix><domain>/<path>`.
 */
export interface DeployConfig {
	/** The store's base URL; null means AWS S3 (the region's own endpoint). */
	endpoint: string | null;
	bucket: string;
	/** '' or a key prefix ending with `/`, e.g. `sites/`. */
	prefix: string;
	region: string;
	/** null: the SDK's default credential chain (AWS_* variables, shared files, instance role). */
	credentials: { accessKeyId: string; secretAccessKey: string } | null;
	/** `<endpoint>/<bucket>/<key>` addresses instead of `<bucket>.<endpoint>/<key>`. */
	forcePathStyle: boolean;
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
	/** Base of the Google Fonts CSS2 API the build downloads fonts from; null: Google's (the sandbox's stand-in when embedded). */
	googleFontsUrl: string | null;
	/** Preview server port. */
	port: number;
	/** Preview server interface (and the dev server's). */
	host: string;
	/** Port of the dev server (`npm run dev`); 0: any free port. */
	devPort: number;
	/** The port every server block of the build's `dist/nginx.conf` listens on. */
	nginxPort: number;
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
	/** Port of the rebuild server (`npm run rebuild-server`, and inside `npm start`). */
	rebuildPort: number;
	/** The HMAC key rebuild requests are signed with; null when unset. */
	rebuildSecret: string | null;
	/** A webhook rebuild waits until its tenant had no request for this long, in ms; 0: at once. */
	rebuildDebounceMs: number;
	/** ...but runs at most this long after the first request it took in, in ms. */
	rebuildMaxWaitMs: number;
	/** The Chromium the page bench (and Playwright, which reads it itself) drives. */
	chromiumPath: string;
	/** Where `npm run deploy` uploads; null when `DEPLOY_S3_BUCKET` is unset. */
	deploy: DeployConfig | null;
	/** The Redis of the rebuild queue and its workers; null means the in-process queue. */
	redisUrl: string | null;
	/** The port a worker serves `/healthz` and `/metrics` on; null: no such server. */
	workerMetricsPort: number | null;
	/** Tenants a worker builds together at most (`WORKER_BATCH`; 1 builds one at a time). */
	workerBatch: number;
	/** How long a silent worker keeps its jobs before another takes them, in ms (`WORKER_LOCK_MS`). */
	workerLockMs: number;
	/** How the rebuild server and workers write their logs; null: human on a terminal, else json. */
	logFormat: 'json' | 'human' | null;
}

const text = z.string();
const port = wholeNumber(1, 65535);
// The message never echoes the value: it is a secret.
const secret = z.string().check(
	z.refine((value) => value.length >= REBUILD_SECRET_MIN_LENGTH, {
		error: (issue) =>
			`is ${String(issue.input).length} characters; use at least ${REBUILD_SECRET_MIN_LENGTH}, e.g. the output of \`openssl rand -hex 32\``,
	}),
);
const flag = z.pipe(
	z.string().check(
		z.refine((value) => /^(true|false|1|0)$/i.test(value), {
			error: (issue) => `${quoted(issue.input)} must be true or false`,
		}),
	),
	z.transform((value) => /^(true|1)$/i.test(value)),
);
// AWS's rule, which S3-compatible stores share: a bucket name is also a host name label.
const bucketName = z.string().check(
	z.refine((value) => /^[a-z\d][a-z\d.-]{1,61}[a-z\d]$/.test(value), {
		error: (issue) =>
			`${quoted(issue.input)} must be 3 to 63 lowercase letters, digits, dots or hyphens, starting and ending with a letter or digit`,
	}),
);
// Keys are `<prefix><domain>/<path>`: a prefix without its slash would glue onto the domain.
const keyPrefix = z.string().check(
	z.refine((value) => value === '' || (value.endsWith('/') && !/^\/|\/\//.test(value)), {
		error: (issue) =>
			`${quoted(issue.input)} must end with / and not start with / or hold //, e.g. sites/`,
	}),
);
// Half a key pair is a mistake, not a silent fall-back to the SDK's default credentials; `when`
// also runs it when another variable is wrong, so one run lists every mistake.
const bothOrNeither = (name: string, other: string) =>
	z.refine<Record<string, unknown>>((vars) => (vars[name] === null) === (vars[other] === null), {
		path: [name],
		message: `is set but ${other} is not; set both, or neither for the SDK's default credentials`,
		when: (payload) =>
			typeof payload.value === 'object' &&
			payload.value !== null &&
			(payload.value as Record<string, unknown>)[name] != null,
	});

// The value is not quoted back: a Redis URL often carries the password.
const redisUrl = z.string().check(
	z.refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), {
		error: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
	}),
);

// Log collectors read the JSON lines; a person at a terminal reads the human ones.
const logFormat = z.enum(['json', 'human'], {
	error: (issue) => `${quoted(issue.input)} must be json or human`,
});

/** Every variable the scripts read, by name, with its rule and default. */
export const envVariables = z
	.object({
		LMS_API_URL: optionalVariable(httpUrl),
		PRODUCT_API_URL: optionalVariable(httpUrl),
		RAZORPAY_CHECKOUT_URL: optionalVariable(httpUrl),
		RAZORPAY_KEY_ID: optionalVariable(text),
		GOOGLE_FONTS_URL: optionalVariable(httpUrl),
		PORT: variable(port, 4321),
		HOST: variable(text, '127.0.0.1'),
		DEV_PORT: variable(wholeNumber(0, 65535, ' (0 = any free port)'), 4322),
		NGINX_PORT: variable(port, 8080),
		SANDBOX_PORT: variable(port, 4010),
		TENANTS_FILE: variable(text, 'tenants.json'),
		DIST_DIR: variable(text, 'dist'),
		BUILD_CONCURRENCY: variable(wholeNumber(1, 32), 8),
		BUILD_RETRIES: variable(wholeNumber(0, 5), 2),
		REBUILD_PORT: variable(port, 4330),
		REBUILD_SECRET: optionalVariable(secret),
		REBUILD_DEBOUNCE_MS: variable(wholeNumber(0, 600_000), 3000),
		REBUILD_MAX_WAIT_MS: variable(wholeNumber(0, 3_600_000), 30_000),
		CHROMIUM_PATH: variable(text, '/usr/bin/chromium'),
		DEPLOY_S3_ENDPOINT: optionalVariable(httpUrl),
		DEPLOY_S3_BUCKET: optionalVariable(bucketName),
		DEPLOY_S3_PREFIX: variable(keyPrefix, ''),
		DEPLOY_S3_REGION: variable(text, 'us-east-1'),
		DEPLOY_S3_ACCESS_KEY_ID: optionalVariable(text),
		DEPLOY_S3_SECRET_ACCESS_KEY: optionalVariable(text),
		DEPLOY_S3_FORCE_PATH_STYLE: optionalVariable(flag),
		REDIS_URL: optionalVariable(redisUrl),
		WORKER_METRICS_PORT: optionalVariable(port),
		WORKER_BATCH: variable(wholeNumber(1, 500), 100),
		WORKER_LOCK_MS: variable(wholeNumber(1000, 600_000), 30_000),
		LOG_FORMAT: optionalVariable(logFormat),
	})
	.check(
		bothOrNeither('DEPLOY_S3_ACCESS_KEY_ID', 'DEPLOY_S3_SECRET_ACCESS_KEY'),
		bothOrNeither('DEPLOY_S3_SECRET_ACCESS_KEY', 'DEPLOY_S3_ACCESS_KEY_ID'),
		z.refine((vars) => !(vars.PRODUCT_API_URL !== null && vars.LMS_API_URL === null), {
			path: ['PRODUCT_API_URL'],
			message: 'is set but LMS_API_URL is not; set both, or neither for the sandbox',
			// Also when another variable is wrong, so one run lists every mistake.
			when: (payload) => typeof payload.value === 'object' && payload.value !== null,
		}),
	);

type Variables = z.output<typeof envVariables>;

function deployConfig(vars: Variables, bucket: string): DeployConfig {
	const endpoint = vars.DEPLOY_S3_ENDPOINT;
	const accessKeyId = vars.DEPLOY_S3_ACCESS_KEY_ID;
	const secretAccessKey = vars.DEPLOY_S3_SECRET_ACCESS_KEY;
	return {
		endpoint,
		bucket,
		prefix: vars.DEPLOY_S3_PREFIX,
		region: vars.DEPLOY_S3_REGION,
		credentials:
			accessKeyId !== null && secretAccessKey !== null ? { accessKeyId, secretAccessKey } : null,
		// S3-compatible stores rarely have a wildcard DNS name per bucket; AWS does.
		forcePathStyle: vars.DEPLOY_S3_FORCE_PATH_STYLE ?? endpoint !== null,
	};
}

const envSchema = z.pipe(
	envVariables,
	z.transform((vars): AppEnv => ({
		lmsApiUrl: vars.LMS_API_URL,
		productApiUrl: vars.PRODUCT_API_URL ?? vars.LMS_API_URL,
		razorpayCheckoutUrl: vars.RAZORPAY_CHECKOUT_URL,
		razorpayKeyId: vars.RAZORPAY_KEY_ID,
		googleFontsUrl: vars.GOOGLE_FONTS_URL,
		port: vars.PORT,
		host: vars.HOST,
		devPort: vars.DEV_PORT,
		nginxPort: vars.NGINX_PORT,
		sandboxPort: vars.SANDBOX_PORT,
		tenantsFile: vars.TENANTS_FILE,
		distDir: vars.DIST_DIR,
		buildConcurrency: vars.BUILD_CONCURRENCY,
		buildRetries: vars.BUILD_RETRIES,
		rebuildPort: vars.REBUILD_PORT,
		rebuildSecret: vars.REBUILD_SECRET,
		rebuildDebounceMs: vars.REBUILD_DEBOUNCE_MS,
		rebuildMaxWaitMs: vars.REBUILD_MAX_WAIT_MS,
		chromiumPath: vars.CHROMIUM_PATH,
		deploy: vars.DEPLOY_S3_BUCKET === null ? null : deployConfig(vars, vars.DEPLOY_S3_BUCKET),
		redisUrl: vars.REDIS_URL,
		workerMetricsPort: vars.WORKER_METRICS_PORT,
		workerBatch: vars.WORKER_BATCH,
		workerLockMs: vars.WORKER_LOCK_MS,
		logFormat: vars.LOG_FORMAT,
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

/**
 * The base of the fonts API a build downloads from: `GOOGLE_FONTS_URL`, else the sandbox's
 * stand-in when `sandboxUrl` is given (so a build against the sandbox works offline), else Google's.
 */
export function fontsApiUrl(env: AppEnv, sandboxUrl: string | null = null): string {
	return (
		env.googleFontsUrl ??
		(sandboxUrl === null ? GOOGLE_FONTS_DEFAULT : sandboxUrl + SANDBOX_FONTS_PATH)
	);
}

/** The rebuild webhook's key: `REBUILD_SECRET`, else the demo key when running against the embedded sandbox, else null. */
export function rebuildSecret(env: AppEnv, embeddedSandbox: boolean): string | null {
	return env.rebuildSecret ?? (embeddedSandbox ? DEMO_REBUILD_SECRET : null);
}
