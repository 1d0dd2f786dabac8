import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
	chatScriptUrl,
	droppedIntegrations,
	ga4Id,
	loaderConfig,
	loaderScript,
	metaPixelId,
	siteVerificationToken,
	type LoaderConfig,
} from '../../../../src/lib/seo/integrations.ts';
import type { Integrations } from '../../../../src/lib/lms/types.ts';

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
		expect(loaderConfig(integrations({}))).toBeNull();
		expect(
			loaderConfig(
				integrations({ googleAnalyticsId: 'UA-1', metaPixelId: 'x', siteVerification: 'a' }),
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
			),
		).toEqual({ ga: 'G-SANDBOX101', pixel: null, chat: 'https://chat.example.com/w.js' });
	});
});

/** Runs the loader in a fake browser and returns the hooks a test drives. */
function runLoader(
	config: LoaderConfig,
	options: { readyState?: string; idleCallback?: boolean } = {},
) {
	const appended: string[] = [];
	const listeners: Record<string, () => void> = {};
	const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
	const timers: Array<{ run: () => void; delay: number }> = [];
	const window: Record<string, unknown> = {
		addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
		setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
	};
	if (options.idleCallback !== false)
		window['requestIdleCallback'] = (run: () => void, opts?: { timeout?: number }) =>
			idle.push({ run, timeout: opts?.timeout });
	const document = {
		readyState: options.readyState ?? 'interactive',
		createElement: () => ({ async: false, src: '' }),
		head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script.src) },
	};
	runInNewContext(loaderScript(config), { window, document, encodeURIComponent, Date });
	return { window, appended, listeners, idle, timers };
}

describe('loaderScript', () => {
	const all: LoaderConfig = {
		ga: 'G-SANDBOX101',
		pixel: '123456789012345',
		chat: 'https://chat.example.com/w.js',
	};

	it('waits for load, then an idle period, before adding any script', () => {
		const run = runLoader(all);
		expect(run.appended).toEqual([]);
		expect(Object.keys(run.listeners)).toEqual(['load']);
		run.listeners['load']!();
		expect(run.appended).toEqual([]);
		expect(run.idle).toHaveLength(1);
		expect(run.idle[0]!.timeout).toBe(3000);
		run.idle[0]!.run();
		expect(run.appended).toEqual([
			'https://www.googletagmanager.com/gtag/js?id=G-SANDBOX101',
			'https://connect.facebook.net/en_US/fbevents.js',
			'https://chat.example.com/w.js',
		]);
	});

	it('sets up gtag and the pixel queue', () => {
		const run = runLoader(all, { readyState: 'complete' });
		run.idle[0]!.run();
		const dataLayer = run.window['dataLayer'] as IArguments[];
		expect(dataLayer.map((entry) => Array.from(entry)[0])).toEqual(['js', 'config']);
		expect(Array.from(dataLayer[1]!)).toEqual(['config', 'G-SANDBOX101']);
		const fbq = run.window['fbq'] as { queue: IArguments[] };
		expect(fbq.queue.map((entry) => Array.from(entry))).toEqual([
			['init', '123456789012345'],
			['track', 'PageView'],
		]);
	});

	it('falls back to a timer without requestIdleCallback, and runs at once after load', () => {
		const run = runLoader(
			{ ga: null, pixel: null, chat: 'https://chat.example.com/w.js' },
			{ readyState: 'complete', idleCallback: false },
		);
		expect(run.listeners).toEqual({});
		expect(run.timers).toHaveLength(1);
		expect(run.appended).toEqual([]);
		run.timers[0]!.run();
		expect(run.appended).toEqual(['https://chat.example.com/w.js']);
		expect(run.window['gtag']).toBeUndefined();
		expect(run.window['fbq']).toBeUndefined();
	});

	it('escapes < so a value can never close the inline script', () => {
		const script = loaderScript({ ga: null, pixel: null, chat: 'https://x.example/</script>' });
		expect(script).not.toContain('</script>');
		expect(script).toContain('\\u003c/script>');
	});
});
