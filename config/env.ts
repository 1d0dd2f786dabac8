/**
 * Environment variables: the one schema, validated at start by every script. Its keys are the
 * variables `.env.example` and the Configuration table of docs/configuration.md list (a test
 * keeps them in step).
 * A bad value fails naming the variable and the rule, e.g.
 * `environment: PORT: "abc" must be a whole number from 1 to 65535`, every mistake on its own line.
 */
import type { PaymentConfig } from '../src/lib/site/site-data.ts';
import * as z from 'zod/mini';
import {
	hostAddress,
	httpUrl,
	optionalVariable,
	parseConfig,
	quoted,
	variable,
	wholeNumber,
} from './schema.ts';

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
	/** `NODE_ENV=production`: nothing falls back to a demo (sandbox, demo key); null when unset. */
	nodeEnv: 'production' | 'development' | 'test' | null;
	/** The operations port (`/healthz`, `/readyz`, `/metrics`) of the rebuild server and each worker; 0: a free one. */
	opsPort: number;
	/** The interface the operations port listens on. */
	opsHost: string;
	/** The LMS endpoint that serves the tenant list (same schema as the tenants file); null: the file. */
	tenantsUrl: string | null;
	/** How long a fetched tenant list (or a read of the watched file) is used before it is read again, in s. */
	tenantsRefreshS: number;
	/** The BullMQ queue's name. */
	queueName: string;
	/** The queue's Redis key prefix; keys are `{<prefix>}:<name>:…` (a Redis Cluster hash tag). */
	queuePrefix: string;
	/** The code revision jobs carry; null: the git commit, else the package version. */
	codeRevision: string | null;
	/** Render processes of the pool; null: available parallelism capped by memory (~600 MB each). */
	renderProcesses: number | null;
	/** A worker removes local releases of tenants it has not built for this many days. */
	releaseKeepDays: number;
	/** The dev server's interface (loopback unless set). */
	devHost: string;
	/** `Strict-Transport-Security` max-age in s on every host file; 0: no HSTS header. */
	hstsMaxAge: number;
	/** Origins the build may download font files from besides the stylesheet's own; null: `https://fonts.gstatic.com`. */
	fontFileOrigins: readonly string[] | null;
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

const nodeEnv = z.enum(['production', 'development', 'test'], {
	error: (issue) => `${quoted(issue.input)} must be production, development or test`,
});

// The list is the LMS's: over the network it must be HTTPS; plain http only on this machine.
const loopbackHost = (host: string) => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(host);
const tenantsUrl = z.pipe(
	httpUrl,
	z.string().check(
		z.refine((value) => value.startsWith('https:') || loopbackHost(new URL(value).hostname), {
			error: (issue) =>
				`${quoted(issue.input)} must be an https:// URL (plain http only on localhost)`,
		}),
	),
);

// Queue names, prefixes and revisions end up inside Redis keys and log lines.
const keyName = z.string().check(
	z.refine((value) => /^[A-Za-z\d][A-Za-z\d._-]{0,63}$/.test(value), {
		error: (issue) =>
			`${quoted(issue.input)} must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter or digit`,
	}),
);

// `https://a.example, https://b.example` → their origins; a path or a non-https origin is a mistake.
const originList = z.pipe(
	z.string().check(
		z.refine(
			(value) =>
				value
					.split(',')
					.map((part) => part.trim())
					.every(
						(part) =>
							URL.canParse(part) &&
							new URL(part).protocol === 'https:' &&
							new URL(part).origin === part.replace(/\/$/, ''),
					),
			{
				error: (issue) =>
					`${quoted(issue.input)} must be https origins separated by commas, e.g. https://fonts.gstatic.com`,
			},
		),
	),
	z.transform((value) => value.split(',').map((part) => new URL(part.trim()).origin)),
);

/** Every variable the scripts read, by name, with its rule and default. */
export const envVariables = z
	.object({
		LMS_API_URL: optionalVariable(httpUrl),
		PRODUCT_API_URL: optionalVariable(httpUrl),
		RAZORPAY_CHECKOUT_URL: optionalVariable(httpUrl),
		RAZORPAY_KEY_ID: optionalVariable(text),
		GOOGLE_FONTS_URL: optionalVariable(httpUrl),
		PORT: variable(port, 4321),
		HOST: variable(hostAddress, '127.0.0.1'),
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
		NODE_ENV: optionalVariable(nodeEnv),
		OPS_PORT: variable(wholeNumber(0, 65535, ' (0 = any free port)'), 4331),
		OPS_HOST: variable(hostAddress, '127.0.0.1'),
		TENANTS_URL: optionalVariable(tenantsUrl),
		TENANTS_REFRESH_S: variable(wholeNumber(1, 86_400), 60),
		QUEUE_NAME: variable(keyName, 'rebuild'),
		QUEUE_PREFIX: variable(keyName, 'institute-sites'),
		CODE_REVISION: optionalVariable(keyName),
		RENDER_PROCESSES: optionalVariable(wholeNumber(1, 64)),
		RELEASE_KEEP_DAYS: variable(wholeNumber(1, 3650), 30),
		DEV_HOST: variable(hostAddress, '127.0.0.1'),
		HSTS_MAX_AGE: variable(wholeNumber(0, 63_072_000, ' (0 = no HSTS)'), 31_536_000),
		FONT_FILE_ORIGINS: optionalVariable(originList),
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
		nodeEnv: vars.NODE_ENV,
		opsPort: vars.OPS_PORT,
		opsHost: vars.OPS_HOST,
		tenantsUrl: vars.TENANTS_URL,
		tenantsRefreshS: vars.TENANTS_REFRESH_S,
		queueName: vars.QUEUE_NAME,
		queuePrefix: vars.QUEUE_PREFIX,
		codeRevision: vars.CODE_REVISION,
		renderProcesses: vars.RENDER_PROCESSES,
		releaseKeepDays: vars.RELEASE_KEEP_DAYS,
		devHost: vars.DEV_HOST,
		hstsMaxAge: vars.HSTS_MAX_AGE,
		fontFileOrigins: vars.FONT_FILE_ORIGINS,
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

/** What a script uses, for the production check: the LMS API, the webhook's key, the bucket. */
export interface ProductionUses {
	/** It fetches from the LMS (and would otherwise start the demo sandbox). */
	api: boolean;
	/** It takes signed webhooks (and would otherwise use the published demo key). */
	secret: boolean;
	/** It uploads to the bucket. */
	bucket: boolean;
}

/**
 * With `NODE_ENV=production`, one line per variable a script uses but lacks (nothing falls back
 * to the sandbox, the demo key or a local-only run); none otherwise.
 */
export function productionProblems(env: AppEnv, uses: ProductionUses): string[] {
	if (env.nodeEnv !== 'production') return [];
	const missing = (name: string, why: string) =>
		`environment: ${name}: is not set, and NODE_ENV=production never falls back to a demo: ${why} (see .env.example, Production)`;
	const problems: string[] = [];
	if (uses.api && env.lmsApiUrl === null)
		problems.push(missing('LMS_API_URL', "set it to the platform's API base URL"));
	if (uses.secret && env.rebuildSecret === null)
		problems.push(
			missing(
				'REBUILD_SECRET',
				'set the webhook key, e.g. `REBUILD_SECRET=$(openssl rand -hex 32)`',
			),
		);
	if (uses.bucket && env.deploy === null)
		problems.push(missing('DEPLOY_S3_BUCKET', 'set the bucket the sites are deployed to'));
	return problems;
}
