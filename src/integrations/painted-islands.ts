/**
 * Registers `client:painted` (src/browser/painted-directive.ts): an island that hydrates once its
 * page's start script has painted its data.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The integration adding the `painted` client directive. */
export function paintedIslands(): AstroIntegration {
	return {
		name: 'institute-sites:painted-islands',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'painted',
					entrypoint: fileURLToPath(new URL('../browser/painted-directive.ts', import.meta.url)),
				});
			},
		},
	};
}

declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrates once the page's start script has painted the island's data. */
		'client:painted'?: boolean;
	}
}
