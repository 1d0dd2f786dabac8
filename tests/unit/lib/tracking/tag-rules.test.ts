import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
	chatScriptUrl,
	droppedIntegrations,
	ga4Id,
	loaderConfig,
	metaPixelId,
	siteVerificationToken,
	thirdPartyAllowed,
	type LoaderConfig,
} from '../../../../src/lib/tracking/tag-rules.ts';
import { loaderScript } from '../../../../src/server/tracking/loader-script.ts';
import type { Integrations } from '../../../../src/lib/lms/types.ts';
import { googleConsent } from '../../../support/consent.ts';

describe('id validation', () => {
	it.each([
		['G-SANDBOX101', 'G-SANDBOX101'],
		[' g-abc123 ', 'G-ABC123'],
		['UA-12345-1', null],
		['G-', null],
		["G-1');alert(1);//", null],
		['G-ABC</script>', null],
		[null, null],
	])('GA4 %j → %j', (value, expected) => {
		expect(ga4Id(value)).toBe(expected);
	});

	it.each([
		['123456789012345', '123456789012345'],
		[' 42 ', '42'],
		['12a', null],
		['1e5', null],
		["1');fbq('x", null],
		['', null],
		[undefined, null],
	])('pixel %j → %j', (value, expected) => {
		expect(metaPixelId(value)).toBe(expected);
	});

	it.each([
		['https://chat.example.com/widget.js?id=1', 'https://chat.example.com/widget.js?id=1'],
		['http://chat.example.com/widget.js', null],
		// The sandbox's own widget, served over http on loopback for the local demo.
		[
			'http://127.0.0.1:4010/sandbox/assets/chat-widget.js',
			'http://127.0.0.1:4010/sandbox/assets/chat-widget.js',
		],
		['http://localhost:4010/w.js', 'http://localhost:4010/w.js'],
		['http://127.0.0.1.example.com/w.js', null],
		['http://localhost.example.com/w.js', null],
		['/sandbox/assets/chat-widget.js', null],
		['javascript:alert(1)', null],
		['https://user:pw@chat.example.com/w.js', null],
		[null, null],
	])('chat URL %j → %j', (value, expected) => {
		expect(chatScriptUrl(value)).toBe(expected);
	});

	it.each([
		['sunrise-sandbox-verification-token', 'sunrise-sandbox-verification-token'],
		['<meta name="google-site-verification" content="abc_DEF-123" />', 'abc_DEF-123'],
		['bad token with spaces', null],
		['"><script>', null],
		['', null],
	])('verification %j → %j', (value, expected) => {
		expect(siteVerificationToken(value)).toBe(expected);
	});
});

const integrations = (overrides: Partial<Integrations>): Integrations => ({
	metaPixelId: null,
	siteVerification: null,
	googleAnalyticsId: null,
	chatScriptUrl: null,
	...overrides,
});

describe('droppedIntegrations', () => {
	it('is empty when every value is used or absent', () => {
		expect(
			droppedIntegrations(
				integrations({
					googleAnalyticsId: 'G-SANDBOX101',
					chatScriptUrl: 'http://127.0.0.1:4010/sandbox/assets/chat-widget.js',
				}),
			),
		).toEqual([]);
	});

	it.each([
		[
			{ chatScriptUrl: 'http://chat.example.com/w.js' },
			'chat widget URL "http://chat.example.com/w.js" is not an https URL (http only on localhost): not added to the site',
		],
		[
			{ googleAnalyticsId: 'UA-1' },
			'Google Analytics id "UA-1" is not a G- measurement id: not added to the site',
		],
		[{ metaPixelId: '12a' }, 'Meta pixel id "12a" is not all digits: not added to the site'],
		[
			{ siteVerification: 'bad token' },
			'site verification token "bad token" is not a verification token: not added to the site',
		],
	])('names %j with the rule it breaks', (overrides, line) => {
		expect(droppedIntegrations(integrations(overrides))).toEqual([line]);
	});
});

describe('loaderConfig', () => {
	it('is null when nothing valid is left', () => {
		expect(loaderConfig(integrations({}), true)).toBeNull();
		expect(
			loaderConfig(
				integrations({ googleAnalyticsId: 'UA-1', metaPixelId: 'x', siteVerification: 'a' }),
				true,
			),
		).toBeNull();
	});
	it('keeps only the valid values', () => {
		expect(
			loaderConfig(
				integrations({
					googleAnalyticsId: 'G-SANDBOX101',
					metaPixelId: 'nope',
					chatScriptUrl: 'https://chat.example.com/w.js',
				}),
				true,
			),
		).toEqual({
			ga: 'G-SANDBOX101',
			pixel: null,
			chat: 'https://chat.example.com/w.js',
			ask: true,
		});
	});
	it.each([
		['GA4 with the banner on', { googleAnalyticsId: 'G-A1' }, true, true],
		['the pixel with the banner on', { metaPixelId: '42' }, true, true],
		['GA4 with the banner off', { googleAnalyticsId: 'G-A1' }, false, false],
		[
			'only a chat widget (tracks nobody)',
			{ chatScriptUrl: 'https://c.example/w.js' },
			true,
			false,
		],
		[
			'an invalid GA4 id and a chat widget',
			{ googleAnalyticsId: 'UA-1', chatScriptUrl: 'https://c.example/w.js' },
			true,
			false,
		],
	])('asks for consent with %s: %j', (_, overrides, banner, ask) => {
		expect(loaderConfig(integrations(overrides), banner)?.ask).toBe(ask);
	});
});

interface FakeElement {
	getAttribute: (name: string) => string | null;
	closest: (selector: string) => FakeElement | null;
	focus: () => void;
}

/** Runs the loader in a fake browser and returns the hooks a test drives. */
function runLoader(
	config: LoaderConfig,
	options: {
		readyState?: string;
		idleCallback?: boolean;
		/** What localStorage holds, or how it fails: `blocked` throws on access, `full` on writes. */
		storage?: Record<string, string> | 'blocked' | 'full';
	} = {},
) {
	const appended: string[] = [];
	const listeners: Record<string, () => void> = {};
	const documentListeners: Record<string, (event: { target: FakeElement }) => void> = {};
	const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
	const timers: Array<{ run: () => void; delay: number }> = [];
	const focused: string[] = [];
	const attributes: Record<string, string> = {};
	const stored: Record<string, string> =
		typeof options.storage === 'object' ? { ...options.storage } : {};
	const window: Record<string, unknown> = {
		// Every listener of a type runs, in the order added.
		addEventListener: (type: string, listener: () => void) => {
			const before = listeners[type];
			listeners[type] = before
				? () => {
						before();
						listener();
					}
				: listener;
		},
		setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
	};
	Object.defineProperty(window, 'localStorage', {
		get: () => {
			if (options.storage === 'blocked') throw new Error('SecurityError: storage is disabled');
			return {
				getItem: (key: string) => stored[key] ?? null,
				setItem: (key: string, value: string) => {
					if (options.storage === 'full') throw new Error('QuotaExceededError');
					stored[key] = String(value);
				},
			};
		},
	});
	if (options.idleCallback !== false)
		window['requestIdleCallback'] = (run: () => void, opts?: { timeout?: number }) =>
			idle.push({ run, timeout: opts?.timeout });
	const element = (name: string, attrs: Record<string, string>): FakeElement => {
		const self: FakeElement = {
			getAttribute: (attribute) => attrs[attribute] ?? null,
			closest: (selector) =>
				Object.keys(attrs).some((attribute) => selector.includes(`[${attribute}]`)) ? self : null,
			focus: () => focused.push(name),
		};
		return self;
	};
	const banner = element('banner', { 'data-consent-banner': '' });
	const document = {
		readyState: options.readyState ?? 'interactive',
		createElement: () => ({ async: false, src: '' }),
		head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script.src) },
		documentElement: {
			setAttribute: (name: string, value: string) => (attributes[name] = value),
		},
		addEventListener: (type: string, listener: (event: { target: FakeElement }) => void) =>
			(documentListeners[type] = listener),
		querySelector: (selector: string) => (selector === '[data-consent-banner]' ? banner : null),
	};
	runInNewContext(loaderScript(config), { window, document, encodeURIComponent, Date });
	const click = (target: FakeElement) => documentListeners['click']!({ target });
	return {
		window,
		appended,
		listeners,
		documentListeners,
		idle,
		timers,
		focused,
		attributes,
		stored,
		/** The visitor presses Accept or Decline on the banner. */
		choose: (choice: 'granted' | 'denied') =>
			click(element(choice, { 'data-consent-choice': choice })),
		/** The visitor presses the footer's "Cookie settings". */
		openSettings: () => click(element('settings', { 'data-consent-settings': '' })),
		/** A click anywhere else on the page. */
		clickElsewhere: () => click(element('elsewhere', { href: '/courses' })),
		/** Runs every pending idle callback, as the browser would once idle. */
		idleNow: () => {
			for (const entry of idle.splice(0)) entry.run();
		},
		gtagCalls: () =>
			((window['dataLayer'] as IArguments[] | undefined) ?? []).map((entry) => Array.from(entry)),
		fbqCalls: () =>
			((window['fbq'] as { queue: IArguments[] } | undefined)?.queue ?? []).map((entry) =>
				Array.from(entry),
			),
	};
}

const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-SANDBOX101';
const FBEVENTS = 'https://connect.facebook.net/en_US/fbevents.js';
const CHAT = 'https://chat.example.com/w.js';
const DENIED = googleConsent('denied');
const GRANTED = googleConsent('granted');

describe('loaderScript without a consent banner (as before)', () => {
	const all: LoaderConfig = {
		ga: 'G-SANDBOX101',
		pixel: '123456789012345',
		chat: CHAT,
		ask: false,
	};

	it('waits for load, then a second, then an idle period, before adding any script', () => {
		const run = runLoader(all);
		expect(run.appended).toEqual([]);
		expect(Object.keys(run.listeners)).toEqual(['load']);
		run.listeners['load']!();
		expect(run.idle).toEqual([]);
		expect(run.timers.map((timer) => timer.delay)).toEqual([1000]);
		run.timers[0]!.run();
		expect(run.appended).toEqual([]);
		expect(run.idle).toHaveLength(1);
		expect(run.idle[0]!.timeout).toBe(3000);
		run.idle[0]!.run();
		expect(run.appended).toEqual([GTAG, FBEVENTS, CHAT]);
	});

	it('sets up gtag and the pixel queue, with no consent commands and no banner state', () => {
		const run = runLoader(all, { readyState: 'complete' });
		run.idleNow();
		expect(run.gtagCalls().map((call) => call[0])).toEqual(['js', 'config']);
		expect(run.gtagCalls()[1]).toEqual(['config', 'G-SANDBOX101']);
		expect(run.fbqCalls()).toEqual([
			['init', '123456789012345'],
			['track', 'PageView'],
		]);
		expect(run.attributes).toEqual({});
		expect(run.documentListeners).toEqual({});
	});

	it('falls back to a timer without requestIdleCallback, and runs at once after load', () => {
		const run = runLoader(
			{ ga: null, pixel: null, chat: CHAT, ask: false },
			{ readyState: 'complete', idleCallback: false },
		);
		expect(run.listeners).toEqual({});
		expect(run.timers).toHaveLength(1);
		expect(run.appended).toEqual([]);
		run.timers[0]!.run();
		expect(run.appended).toEqual([CHAT]);
		expect(run.window['gtag']).toBeUndefined();
		expect(run.window['fbq']).toBeUndefined();
	});

	it('escapes < so a value can never close the inline script', () => {
		const script = loaderScript({
			ga: null,
			pixel: null,
			chat: 'https://x.example/</script>',
			ask: false,
		});
		expect(script).not.toContain('</script>');
		expect(script).toContain('\\u003c/script>');
	});
});

describe('loaderScript with a consent banner', () => {
	const all: LoaderConfig = { ga: 'G-SANDBOX101', pixel: '123456789012345', chat: CHAT, ask: true };

	// The stored-choice decoder: only the two exact words count; anything else asks again.
	it.each([
		[{ trackingConsent: 'granted' }, 'granted', [GTAG, FBEVENTS, CHAT]],
		[{ trackingConsent: 'denied' }, 'denied', [CHAT]],
		[{}, 'ask', [CHAT]],
		[{ trackingConsent: '' }, 'ask', [CHAT]],
		[{ trackingConsent: 'GRANTED' }, 'ask', [CHAT]],
		[{ trackingConsent: 'true' }, 'ask', [CHAT]],
		[{ trackingConsent: '"granted"' }, 'ask', [CHAT]],
		[{ trackingConsent: '{"analytics":"granted"}' }, 'ask', [CHAT]],
		[{ consent: 'granted' }, 'ask', [CHAT]],
		['blocked', 'ask', [CHAT]],
	] as const)('stored %j: <html data-consent="%s">, loads %j', (storage, state, scripts) => {
		const run = runLoader(all, { readyState: 'complete', storage });
		expect(run.attributes).toEqual({ 'data-consent': state });
		run.idleNow();
		expect(run.appended).toEqual(scripts);
	});

	it('Accept stores the choice and loads GA4 and the pixel with consent denied by default, then granted', () => {
		const run = runLoader(all, { readyState: 'complete' });
		run.idleNow();
		expect(run.appended).toEqual([CHAT]);
		expect(run.window['gtag']).toBeUndefined();
		expect(run.window['fbq']).toBeUndefined();

		run.choose('granted');
		expect(run.stored).toEqual({ trackingConsent: 'granted' });
		expect(run.attributes).toEqual({ 'data-consent': 'granted' });
		// Still after an idle period, as every third-party script.
		expect(run.appended).toEqual([CHAT]);
		run.idleNow();
		expect(run.appended).toEqual([CHAT, GTAG, FBEVENTS]);
		expect(run.gtagCalls().slice(0, 3)).toEqual([
			['consent', 'default', DENIED],
			['consent', 'update', GRANTED],
			['js', expect.any(Date)],
		]);
		expect(run.gtagCalls()[3]).toEqual(['config', 'G-SANDBOX101']);
		expect(run.fbqCalls()).toEqual([
			['consent', 'revoke'],
			['consent', 'grant'],
			['init', '123456789012345'],
			['track', 'PageView'],
		]);
	});

	it('Accept before the load event waits for it, and the second after it', () => {
		const run = runLoader(all);
		run.choose('granted');
		expect(run.idle).toEqual([]);
		run.listeners['load']!();
		expect(run.idle).toEqual([]);
		for (const timer of run.timers.splice(0)) timer.run();
		run.idleNow();
		expect(run.appended).toEqual([GTAG, FBEVENTS, CHAT]);
	});

	it('Decline stores the choice and loads nothing', () => {
		const run = runLoader(all, { readyState: 'complete' });
		run.choose('denied');
		expect(run.stored).toEqual({ trackingConsent: 'denied' });
		expect(run.attributes).toEqual({ 'data-consent': 'denied' });
		run.idleNow();
		expect(run.appended).toEqual([CHAT]);
		expect(run.window['dataLayer']).toBeUndefined();
	});

	it('Accept then Decline before the idle period: nothing loads', () => {
		const run = runLoader(all, { readyState: 'complete' });
		run.choose('granted');
		run.choose('denied');
		run.idleNow();
		expect(run.appended).toEqual([CHAT]);
	});

	it('with storage full, the choice still holds for the page', () => {
		const run = runLoader(all, { readyState: 'complete', storage: 'full' });
		run.choose('granted');
		run.idleNow();
		expect(run.stored).toEqual({});
		expect(run.attributes).toEqual({ 'data-consent': 'granted' });
		expect(run.appended).toEqual([GTAG, FBEVENTS, CHAT]);
	});

	it('with storage blocked, Accept still loads for the page without an error', () => {
		const run = runLoader(all, { readyState: 'complete', storage: 'blocked' });
		run.choose('granted');
		run.idleNow();
		expect(run.appended).toEqual([GTAG, FBEVENTS, CHAT]);
	});

	it('Cookie settings shows the banner again and focuses it; a new choice updates both consent APIs and returns focus', () => {
		const run = runLoader(all, { readyState: 'complete', storage: { trackingConsent: 'granted' } });
		run.idleNow();
		expect(run.appended).toEqual([GTAG, FBEVENTS, CHAT]);

		run.openSettings();
		expect(run.attributes).toEqual({ 'data-consent': 'ask' });
		expect(run.focused).toEqual(['banner']);

		run.choose('denied');
		expect(run.stored).toEqual({ trackingConsent: 'denied' });
		expect(run.attributes).toEqual({ 'data-consent': 'denied' });
		expect(run.focused).toEqual(['banner', 'settings']);
		expect(run.gtagCalls().at(-1)).toEqual(['consent', 'update', DENIED]);
		expect(run.fbqCalls().at(-1)).toEqual(['consent', 'revoke']);

		run.openSettings();
		run.choose('granted');
		expect(run.gtagCalls().at(-1)).toEqual(['consent', 'update', GRANTED]);
		expect(run.fbqCalls().at(-1)).toEqual(['consent', 'grant']);
		// Loaded once: the scripts are not added again.
		run.idleNow();
		expect(run.appended).toEqual([GTAG, FBEVENTS, CHAT]);
	});

	it('ignores clicks elsewhere on the page', () => {
		const run = runLoader(all, { readyState: 'complete' });
		run.clickElsewhere();
		expect(run.attributes).toEqual({ 'data-consent': 'ask' });
		expect(run.stored).toEqual({});
		expect(run.focused).toEqual([]);
	});
});

describe('thirdPartyAllowed: no third-party script where a password is typed (issue 28)', () => {
	it.each<[string, boolean]>([
		['/login', false],
		['/login/', false],
		['/register', false],
		['/forgot', false],
		['/dashboard/profile', false],
		['/dashboard/profile/', false],
		['/', true],
		['/courses', true],
		['/cart', true],
		['/dashboard', true],
		['/dashboard/my-orders', true],
		['/login-help', true],
		['/more/login', true],
	])('%s → %j', (path, allowed) => {
		expect(thirdPartyAllowed(path)).toBe(allowed);
	});
});
