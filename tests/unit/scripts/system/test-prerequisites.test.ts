/**
 * `npm test` checks the machine first (scripts/test-prerequisites.ts): a missing Chromium,
 * redis-server or nginx is named, with the one apt-get line that installs them, before vitest runs.
 */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { missingPrograms, missingText } from '../../../../scripts/lib/system/test-prerequisites.ts';

const root = resolve(import.meta.dirname, '../../../..');
const INSTALL = 'Install them (Debian, as root): apt-get install chromium redis-server nginx';

describe('missingPrograms', () => {
	const machine =
		(...present: string[]) =>
		(path: string) =>
			present.includes(path);

	it('finds nothing missing on a machine with all three where they are looked for', () => {
		const env = { PATH: '/usr/local/bin:/usr/bin' };
		const has = machine('/usr/bin/chromium', '/usr/bin/redis-server', '/usr/sbin/nginx');
		expect(missingPrograms(env, has)).toEqual([]);
	});

	it('names each missing one, and follows CHROMIUM_PATH, NGINX_PATH and REDIS_SERVER', () => {
		const has = machine('/usr/bin/chromium', '/usr/sbin/nginx');
		expect(missingPrograms({ PATH: '/usr/bin' }, has)).toEqual([
			{ name: 'redis-server', why: 'not on PATH' },
		]);
		expect(
			missingPrograms(
				{
					PATH: '/usr/bin',
					CHROMIUM_PATH: '/opt/chrome/chrome',
					NGINX_PATH: '/opt/nginx',
					REDIS_SERVER: '/opt/redis',
				},
				has,
			),
		).toEqual([
			{ name: 'chromium', why: 'no /opt/chrome/chrome (CHROMIUM_PATH names another)' },
			{ name: 'redis-server', why: 'no /opt/redis' },
			{ name: 'nginx', why: 'no /opt/nginx (NGINX_PATH names another)' },
		]);
	});

	it('says what is missing and the install line', () => {
		expect(missingText([{ name: 'nginx', why: 'no /usr/sbin/nginx' }])).toBe(
			[
				'npm test needs nginx, which this machine lacks:',
				'  nginx: no /usr/sbin/nginx',
				INSTALL,
			].join('\n'),
		);
	});
});

describe('npm test on a machine without them', () => {
	it('runs the check before vitest', async () => {
		const scripts = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).scripts;
		expect(scripts.test).toMatch(/^node scripts\/test-prerequisites\.ts && npm run test:unit/);
	});

	it('exits 1 naming every missing program and the install line', async () => {
		const empty = await mkdtemp(join(tmpdir(), 'no-programs-'));
		try {
			const env = {
				PATH: empty,
				CHROMIUM_PATH: join(empty, 'chromium'),
				NGINX_PATH: join(empty, 'nginx'),
			};
			const { code, output } = await new Promise<{ code: number; output: string }>((done) =>
				execFile(
					process.execPath,
					['scripts/test-prerequisites.ts'],
					{ cwd: root, env },
					(error, stdout, stderr) =>
						done({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
				),
			);
			expect(code).toBe(1);
			expect(output).toBe(
				[
					'npm test needs chromium, redis-server, nginx, which this machine lacks:',
					`  chromium: no ${empty}/chromium (CHROMIUM_PATH names another)`,
					'  redis-server: not on PATH',
					`  nginx: no ${empty}/nginx (NGINX_PATH names another)`,
					INSTALL,
					'',
				].join('\n'),
			);
		} finally {
			await rm(empty, { recursive: true, force: true });
		}
	});
});
