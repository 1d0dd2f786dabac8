/**
 * The security headers: the one source of the preview server's headers and of the host files the
 * build writes for nginx, Netlify / Cloudflare Pages and CloudFront (scripts/lib/hosts/). The
 * preview server sends the page's own Content Security Policy, which the page also carries as a
 * meta tag, plus what a meta tag cannot say (`frame-ancestors`) and the usual hardening headers.
 */
import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { decodePolicyContent } from '../../../src/server/security/csp.ts';
import { candidateFiles } from './compress-on-request.ts';

/**
 * Headers on every response. No HSTS: the preview server speaks plain http on this machine, where
 * browsers ignore it; the static hosts' files add it (hosts/host-headers.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	// Gateway one's checkout frame may ask for the browser's payment sheet; nothing else is used.
	'Permissions-Policy':
		'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self "https://api.razorpay.com")',
	// frame-ancestors for browsers that predate it: no other site may frame the pages.
	'X-Frame-Options': 'SAMEORIGIN',
};

/** What only a header can add to the page's policy: no other site may frame the pages. */
export const FRAME_ANCESTORS = "frame-ancestors 'self'";

/**
 * Headers a static host sends on every response. It cannot copy each page's policy into a header
 * as the preview server does, so it sends the header-only directive as a policy of its own: the
 * page's meta policy still applies, and a browser enforces both (two policies intersect).
 */
export const STATIC_HOST_HEADERS: Readonly<Record<string, string>> = {
	...SECURITY_HEADERS,
	'Content-Security-Policy': FRAME_ANCESTORS,
};

// The policy meta tag sits in the <head>, well inside the first bytes of a page.
const HEAD_BYTES = 32 * 1024;

/** The Content Security Policy of a page's meta tag, or null when it has none. */
export function policyOfPage(html: string): string | null {
	const tag = /<meta\s[^>]*http-equiv=["']?content-security-policy(?=["'\s>])[^>]*>/i.exec(
		html,
	)?.[0];
	const content = tag ? /\scontent="([^"]*)"/i.exec(tag)?.[1] : undefined;
	if (!content) return null;
	return decodePolicyContent(content);
}

/** The header form of a page's policy: its directives, one `;` apart, and the header-only ones. */
export function headerPolicy(metaPolicy: string): string {
	const directives = metaPolicy
		.split(';')
		.map((directive) => directive.trim().replace(/\s+/g, ' '))
		.filter(Boolean);
	return [...directives, FRAME_ANCESTORS].join('; ');
}

async function readHead(file: string): Promise<string> {
	const handle = await open(file, 'r');
	try {
		const buffer = Buffer.alloc(HEAD_BYTES);
		const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
		return buffer.subarray(0, bytesRead).toString('utf8');
	} finally {
		await handle.close();
	}
}

/**
 * A lookup of the header policy for a URL path of a site folder (null for a file that is not a
 * page with a policy); each page is read once per version of its file.
 */
export function createPolicyLookup() {
	const known = new Map<string, { version: string; policy: string | null }>();
	return async function policyFor(siteDir: string, urlPath: string): Promise<string | null> {
		for (const candidate of candidateFiles(urlPath)) {
			if (!candidate.endsWith('.html')) return null;
			const file = join(siteDir, candidate);
			const info = await stat(file).catch(() => null);
			if (!info?.isFile()) continue;
			const version = `${info.ino}-${info.mtimeMs}`;
			const cached = known.get(file);
			if (cached?.version === version) return cached.policy;
			const meta = policyOfPage(await readHead(file));
			const policy = meta === null ? null : headerPolicy(meta);
			if (known.size > 5000) known.clear();
			known.set(file, { version, policy });
			return policy;
		}
		return null;
	};
}
