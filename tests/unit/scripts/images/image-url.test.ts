/**
 * scripts/lib/images/image-url.ts: which institute image addresses the build fetches at all, and
 * which IP addresses count as private (refused unless the host is one of the LMS services).
 */
import { describe, expect, it } from 'vitest';
import {
	checkImageUrl,
	isPrivateAddress,
	trustedImageHosts,
} from '../../../../scripts/lib/images/image-url.ts';

describe('checkImageUrl', () => {
	it.each([
		['https://cdn.example.in/a.jpg', true],
		['http://cdn.example.in/a.jpg?v=2', true],
		['/sandbox/assets/a.jpg', false],
		['ftp://cdn.example.in/a.jpg', false],
		['file:///etc/passwd', false],
		['data:image/png;base64,AAAA', false],
		['javascript:alert(1)', false],
		['https://user:secret@cdn.example.in/a.jpg', false],
		['not a url', false],
	])('%s → fetched: %s', (raw, fetched) => {
		expect(checkImageUrl(raw).ok).toBe(fetched);
	});

	it('names the reason', () => {
		expect(checkImageUrl('ftp://x.in/a.jpg')).toEqual({ ok: false, reason: 'ftp: is not http(s)' });
		expect(checkImageUrl('a.jpg')).toEqual({ ok: false, reason: 'not an absolute URL' });
	});
});

describe('isPrivateAddress', () => {
	it.each([
		['127.0.0.1', true],
		['10.1.2.3', true],
		['172.16.0.1', true],
		['172.31.255.255', true],
		['192.168.1.1', true],
		['169.254.169.254', true],
		['100.64.0.1', true],
		['0.0.0.0', true],
		['224.0.0.1', true],
		['::1', true],
		['::', true],
		['fe80::1', true],
		['fd00::1', true],
		['::ffff:127.0.0.1', true],
		['::ffff:7f00:1', true],
		['::ffff:a9fe:a9fe', true],
		['[::1]', true],
		['not-an-ip', true],
		['8.8.8.8', false],
		['172.32.0.1', false],
		['100.128.0.1', false],
		['2606:4700:4700::1111', false],
		['::ffff:808:808', false],
	])('%s → private: %s', (address, expected) => {
		expect(isPrivateAddress(address)).toBe(expected);
	});
});

describe('trustedImageHosts', () => {
	it('trusts the hosts (with ports) of the default and every tenant’s own LMS services', () => {
		const defaults = {
			mainApiUrl: 'http://127.0.0.1:4010',
			productApiUrl: 'http://127.0.0.1:4010/prod',
		};
		const hosts = trustedImageHosts(
			[
				{ domain: 'a.in', consentBanner: true, lang: null, lmsApiUrl: null, productApiUrl: null },
				{
					domain: 'b.in',
					consentBanner: true,
					lang: null,
					lmsApiUrl: 'https://lms.example.com/api',
					productApiUrl: 'https://products.example.com:8443',
				},
			],
			defaults,
		);
		expect([...hosts].sort()).toEqual([
			'127.0.0.1:4010',
			'lms.example.com',
			'products.example.com:8443',
		]);
	});
});
