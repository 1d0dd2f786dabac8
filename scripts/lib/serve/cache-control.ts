/**
 * How long a published file may be cached, by its path in the site: the one rule the preview
 * server, the object-storage deploy and the host files (scripts/lib/hosts/) all send. Hashed `/_astro/` assets never change under the
 * same name, and neither do the optimised institute images under `/_img/` (named by a hash of
 * their source), so both are cached for a year; everything else (HTML, sitemap, public files)
 * revalidates.
 */

/** Cache-Control of a file whose name changes with its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of a file that may change under the same address. */
export const REVALIDATE = 'no-cache';

/** Path prefixes of the files whose name changes with their content (cached `IMMUTABLE`). */
export const IMMUTABLE_PREFIXES: readonly string[] = ['/_astro/', '/_img/'];

/** Cache-Control for a site path (`/_astro/x.js`, `/_img/3f9c…-800.webp`, `/courses/`). */
export function cacheControlFor(urlPath: string): string {
	return IMMUTABLE_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) ? IMMUTABLE : REVALIDATE;
}
