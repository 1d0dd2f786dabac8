import { describe, expect, it } from 'vitest';
import { registerEntry, registerUrl } from '../../../../src/lib/auth/login-screen.ts';
import { appDownloadLink } from '../../../../src/lib/site/navigation.ts';
import { siteFixture } from '../../fixtures/site.ts';

describe('registerEntry and the app link', () => {
	const android = 'https://play.google.com/store/apps/details?id=x';
	const ios = 'https://apps.apple.com/app/x';
	it.each<[string, Parameters<typeof siteFixture>[0], ReturnType<typeof registerEntry>]>([
		['web access on, not school model: Register here', {}, { kind: 'register' }],
		['school model: nothing', { institute: { schoolModel: true } }, { kind: 'none' }],
		[
			'web access off: the download message with the Android link',
			{ webAccess: { webAccess: false }, social: { androidAppUrl: android, iosAppUrl: ios } },
			{ kind: 'download-app', appLink: android },
		],
		[
			'web access off without Android: the iOS link',
			{ webAccess: { webAccess: false }, social: { androidAppUrl: null, iosAppUrl: ios } },
			{ kind: 'download-app', appLink: ios },
		],
		[
			'web access off without links: the message alone',
			{ webAccess: { webAccess: false }, social: { androidAppUrl: null, iosAppUrl: null } },
			{ kind: 'download-app', appLink: null },
		],
		[
			'web access off, a javascript: app link from the API: the message alone (issue 28)',
			{
				webAccess: { webAccess: false },
				social: { androidAppUrl: 'javascript:alert(document.cookie)', iosAppUrl: null },
			},
			{ kind: 'download-app', appLink: null },
		],
		[
			'web access off, a protocol-relative app link: the message alone',
			{
				webAccess: { webAccess: false },
				social: { androidAppUrl: '//evil.example/app', iosAppUrl: null },
			},
			{ kind: 'download-app', appLink: null },
		],
		[
			'web access off in a school: the download message',
			{
				webAccess: { webAccess: false },
				institute: { schoolModel: true },
				social: { androidAppUrl: android },
			},
			{ kind: 'download-app', appLink: android },
		],
	])('%s', (_, overrides, expected) => {
		expect(registerEntry(siteFixture(overrides))).toEqual(expected);
	});

	it('appDownloadLink prefers Android', () => {
		expect(
			appDownloadLink(siteFixture({ social: { androidAppUrl: android, iosAppUrl: ios } })),
		).toBe(android);
	});

	it.each<[string, string]>([
		['', '/register'],
		['?from=cart', '/register?from=cart'],
		['?from=%2Fcourses', '/register?from=%2Fcourses'],
		['?other=1', '/register'],
	])('registerUrl(%j) keeps the origin: %s', (search, url) => {
		expect(registerUrl(search)).toBe(url);
	});
});
