/**
 * What `npm test` needs from the machine besides Node and the npm packages: the system Chromium
 * (the e2e tests never download a browser), `redis-server` (the rebuild queue's tests start their
 * own) and nginx (the static-host test starts its own). Checked before vitest starts, so a
 * missing one is named with the line that installs it instead of failing deep in a test.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The one Debian line that installs all three (README "Two commands"). */
export const INSTALL_LINE = 'apt-get install chromium redis-server nginx';

/** A program `npm test` runs, and why it was not found. */
export interface MissingProgram {
	name: string;
	why: string;
}

/** Whether `path` is a file this process may execute. */
export function isExecutable(path: string): boolean {
	try {
		accessSync(path, constants.X_OK);
		return true;
	} catch {
		return false;
	}
}

/** The programs `npm test` needs that this machine lacks, in the order of the install line. */
export function missingPrograms(
	env: NodeJS.ProcessEnv,
	executable: (path: string) => boolean = isExecutable,
): MissingProgram[] {
	const missing: MissingProgram[] = [];
	// The same defaults and overrides as playwright.config.ts and the tests' own helpers.
	const chromium = env['CHROMIUM_PATH'] || '/usr/bin/chromium';
	if (!executable(chromium))
		missing.push({ name: 'chromium', why: `no ${chromium} (CHROMIUM_PATH names another)` });
	const redis = env['REDIS_SERVER'];
	if (redis ? !executable(redis) : !onPath('redis-server', env['PATH'] ?? '', executable))
		missing.push({ name: 'redis-server', why: redis ? `no ${redis}` : 'not on PATH' });
	const nginx = env['NGINX_PATH'] || '/usr/sbin/nginx';
	if (!executable(nginx))
		missing.push({ name: 'nginx', why: `no ${nginx} (NGINX_PATH names another)` });
	return missing;
}

function onPath(name: string, path: string, executable: (path: string) => boolean): boolean {
	return path
		.split(delimiter)
		.filter(Boolean)
		.some((dir) => executable(join(dir, name)));
}

/** What `npm test` prints before stopping: each missing program, then the install line. */
export function missingText(missing: readonly MissingProgram[]): string {
	return [
		`npm test needs ${missing.map((program) => program.name).join(', ')}, which this machine lacks:`,
		...missing.map((program) => `  ${program.name}: ${program.why}`),
		`Install them (Debian, as root): ${INSTALL_LINE}`,
	].join('\n');
}
