/**
 * scripts/lib/hosts/nginx-conf.ts: the build's nginx configuration, one server block per tenant.
 * (tests/e2e/static-hosts.spec.ts runs it in a real nginx.)
 */
import { describe, expect, it } from 'vitest';
import { hostHeaders } from '../../../../scripts/lib/hosts/host-headers.ts';
import { isServerName, nginxConf, serverNames } from '../../../../scripts/lib/hosts/nginx-conf.ts';

const SECURITY = [
	`add_header X-Content-Type-Options "nosniff" always;`,
	`add_header Referrer-Policy "strict-origin-when-cross-origin" always;`,
	`add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self \\"https://api.razorpay.com\\")" always;`,
	`add_header X-Frame-Options "SAMEORIGIN" always;`,
	`add_header Content-Security-Policy "frame-ancestors 'self'" always;`,
];
const indent = (tabs: string, lines: string[]) => lines.map((line) => tabs + line);

const EXPECTED = [
	'# Written by every build (scripts/lib/hosts/nginx-conf.ts): edits are lost at the next one.',
	'# For an nginx http context: include this file after mime.types; reload nginx when a tenant',
	"# is added. Each root is the tenant's dist/<domain> link, so a new release needs no reload,",
	"# nor do the 301s of its retitled products: they are read from the release's files.",
	'',
	'map $realpath_root $institute_sites_moved_to {',
	'\t"~/\\\\.moved-to/(?<institute_sites_moved_to_1>[^/]+)(?:/(?<institute_sites_moved_to_2>[^/]+))?(?:/(?<institute_sites_moved_to_3>[^/]+))?(?:/(?<institute_sites_moved_to_4>[^/]+))?$" "$institute_sites_moved_to_1$institute_sites_moved_to_2$institute_sites_moved_to_3$institute_sites_moved_to_4";',
	'}',
	'',
	'server {',
	'\tlisten 8080 default_server;',
	'\tserver_name _;',
	'\treturn 404;',
	'}',
	'',
	'server {',
	'\tlisten 8080;',
	'\tserver_name a.example www.a.example a.example.localhost www.a.example.localhost;',
	'\troot "/srv/dist/a.example";',
	'\tindex index.html;',
	'\tcharset utf-8;',
	'\tabsolute_redirect off;',
	'\tgzip_static on;',
	'\tgzip on;',
	'\tgzip_vary on;',
	'\tgzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/xml text/plain application/manifest+json;',
	'\terror_page 404 /404.html;',
	...indent('\t', SECURITY),
	'\tadd_header Cache-Control "no-cache" always;',
	'',
	'\tlocation = /_headers {',
	'\t\treturn 404;',
	'\t}',
	'\tlocation = /_redirects {',
	'\t\treturn 404;',
	'\t}',
	'\tlocation ^~ /.moved {',
	'\t\treturn 404;',
	'\t}',
	'',
	'\tlocation ~ "^/product/(?<institute_sites_moved_from>[^/]+)/?$" {',
	'\t\tif (-e "/srv/dist/a.example/.moved/$institute_sites_moved_from") {',
	'\t\t\troot "/srv/dist/a.example/.moved/$institute_sites_moved_from";',
	'\t\t\treturn 301 /product/$institute_sites_moved_to;',
	'\t\t}',
	'\t}',
	'',
	'\tlocation ^~ /_astro/ {',
	...indent('\t\t', SECURITY),
	'\t\tadd_header Cache-Control "public, max-age=31536000, immutable" always;',
	'\t}',
	'',
	'\tlocation ^~ /_img/ {',
	...indent('\t\t', SECURITY),
	'\t\tadd_header Cache-Control "public, max-age=31536000, immutable" always;',
	'\t}',
	'}',
	'',
].join('\n');

describe('nginxConf', () => {
	it('writes a catch-all 404 and a server block per tenant with every header, always', () => {
		expect(
			nginxConf({
				port: 8080,
				sites: [{ domain: 'a.example', root: '/srv/dist/a.example' }],
				headers: hostHeaders(0),
			}),
		).toBe(EXPECTED);
	});

	it.each([
		[31_536_000, 'add_header Strict-Transport-Security "max-age=31536000" always;'],
		[600, 'add_header Strict-Transport-Security "max-age=600" always;'],
	])('with HSTS max-age %i, sends %s in the server and each asset location', (maxAge, line) => {
		const text = nginxConf({
			port: 8080,
			sites: [{ domain: 'a.example', root: '/srv/dist/a.example' }],
			headers: hostHeaders(maxAge),
		});
		// After the frame-ancestors policy, at the server's and at each asset location's indent.
		const last = `add_header Content-Security-Policy "frame-ancestors 'self'" always;`;
		expect(text).toBe(
			EXPECTED.replace(/^(\t+)(.*frame-ancestors.*)$/gm, (_all, tabs: string) => {
				return `${tabs}${last}\n${tabs}${line}`;
			}),
		);
		expect(text.split(line)).toHaveLength(4);
	});

	it('repeats the security headers in every location with an add_header of its own', () => {
		const text = nginxConf({
			port: 80,
			sites: [{ domain: 'a.example', root: '/d/a.example' }],
			headers: hostHeaders(0),
		});
		const locations = text.split('\tlocation ').slice(1);
		for (const location of locations.filter((block) => block.includes('add_header')))
			for (const line of SECURITY) expect(location).toContain(line);
	});

	it('sorts the tenants, listens on the port given and quotes a root with spaces', () => {
		const text = nginxConf({
			port: 9090,
			sites: [
				{ domain: 'b.example', root: '/my sites/b.example' },
				{ domain: 'a.example', root: '/my sites/a.example' },
			],
			headers: hostHeaders(0),
		});
		expect([...text.matchAll(/server_name (\S+)/g)].map((match) => match[1])).toEqual([
			'_;',
			'a.example',
			'b.example',
		]);
		expect(text.match(/listen 9090\b/g)).toHaveLength(3);
		expect(text).toContain('\troot "/my sites/b.example";');
	});

	it.each([
		['a $ in a header value', { domain: 'a.example', root: '/d' }, { 'X-A': 'a$b' }],
		['a line break in a root', { domain: 'a.example', root: '/d\nx' }, {}],
		['a $ in a root', { domain: 'a.example', root: '/d$x' }, {}],
		['a domain that is no host name', { domain: 'a.example; x', root: '/d' }, {}],
	])('refuses %s', (_name, site, always) => {
		expect(() =>
			nginxConf({ port: 80, sites: [site], headers: { ...hostHeaders(0), always } }),
		).toThrow();
	});
});

describe('serverNames', () => {
	it.each([
		['a.example', ['a.example', 'www.a.example', 'a.example.localhost', 'www.a.example.localhost']],
		[
			'greenfield-school.edu.in',
			[
				'greenfield-school.edu.in',
				'www.greenfield-school.edu.in',
				'greenfield-school.edu.in.localhost',
				'www.greenfield-school.edu.in.localhost',
			],
		],
	])('%s', (domain, expected) => {
		expect(serverNames(domain)).toEqual(expected);
	});
});

describe('isServerName', () => {
	it.each([
		['sunrise-academy.in', true],
		['a', true],
		['nginx.conf', true],
		['-a.in', false],
		['a.in.', false],
		['a b', false],
		['a;b', false],
		['', false],
	])('%s → %s', (name, expected) => {
		expect(isServerName(name)).toBe(expected);
	});
});
