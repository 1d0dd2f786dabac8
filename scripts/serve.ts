/**
 * `npm run serve`: serve dist/ by Host header (no build, no sandbox). Warns when the API the sites
 * were built against (often the sandbox of an `npm start` that has stopped) does not answer.
 */
import '../config/env-file.ts';
import { resolve } from 'node:path';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { failureText, listenNamed } from './lib/startup/ports.ts';
import { startPreviewServer } from './lib/serve/preview-server.ts';
import { unreachableApiWarnings } from './lib/serve/site-apis.ts';
import { publishedDomains } from './lib/releases/releases.ts';

const { root, env } = await loadScriptConfig({ build: false });
const distDir = resolve(root, env.distDir);
const server = await listenNamed(
	() => startPreviewServer({ distDir, port: env.port, host: env.host }),
	'PORT',
	env.port,
	env.host,
).catch((error: unknown) => {
	console.error(`Serve failed: ${failureText(error)}`);
	process.exit(1);
});
// From here on a stop closes the server, also while the APIs are being checked.
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// Each `dist/<domain>` is a symlink to its live release: followed, as the server follows it.
const sites = await publishedDomains(distDir);
console.log(`Serving ${distDir} on port ${server.port}`);
for (const site of sites) console.log(`  http://${site}.localhost:${server.port}/`);
if (sites.length === 0) console.log('  (nothing built yet: run `npm run build`)');
for (const warning of await unreachableApiWarnings(distDir, sites)) console.warn(warning);
