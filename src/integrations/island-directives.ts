/**
 * Registers the site's own client directives: `client:painted` (src/browser/painted-directive.ts),
 * an island that hydrates once its page's start script has painted its data, and
 * `client:engaged` (src/browser/engaged-directive.ts), a form that hydrates once the visitor
 * starts on it.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const entrypoint = (file: string) => fileURLToPath(new URL(`../browser/${file}`, import.meta.url));

/** The integration adding the `painted` and `engaged` client directives. */
export function islandDirectives(): AstroIntegration {
	return {
		name: 'institute-sites:island-directives',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({ name: 'painted', entrypoint: entrypoint('painted-directive.ts') });
				addClientDirective({ name: 'engaged', entrypoint: entrypoint('engaged-directive.ts') });
			},
		},
	};
}

declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrates once the page's start script has painted the island's data. */
		'client:painted'?: boolean;
		/** Hydrates on the first focus, tap, key or hover in the island, replaying what came before. */
		'client:engaged'?: boolean;
	}
}
