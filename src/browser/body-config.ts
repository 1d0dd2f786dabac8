/** The page's client config, which the dashboard frame writes on `<body data-client-config>`. */
import type { ClientConfig } from '../lib/site/client-config.ts';

/** The body's client config (an empty object if the attribute is missing). */
export function bodyConfig(): ClientConfig {
	return JSON.parse(document.body.dataset['clientConfig'] ?? '{}') as ClientConfig;
}
