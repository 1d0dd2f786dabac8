/**
 * The page's client config: the dashboard frame writes it on `<body data-client-config>`, and the
 * public header on `<header data-client-config>`. One reader for both, so a page script never needs
 * a second way to learn its services.
 */
import type { ClientConfig } from '../lib/site/client-config.ts';

/** The page's client config (an empty object if no element carries it). */
export function pageClientConfig(): ClientConfig {
	const holder = document.querySelector<HTMLElement>('[data-client-config]');
	return JSON.parse(holder?.dataset['clientConfig'] ?? '{}') as ClientConfig;
}
