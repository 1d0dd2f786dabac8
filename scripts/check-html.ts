/**
 * `npm run check:html [-- <dist folder>]`: every page of every tenant live in the dist folder
 * (default `DIST_DIR`, `dist`) through the W3C Nu HTML Checker (`vnu-jar`, on the machine's Java);
 * prints each error with where it occurs and exits 1 on any. CI runs it over the demo tenants.
 */
import '../config/env-file.ts';
import { execFile } from 'node:child_process';
import { readdir, realpath } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { publishedDomains } from './lib/releases/releases.ts';
import { nuErrors, nuReport } from './lib/html/nu-report.ts';

const dist = resolve(process.argv[2] ?? process.env['DIST_DIR'] ?? 'dist');
const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const sites = await Promise.all(
	(await publishedDomains(dist)).map((domain) => realpath(join(dist, domain)).catch(() => null)),
);
const folders = sites.filter((folder): folder is string => folder !== null);
if (folders.length === 0) {
	console.error(`check:html: no tenant is built in ${dist}: run \`npm run build\` first.`);
	process.exit(1);
}
let pages = 0;
for (const folder of folders)
	pages += (await readdir(folder, { recursive: true })).filter((file) =>
		file.endsWith('.html'),
	).length;

const output = await new Promise<string>((done) => {
	execFile(
		'java',
		['-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', ...folders],
		{ maxBuffer: 64 * 1024 * 1024 },
		(error, stdout, stderr) => {
			if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
				console.error(
					'check:html needs Java for the Nu HTML Checker (Debian: apt-get install default-jre-headless).',
				);
				process.exit(1);
			}
			// The checker writes its JSON to stderr and exits 1 when it found errors.
			done(stderr.trim().startsWith('{') ? stderr : stdout);
		},
	);
});
const base = (await realpath(dist)).replace(/\/$/, '');
const errors = nuErrors(output, base);
for (const line of nuReport(errors, pages)) console.log(line);
process.exit(errors.length > 0 ? 1 : 0);
