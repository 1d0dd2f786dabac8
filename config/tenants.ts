/**
 * The tenants file (`tenants.json`, or the file named by `TENANTS_FILE`): which institute domains
 * one build renders, each optionally with its own API bases, without the consent banner and with
 * its pages' language (`lang`, BCP 47; by default the build reads it from the institute's text). Every
 * mistake is reported with the file and field, e.g. `tenants.json: tenants[2].domain: …`, all of
 * them in one go.
 *
 * ```json
 * { "tenants": [{ "domain": "sunrise-academy.in" },
 *               { "domain": "other.in", "lmsApiUrl": "https://…", "productApiUrl": "https://…" },
 *               { "domain": "school.in", "consentBanner": false, "lang": "hi" }] }
 * ```
 */
import * as z from 'zod/mini';
import { normaliseDomain } from '../src/lib/lms/domain.ts';
import { httpUrl, parseConfig, parseJsonConfig, quoted } from './schema.ts';
import type { ApiBases } from '../src/lib/lms/types.ts';

/** One tenant of the file. */
export interface TenantEntry {
	/** Host name without scheme, port, path or leading `www.`, lower case. */
	domain: string;
	/** Per-tenant overrides of `LMS_API_URL` / `PRODUCT_API_URL`. */
	lmsApiUrl: string | null;
	productApiUrl: string | null;
	/**
	 * Whether visitors are asked before GA4 and the Meta pixel load (default true); false loads
	 * them for everyone, for an institute whose audience needs no consent banner.
	 */
	consentBanner: boolean;
	/** The pages' language (a canonical BCP 47 tag); null: the build picks it from the institute's text. */
	lang: string | null;
}

// Host-name characters only: a scheme, port, path or query in the file is a mistake, not a variant.
const HOST_CHARACTERS = /^[a-z\d.-]+$/i;
const HOST_NAME =
	/^(?=.{1,253}$)([a-z\d]([a-z\d-]{0,61}[a-z\d])?)(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)+$/;

/** Whether `value` is a domain as the tenants file stores it: a host name, normalised (`normaliseDomain`). */
export function isNormalisedDomain(value: string): boolean {
	return HOST_NAME.test(value) && normaliseDomain(value) === value;
}

/** Whether the file may name a tenant so: a host name, optionally with a leading `www.` or a trailing dot. */
function isTenantDomain(raw: string): boolean {
	return HOST_CHARACTERS.test(raw.trim()) && HOST_NAME.test(normaliseDomain(raw));
}

const domain = z.pipe(
	z
		.string({
			error: (issue) =>
				issue.input === undefined
					? 'is missing (a host name like "example.com")'
					: 'expected a string',
		})
		.check(
			z.refine(isTenantDomain, {
				error: (issue) =>
					`${quoted(issue.input)} must be a host name like "example.com" (no scheme, port or path)`,
			}),
		),
	z.transform(normaliseDomain),
);

const apiOverride = z._default(z.nullable(httpUrl), null);

const consentBanner = z._default(
	z.boolean({
		error: (issue) => `${quoted(issue.input)} must be true or false (default true)`,
	}),
	true,
);

/** `tag` in its canonical BCP 47 form (`en-in` → `en-IN`), or null when it is not a language tag. */
function canonicalLanguage(tag: string): string | null {
	try {
		return Intl.getCanonicalLocales(tag)[0] ?? null;
	} catch {
		return null;
	}
}

const lang = z._default(
	z.nullable(
		z.pipe(
			z
				.string({
					error: (issue) => `${quoted(issue.input)} must be a language tag like "hi" or "en-IN"`,
				})
				.check(
					z.refine((tag) => canonicalLanguage(tag) !== null, {
						error: (issue) =>
							`${quoted(issue.input)} must be a BCP 47 language tag like "hi" or "en-IN"`,
					}),
				),
			z.transform((tag) => canonicalLanguage(tag)!),
		),
	),
	null,
);

const entry = z.strictObject(
	{ domain, lmsApiUrl: apiOverride, productApiUrl: apiOverride, consentBanner, lang },
	{
		error: (issue) =>
			issue.code === 'unrecognized_keys'
				? 'unknown field (allowed: domain, lmsApiUrl, productApiUrl, consentBanner, lang)'
				: 'expected an object with a "domain"',
	},
);

/** Reports the second (and later) entry of a domain, naming the first, so both can be found. */
const noDuplicateDomains = z.superRefine<unknown[]>(
	(entries, context) => {
		const firstIndex = new Map<string, number>();
		entries.forEach((item, index) => {
			const raw = (item as { domain?: unknown } | null)?.domain;
			if (typeof raw !== 'string' || !isTenantDomain(raw)) return;
			const name = normaliseDomain(raw);
			const first = firstIndex.get(name);
			if (first === undefined) firstIndex.set(name, index);
			else
				context.addIssue({
					code: 'custom',
					path: [index, 'domain'],
					input: raw,
					message: `"${name}" is listed twice (also tenants[${first}].domain)`,
				});
		});
	},
	// Also when another entry is wrong, so one run lists every mistake.
	{ when: (payload) => Array.isArray(payload.value) },
);

const tenantsFileSchema = z.pipe(
	z.object(
		{
			tenants: z
				.array(entry, {
					error: 'expected a list, e.g. { "tenants": [{ "domain": "example.com" }] }',
				})
				.check(z.minLength(1, 'the list is empty'), noDuplicateDomains),
		},
		{ error: 'expected an object, e.g. { "tenants": [{ "domain": "example.com" }] }' },
	),
	z.transform((file): TenantEntry[] => file.tenants),
);

/** Parses the tenants file's JSON text; `file` names it in messages. Throws ConfigError listing every bad field. */
export function parseTenantsFile(file: string, text: string): TenantEntry[] {
	return parseConfig(file, tenantsFileSchema, parseJsonConfig(file, text));
}

/** The API bases one tenant uses: its own overrides, else the environment's. */
export function tenantApiBases(tenant: TenantEntry, defaults: ApiBases): ApiBases {
	const mainApiUrl = tenant.lmsApiUrl ?? defaults.mainApiUrl;
	return {
		mainApiUrl,
		productApiUrl: tenant.productApiUrl ?? tenant.lmsApiUrl ?? defaults.productApiUrl,
	};
}
