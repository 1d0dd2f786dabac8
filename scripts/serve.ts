/**
 * `npm run serve`: serve dist/ by Host header (no build, no sandbox).
 */
import './lib/env-file.ts';
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadScriptConfig } from './lib/config.ts';
import { startPreviewServer } from './lib/preview-server.ts';

const { root, env } = loadScriptConfig({ build: false });
const distDir = resolve(root, env.distDir);
const server = await startPreviewServer({ distDir, port: env.port, host: env.host });
const sites = (await readdir(distDir, { withFileTypes: true }).catch(() => []))
	.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
	.map((entry) => entry.name);
console.log(`Serving ${distDir} on port ${server.port}`);
for (const site of sites) console.log(`  http://${site}.localhost:${server.port}/`);
if (sites.length === 0) console.log('  (nothing built yet: run `npm run build`)');
const stop = () => server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
