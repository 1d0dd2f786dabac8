/**
 * The build's `dist/nginx.conf`: one `server` block per tenant, for an nginx `http` context
 * (`include /path/to/dist/nginx.conf;` beside the `include mime.types;` every nginx.conf has).
 *
 * nginx adds a server's `add_header` lines only in locations that have none of their own, so the
 * asset locations, which set their own Cache-Control, repeat every header.
 *
 * Nothing in it depends on a release: the 301s of retitled products are read from the live
 * release's files at each request (nginx-moved.ts), so only a new tenant needs a reload.
 */

import type { HostHeaders } from './host-headers.ts';
import { HEADERS_FILE } from './headers-file.ts';
import { REDIRECTS_FILE } from '../releases/moved-products.ts';
import { MOVED_DIR, MOVED_TO_DIR, MOVED_TO_PARTS } from './nginx-moved.ts';

/** One tenant: its domain and the absolute path of its live folder (the `dist/<domain>` link). */
export interface NginxSite {
	domain: string;
	root: string;
}

// Variables of the file's own, named so that no other configuration's clash with them.
const MOVED_FROM = 'institute_sites_moved_from';
const MOVED_TO = 'institute_sites_moved_to';

/**
 * The new address of a moved product, from the resolved link (`$realpath_root` of a root set to
 * the link, see serverBlock): the folder names after `.moved-to/`, joined.
 */
function movedToMap(): string {
	const parts = Array.from({ length: MOVED_TO_PARTS }, (_, index) => `${MOVED_TO}_${index + 1}`);
	const [first, ...rest] = parts.map((name) => `(?<${name}>[^/]+)`);
	const pattern = `~/${MOVED_TO_DIR.replace('.', '\\.')}/${first}${rest.map((part) => `(?:/${part})?`).join('')}$`;
	return [
		`map $realpath_root $${MOVED_TO} {`,
		`\t${template(pattern)} ${template(parts.map((name) => `$${name}`).join(''))};`,
		'}',
	].join('\n');
}

/** What the configuration is made of. */
export interface NginxInput {
	/** The port every server block listens on. */
	port: number;
	sites: readonly NginxSite[];
	headers: HostHeaders;
}

/** `value` as one nginx token (paths with spaces, policies with quotes); nginx cannot escape `$`. */
function quote(value: string): string {
	if (value.includes('$')) throw new Error(`nginx.conf cannot hold ${JSON.stringify(value)}`);
	return template(value);
}

/** `value` as one nginx token whose `$name`s are nginx's variables (or a regex's `$`). */
function template(value: string): string {
	if (/[\n\r]/.test(value)) throw new Error(`nginx.conf cannot hold ${JSON.stringify(value)}`);
	return `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

function headerLines(headers: Readonly<Record<string, string>>, indent: string): string[] {
	return Object.entries(headers).map(
		([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`,
	);
}

/** Whether `domain` (a `dist/` entry) can be a server name: letters, digits, dots and hyphens. */
export const isServerName = (domain: string): boolean =>
	/^[a-z\d](?:[a-z\d.-]*[a-z\d])?$/i.test(domain);

/**
 * Host names of a tenant: its domain, `www.` of it, and both under `.localhost`, which only ever
 * resolves to the machine itself (RFC 6761), so the same `http://<domain>.localhost:<port>/`
 * addresses as the preview server work against a local nginx with no DNS or hosts-file change.
 */
export function serverNames(domain: string): string[] {
	const names = [domain, `www.${domain}`];
	return [...names, ...names.map((name) => `${name}.localhost`)];
}

function serverBlock(site: NginxSite, input: NginxInput): string {
	if (!isServerName(site.domain)) throw new Error(`${site.domain} is not a host name`);
	const { headers } = input;
	const always = headers.always;
	const lines = [
		'server {',
		`\tlisten ${input.port};`,
		`\tserver_name ${serverNames(site.domain).join(' ')};`,
		`\troot ${quote(site.root)};`,
		'\tindex index.html;',
		// text/html, text/plain, application/javascript… as UTF-8, as the preview server sends them.
		'\tcharset utf-8;',
		// Redirects (`/courses` → `/courses/`) keep the address the visitor used, behind any proxy.
		'\tabsolute_redirect off;',
		// The `.gz` copies the build writes beside the shared assets; pages are gzipped as sent.
		'\tgzip_static on;',
		'\tgzip on;',
		'\tgzip_vary on;',
		'\tgzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/xml text/plain application/manifest+json;',
		'\terror_page 404 /404.html;',
		...headerLines(always, '\t'),
		...headerLines({ 'Cache-Control': headers.revalidate }, '\t'),
		'',
		// Netlify and Cloudflare Pages never serve the file they read their headers from.
		`\tlocation = /${HEADERS_FILE} {`,
		'\t\treturn 404;',
		'\t}',
	];
	lines.push(`\tlocation = /${REDIRECTS_FILE} {`, '\t\treturn 404;', '\t}');
	// The links nginx reads for the 301s below (and the folders they lead to) are not pages.
	lines.push(`\tlocation ^~ /${MOVED_DIR} {`, '\t\treturn 404;', '\t}');
	// An old address of a retitled product: when the live release has a link for it, a 301 to
	// the address the link leads to; else the page as usual. nginx matches the decoded path, so
	// the captured slug is the link's name as it is.
	const link = `${site.root}/${MOVED_DIR}/$${MOVED_FROM}`;
	lines.push(
		'',
		`\tlocation ~ ${template(`^/product/(?<${MOVED_FROM}>[^/]+)/?$`)} {`,
		`\t\tif (-e ${template(link)}) {`,
		`\t\t\troot ${template(link)};`,
		`\t\t\treturn 301 /product/$${MOVED_TO};`,
		'\t\t}',
		'\t}',
	);
	for (const prefix of headers.immutablePrefixes) {
		lines.push(
			'',
			`\tlocation ^~ ${prefix} {`,
			...headerLines(always, '\t\t'),
			...headerLines({ 'Cache-Control': headers.immutable }, '\t\t'),
			'\t}',
		);
	}
	lines.push('}');
	return lines.join('\n');
}

/** The configuration text: a comment saying where it comes from, then a server block per site. */
export function nginxConf(input: NginxInput): string {
	const header = [
		'# Written by every build (scripts/lib/hosts/nginx-conf.ts): edits are lost at the next one.',
		'# For an nginx http context: include this file after mime.types; reload nginx when a tenant',
		"# is added. Each root is the tenant's dist/<domain> link, so a new release needs no reload,",
		"# nor do the 301s of its retitled products: they are read from the release's files.",
	];
	// A host name no tenant has gets a 404, not the first tenant's site.
	const unknownHost = [
		'server {',
		`\tlisten ${input.port} default_server;`,
		'\tserver_name _;',
		'\treturn 404;',
		'}',
	].join('\n');
	const blocks = [...input.sites]
		.sort((a, b) => (a.domain < b.domain ? -1 : 1))
		.map((site) => serverBlock(site, input));
	return `${[header.join('\n'), movedToMap(), unknownHost, ...blocks].join('\n\n')}\n`;
}
