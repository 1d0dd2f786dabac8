/**
 * The domains a command is given (`npm run rollback -- <domain>`, `rebuild`, `deploy`): each must
 * be a tenant's domain exactly as the tenants file stores it, so that `../x`, a path or a
 * mistyped domain never reaches a `dist/` path or a bucket key.
 */
import { isNormalisedDomain, type TenantEntry } from '../../../config/tenants.ts';
import { parseArgs } from 'node:util';
import { normaliseDomain } from '../../../src/lib/lms/domain.ts';
import { reasonOf } from '../reason.ts';

/** Why `arg` is not a domain of `tenants` (listed in `file`), in one line; null when it is one. */
export function domainProblem(
	arg: string,
	tenants: readonly TenantEntry[],
	file: string,
): string | null {
	if (tenants.some((tenant) => tenant.domain === arg)) return null;
	if (isNormalisedDomain(arg)) return `${arg} is not a tenant: ${file} does not list it`;
	const normalised = normaliseDomain(arg);
	// Written as a visitor would (capitals, `www.`, a slash): the command names the form to use.
	const hint = tenants.some((tenant) => tenant.domain === normalised)
		? `write it as ${normalised}`
		: 'a tenant domain is a lower-case host name with no scheme, www., port or path';
	return `${JSON.stringify(arg)} is not a normalised domain: ${hint}`;
}

/** `args` when each is a tenant's domain; else prints each problem on a line of its own and exits 1. */
export function requireTenantDomains(
	args: readonly string[],
	tenants: readonly TenantEntry[],
	file: string,
): string[] {
	const problems = args.flatMap((arg) => domainProblem(arg, tenants, file) ?? []);
	if (problems.length === 0) return [...args];
	for (const problem of problems) console.error(problem);
	process.exit(1);
}

/** Flags a one-domain command takes: boolean (`--list`, `--yes`) or with a value (`--to <id>`). */
type Flags = Record<string, { type: 'boolean' } | { type: 'string' }>;

/** The flags set: `true` for a boolean one, the value for one with a value. */
type FlagValues<T extends Flags> = {
	[K in keyof T]?: T[K] extends { type: 'string' } ? string : boolean;
};

/**
 * The arguments of a command that takes one domain and flags: the domain as given and the flags
 * set; else prints why with `usage` and exits 1. The domain still needs its check
 * (`requireTenantDomains`, or the command's own).
 */
export function oneDomainCommand<T extends Flags>(
	usage: string,
	flags: T,
	argv: readonly string[] = process.argv.slice(2),
): { domain: string; flags: FlagValues<T> } {
	let parsed;
	try {
		parsed = parseArgs({ args: [...argv], allowPositionals: true, options: flags, strict: true });
	} catch (error) {
		console.error(`${reasonOf(error)}\n${usage}`);
		process.exit(1);
	}
	const [domain] = parsed.positionals;
	if (!domain || parsed.positionals.length > 1) {
		console.error(usage);
		process.exit(1);
	}
	return { domain, flags: parsed.values };
}
