/**
 * The home failure of spec section 8 for a tenant that has never built: with no last good site to
 * keep, its domain gets a one-page site with 'Unable to load website. Please try again or Contact
 * your institute.' instead of the host's bare error. The next good build replaces it.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { activate, createReleaseDir, hasLiveSite, writeReleaseInfo } from './releases.ts';

/** Spec section 8, "Home failure". */
const HOME_FAILURE_TEXT = 'Unable to load website. Please try again or Contact your institute.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The failure page: self-contained (inline style, no script), not indexed. */
export function failurePageHtml(domain: string): string {
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(domain)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#fff}
main{max-width:36rem;margin:0 auto;padding:64px 16px;text-align:center}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(domain)}</h1>
<p role="alert">${HOME_FAILURE_TEXT}</p>
<p><a href="/">Try again</a></p>
</main>
</body>
</html>
`;
}

/**
 * Publishes the failure page as a release of `dist/<domain>/` (index and 404) when the tenant has
 * no site yet; returns whether it did. A tenant with a site keeps it untouched.
 */
export async function publishFailureSite(distDir: string, domain: string): Promise<boolean> {
	if (await hasLiveSite(distDir, domain)) return false;
	const { id, dir } = await createReleaseDir(distDir, domain);
	const html = failurePageHtml(domain);
	await writeFile(join(dir, 'index.html'), html);
	await writeFile(join(dir, '404.html'), html);
	await writeReleaseInfo(distDir, domain, {
		id,
		key: null,
		builtAt: new Date().toISOString(),
		pages: 2,
		kind: 'failure',
	});
	await activate(distDir, domain, id);
	return true;
}
