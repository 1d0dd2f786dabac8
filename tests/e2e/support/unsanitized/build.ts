/**
 * The unsanitised test build: renders the probe institute (XSS_LAB.probe in
 * tests/support/xss/lab-fixture.ts) with DOMPurify bypassed (plugin.ts) and publishes it into
 * the e2e stack's dist folder beside the tenants the real pipeline built. One small tenant, so
 * the second Astro build stays short. Run as its own process by tests/e2e/support/server.ts
 * (Astro leaves handles open after a build):
 *
 *   node tests/e2e/support/unsanitized/build.ts <sandbox url> <dist dir> <work dir>
 */
import type { SiteData } from '../../../../src/lib/site/site-data.ts';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'astro';
import { parseEnv, paymentConfig } from '../../../../config/env.ts';
import { fetchSiteData } from '../../../../src/lib/lms/index.ts';
import { siteDataDefine, writeSnapshots } from '../../../../src/server/site/snapshot.ts';
import { publishRelease } from '../../../../scripts/lib/releases/publish.ts';
import { storeShared } from '../../../../scripts/lib/pipeline/shared-assets.ts';
import { XSS_LAB } from '../../../support/xss/lab-fixture.ts';
import { withoutSanitizer } from './plugin.ts';

const [sandboxUrl = '', distDir = '', workDir = ''] = process.argv.slice(2);
const root = resolve(import.meta.dirname, '../../../..');
const { domain } = XSS_LAB.probe;
const api = { mainApiUrl: sandboxUrl, productApiUrl: sandboxUrl };
const site: SiteData = {
	...(await fetchSiteData(domain, api, { retries: 0 })),
	payment: paymentConfig(parseEnv({ LMS_API_URL: sandboxUrl }), sandboxUrl),
	consentBanner: true,
};
const dataDir = join(workDir, 'data');
const outDir = join(workDir, 'out');
await writeSnapshots(dataDir, [site]);
process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
await build({
	root,
	outDir,
	cacheDir: join(workDir, 'cache'),
	logLevel: 'warn',
	integrations: [withoutSanitizer()],
	vite: { define: siteDataDefine(dataDir) },
});
const shared = await storeShared(distDir, outDir, new Set([domain]));
await publishRelease({ distDir, outDir, domain, shared, key: 'unsanitized' });
await rm(workDir, { recursive: true, force: true });
process.exit(0);
