/**
 * `npm run dev -- [<domain>]`: which tenant the dev server renders. No argument: the first tenant
 * of the tenants file. A domain the file does not list stops the script with the ones it does.
 */
import type { TenantEntry } from '../../../config/tenants.ts';
import { normaliseDomain } from '../../../src/lib/lms/domain.ts';

/** The arguments cannot be used; `message` is what to print before exiting 1. */
export class DevArgsError extends Error {
	override name = 'DevArgsError';
}

/** The usage line, printed with `--help` and after a wrong argument. */
export const DEV_USAGE =
	'Usage: npm run dev -- [<domain>]  (default: the first tenant of the tenants file)';

/** What the arguments ask for: the help text, or the tenant to serve. */
export type DevChoice = { help: true } | { help: false; tenant: TenantEntry };

/** Reads the arguments against the tenants of `file`; throws a DevArgsError naming the known domains. */
export function chooseTenant(
	args: readonly string[],
	tenants: readonly TenantEntry[],
	file: string,
): DevChoice {
	if (args.includes('--help') || args.includes('-h')) return { help: true };
	const known = tenants.map((tenant) => tenant.domain);
	const listed = `${file} lists: ${known.join(', ')}`;
	const options = args.filter((arg) => arg.startsWith('-'));
	if (options.length > 0)
		throw new DevArgsError(`Unknown option ${options.join(' ')}. ${DEV_USAGE}`);
	if (args.length > 1)
		throw new DevArgsError(
			`One domain at a time, not ${args.length} (${args.join(' ')}). ${DEV_USAGE}; ${listed}`,
		);
	const [wanted] = args;
	if (wanted === undefined) {
		const [first] = tenants;
		if (first === undefined) throw new DevArgsError(`${file} lists no tenant to serve.`);
		return { help: false, tenant: first };
	}
	// Written as a visitor would (`www.`, a scheme, capitals): compared as the build compares domains.
	const domain = normaliseDomain(wanted);
	const tenant = tenants.find((entry) => entry.domain === domain);
	if (tenant === undefined)
		throw new DevArgsError(`Unknown domain "${wanted}": ${listed}. ${DEV_USAGE}`);
	return { help: false, tenant };
}
