/**
 * What the build says about tenants it could not fetch. An API that cannot be reached is named
 * once, with the variable (or tenants-file field) that points at it, rather than once per tenant;
 * a domain the sandbox does not know names the fixture folder that would define it.
 */
import type { AppEnv } from '../../../config/env.ts';
import type { TenantEntry } from '../../../config/tenants.ts';
import { isLmsError } from '../../../src/lib/lms/errors.ts';
import type { ApiBases } from '../../../src/lib/lms/types.ts';

/** One tenant whose data could not be fetched, and why. */
export interface TenantFailure {
	domain: string;
	reason: string;
}

/** What the messages need to know about where each tenant's API comes from. */
export interface FailureContext {
	env: Pick<AppEnv, 'lmsApiUrl' | 'productApiUrl' | 'tenantsFile'>;
	tenants: readonly TenantEntry[];
	defaults: ApiBases;
	/** The sandbox's fixtures folder when the defaults are the sandbox; null for a real API. */
	sandboxFixtures: string | null;
}

/** Where one API base comes from: `LMS_API_URL=…`, a tenants-file field, or the sandbox; and how to go back to the sandbox. */
interface ApiSource {
	label: string;
	hint: string;
}

const SANDBOX_HINT = 'unset it to use the built-in sandbox';

function apiSource(
	tenant: TenantEntry,
	service: 'main' | 'product',
	context: FailureContext,
): ApiSource & { sandbox: boolean } {
	const { env, defaults } = context;
	const own = service === 'product' ? (tenant.productApiUrl ?? tenant.lmsApiUrl) : tenant.lmsApiUrl;
	if (own !== null) {
		const key =
			service === 'product' && tenant.productApiUrl !== null ? 'productApiUrl' : 'lmsApiUrl';
		const field = `${env.tenantsFile}: tenants[${context.tenants.indexOf(tenant)}].${key}`;
		return { label: `${field}=${own}`, hint: 'remove it to use the default API', sandbox: false };
	}
	const url = service === 'main' ? defaults.mainApiUrl : defaults.productApiUrl;
	if (context.sandboxFixtures !== null)
		return { label: `the sandbox at ${url}`, hint: '', sandbox: true };
	if (url === env.lmsApiUrl)
		return { label: `LMS_API_URL=${url}`, hint: SANDBOX_HINT, sandbox: false };
	const hint = `${SANDBOX_HINT} (with LMS_API_URL)`;
	return { label: `PRODUCT_API_URL=${url}`, hint, sandbox: false };
}

// The client writes "<call>: network error (<cause>)"; the cause ("bad port", "ECONNREFUSED …") is what a reader needs.
const networkCause = (message: string) => /network error \((.*)\)$/.exec(message)?.[1] ?? message;

/** A name for a new fixture folder: the domain's first label (`new-school.in` → `new-school`). */
const folderFor = (domain: string) => domain.split('.')[0] ?? domain;

/**
 * The failures as the build reports them (`failed`), and the lines to print: first one per
 * unreachable API however many tenants it fails, then one per other failure.
 */
export function explainFailures(
	failures: ReadonlyArray<{ domain: string; error: unknown }>,
	context: FailureContext,
): { lines: string[]; failed: TenantFailure[] } {
	const unreachable = new Map<string, { hint: string; cause: string; domains: string[] }>();
	const others: string[] = [];
	const failed = failures.map(({ domain, error }): TenantFailure => {
		const tenant = context.tenants.find((entry) => entry.domain === domain);
		const message = (error as Error).message;
		let reason = message;
		if (tenant && isLmsError(error)) {
			const source = apiSource(tenant, error.call.startsWith('P') ? 'product' : 'main', context);
			if (error.kind === 'network') {
				const group = unreachable.get(source.label) ?? {
					hint: source.hint,
					cause: networkCause(message),
					domains: [],
				};
				group.domains.push(domain);
				unreachable.set(source.label, group);
				return { domain, reason: `cannot reach ${source.label}` };
			}
			if (error.call === 'M1' && error.status === 404 && source.sandbox) {
				const folder = `${context.sandboxFixtures}/${folderFor(domain)}`;
				reason = `the sandbox has no institute for ${domain}: add ${folder}/institute.json with "domains": ["${domain}"] (see sandbox/README.md)`;
			}
		}
		others.push(`✗ ${domain}: ${reason}`);
		return { domain, reason };
	});
	const lines = [...unreachable].map(([label, { hint, cause, domains }]) => {
		const who = domains.length === 1 ? domains[0] : `${domains.length} tenants`;
		return `✗ ${who}: cannot reach ${label} (${cause})${hint ? `; ${hint}` : ''}.`;
	});
	return { lines: [...lines, ...others], failed };
}
