/**
 * The `_headers` file of a tenant's release folder, in the format Netlify and Cloudflare Pages
 * read from the folder they publish (neither serves the file itself).
 *
 * Both hosts apply every rule whose path matches. Cloudflare Pages joins the values of one header
 * from several matching rules with a comma, so the asset rules first detach (`! Cache-Control`)
 * the `no-cache` of `/*`: each response gets exactly one Cache-Control. Netlify's parser skips a
 * line without a colon, so the detach line costs it nothing.
 */

import type { HostHeaders } from './host-headers.ts';

/** Name of the file in a release folder. */
export const HEADERS_FILE = '_headers';

/** The `_headers` text for `headers`. */
export function headersFile(headers: HostHeaders): string {
	const lines = [
		'# Written by the build (scripts/lib/hosts/headers-file.ts) for Netlify and Cloudflare Pages.',
		'/*',
		...Object.entries(headers.always).map(([name, value]) => `  ${name}: ${value}`),
		`  Cache-Control: ${headers.revalidate}`,
	];
	for (const prefix of headers.immutablePrefixes) {
		lines.push('', `${prefix}*`, '  ! Cache-Control', `  Cache-Control: ${headers.immutable}`);
	}
	return `${lines.join('\n')}\n`;
}
