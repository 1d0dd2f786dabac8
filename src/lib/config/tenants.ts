/**
 * The tenants file (`tenants.json`, or the file named by `TENANTS_FILE`): which institute domains
 * one build renders, each optionally with its own API bases. Validated field by field so a mistake
 * is reported as e.g. `tenants.json: tenants[2].domain: …`.
 *
 * ```json
 * { "tenants": [{ "domain": "sunrise-academy.in" },
 *               { "domain": "other.in", "lmsApiUrl": "https://…", "productApiUrl": "https://…" }] }
 * ```
 */
import { ConfigError, parseHttpUrl } from './env.ts';
import type { ApiBases } from '../lms/types.ts';

export interface TenantEntry {
	/** Host name without scheme, port, path or leading `www.`, lower case. */
	domain: string;
	/** Per-tenant overrides of `LMS_API_URL` / `PRODUCT_API_URL`. */
	lmsApiUrl: string | null;
	productApiUrl: string | null;
}

const HOST_PATTERN =
	/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const ALLOWED_KEYS = new Set(['domain', 'lmsApiUrl', 'productApiUrl']);

/** Parses the tenants file's JSON text; `file` names it in messages. Throws ConfigError naming the field. */
export function parseTenantsFile(file: string, text: string): TenantEntry[] {
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch (error) {
		throw new ConfigError(`${file}: not valid JSON (${(error as Error).message})`);
	}
	const list = (data as { tenants?: unknown } | null)?.tenants;
	if (typeof data !== 'object' || data === null || !Array.isArray(list)) {
		throw new ConfigError(
			`${file}: tenants: expected a list, e.g. { "tenants": [{ "domain": "example.com" }] }`,
		);
	}
	if (list.length === 0) throw new ConfigError(`${file}: tenants: the list is empty`);
	const seen = new Set<string>();
	return list.map((raw: unknown, index) => {
		const at = `${file}: tenants[${index}]`;
		if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
			throw new ConfigError(`${at}: expected an object with a "domain"`);
		}
		const entry = raw as Record<string, unknown>;
		const unknownKey = Object.keys(entry).find((key) => !ALLOWED_KEYS.has(key));
		if (unknownKey) {
			throw new ConfigError(
				`${at}.${unknownKey}: unknown field (allowed: domain, lmsApiUrl, productApiUrl)`,
			);
		}
		if (typeof entry['domain'] !== 'string')
			throw new ConfigError(`${at}.domain: expected a string`);
		const domain = entry['domain']
			.trim()
			.toLowerCase()
			.replace(/^www\./, '');
		if (!HOST_PATTERN.test(domain)) {
			throw new ConfigError(
				`${at}.domain: "${entry['domain']}" must be a host name like "example.com" (no scheme, port or path)`,
			);
		}
		if (seen.has(domain)) throw new ConfigError(`${at}.domain: "${domain}" is listed twice`);
		seen.add(domain);
		const url = (key: 'lmsApiUrl' | 'productApiUrl') => {
			const value = entry[key];
			if (value === undefined || value === null) return null;
			if (typeof value !== 'string') throw new ConfigError(`${at}.${key}: expected a URL string`);
			return parseHttpUrl(`${at}.${key}`, value);
		};
		return { domain, lmsApiUrl: url('lmsApiUrl'), productApiUrl: url('productApiUrl') };
	});
}

/** The API bases one tenant uses: its own overrides, else the environment's. */
export function tenantApiBases(tenant: TenantEntry, defaults: ApiBases): ApiBases {
	const mainApiUrl = tenant.lmsApiUrl ?? defaults.mainApiUrl;
	return {
		mainApiUrl,
		productApiUrl: tenant.productApiUrl ?? tenant.lmsApiUrl ?? defaults.productApiUrl,
	};
}
