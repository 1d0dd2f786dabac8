/**
 * DOMPurify bypassed, for one test build only (issue 13, item 1: an inline script in institute
 * HTML is blocked twice over). An Astro integration whose Vite plugin resolves both sanitisers
 * to pass-through.ts. Only tests/e2e/support/unsanitized/build.ts adds it to a build; no product
 * code, config or environment variable can (tests/unit/e2e/unsanitized-build.test.ts).
 */
import { resolve } from 'node:path';
import type { AstroIntegration } from 'astro';

const root = resolve(import.meta.dirname, '../../../..');

/** The modules the plugin replaces: the build-time and the browser sanitiser. */
export const SANITIZERS: readonly string[] = [
	resolve(root, 'src/server/html/sanitize.ts'),
	resolve(root, 'src/lib/html/sanitize.client.ts'),
];

/** What they are replaced with. */
export const PASS_THROUGH = resolve(import.meta.dirname, 'pass-through.ts');

type Resolve = (
	source: string,
	importer: string | undefined,
	options: Record<string, unknown>,
) => Promise<{ id: string } | null>;

/**
 * Where an import goes in the unsanitised build: to pass-through.ts when `resolved` (what Vite
 * would resolve it to otherwise) is one of the sanitisers; null leaves it to Vite.
 */
export function unsanitizedTarget(resolved: string | null | undefined): string | null {
	const path = resolved?.split('?')[0];
	return path !== undefined && SANITIZERS.includes(path) ? PASS_THROUGH : null;
}

/** The integration that makes a build render institute HTML unsanitised. */
export function withoutSanitizer(): AstroIntegration {
	return {
		name: 'xss-lab-without-sanitizer',
		hooks: {
			'astro:config:setup': ({ updateConfig }) => {
				updateConfig({
					vite: {
						plugins: [
							{
								name: 'xss-lab-without-sanitizer',
								enforce: 'pre',
								async resolveId(source, importer, options) {
									if (!/sanitize(\.client)?(\.ts)?$/.test(source)) return null;
									const resolved = await (this.resolve as Resolve)(source, importer, {
										...options,
										skipSelf: true,
									});
									return unsanitizedTarget(resolved?.id);
								},
							},
						],
					},
				});
			},
		},
	};
}
