/**
 * Institute image addresses are untrusted input that the build fetches. Only absolute http(s)
 * addresses without credentials are fetched, and never from a private, loopback or link-local
 * address (a cloud metadata service, the build machine's own services) unless the host is one the
 * build already trusts: the LMS services it fetches the tenants' data from (the sandbox runs on
 * loopback). The check runs on every address a host name resolves to, and again after redirects.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { tenantApiBases, type TenantEntry } from '../../../config/tenants.ts';
import type { ApiBases } from '../../../src/lib/lms/types.ts';

/** Why an address is not fetched, or the parsed URL. */
export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** The URL when `raw` may be fetched as an image (scheme and credentials only; addresses come later). */
export function checkImageUrl(raw: string): UrlCheck {
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		return { ok: false, reason: 'not an absolute URL' };
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:')
		return { ok: false, reason: `${url.protocol} is not http(s)` };
	if (url.username || url.password) return { ok: false, reason: 'URL carries credentials' };
	return { ok: true, url };
}

function ipv4Octets(address: string): number[] {
	return address.split('.').map(Number);
}

function privateIpv4(address: string): boolean {
	const [a = 0, b = 0] = ipv4Octets(address);
	return (
		a === 0 ||
		a === 10 ||
		a === 127 ||
		(a === 100 && b >= 64 && b <= 127) ||
		(a === 169 && b === 254) ||
		(a === 172 && b >= 16 && b <= 31) ||
		(a === 192 && b === 168) ||
		(a === 198 && (b === 18 || b === 19)) ||
		a >= 224
	);
}

/**
 * Whether an IP address is not on the public internet: loopback, private ranges, carrier-grade
 * NAT, link-local (cloud metadata), multicast and reserved ranges, in IPv4 and IPv6 (IPv4-mapped
 * IPv6 addresses are read as the IPv4 address they carry). Anything unparsable counts as private.
 */
export function isPrivateAddress(address: string): boolean {
	const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
	if (isIPv4(bare)) return privateIpv4(bare);
	if (!isIPv6(bare)) return true;
	const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
	if (dotted) return privateIpv4(dotted[1]!);
	// The URL parser writes a mapped address in hex: ::ffff:7f00:1 is 127.0.0.1.
	const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
	if (hex) {
		const high = parseInt(hex[1]!, 16);
		const low = parseInt(hex[2]!, 16);
		return privateIpv4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
	}
	// Unspecified, loopback and IPv4-compatible (::/96), NAT64 (64:ff9b::/96), unique local
	// fc00::/7, link-local fe80::/10, multicast ff00::/8.
	return /^(::|64:ff9b:|f[cd]|fe[89ab]|ff)/.test(bare);
}

/** The hosts of the LMS services the build fetches from: their images may be on private addresses. */
export function trustedImageHosts(
	tenants: readonly TenantEntry[],
	defaults: ApiBases,
): Set<string> {
	const hosts = new Set<string>();
	for (const bases of [defaults, ...tenants.map((tenant) => tenantApiBases(tenant, defaults))]) {
		for (const base of [bases.mainApiUrl, bases.productApiUrl]) {
			if (URL.canParse(base)) hosts.add(new URL(base).host);
		}
	}
	return hosts;
}
