/**
 * The one rule for a tenant's domain, as the platform identifies an institute (M1 `webUrl`):
 * lower case, no scheme, path, query or port, no leading `www.` and no trailing dot. The build,
 * the tenants file, the preview server and the sandbox all compare domains through it.
 */

/** The tenant domain a host, Host header or URL names, e.g. `WWW.Sunrise.in.:443` → `sunrise.in`. */
export function normaliseDomain(host: string): string {
	return host
		.trim()
		.toLowerCase()
		.replace(/^[a-z][a-z\d+.-]*:\/\//, '')
		.replace(/[/?#].*$/, '')
		.replace(/:\d*$/, '')
		.replace(/\.+$/, '')
		.replace(/^www\./, '');
}
