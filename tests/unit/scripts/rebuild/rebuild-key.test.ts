/**
 * Which key the rebuild webhook takes: the demo key only while it listens on loopback. The
 * decision as a table, then `npm run rebuild-server` refusing to start on 0.0.0.0 as a user runs it.
 */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { isLoopbackHost, rebuildKey } from '../../../../scripts/lib/rebuild/rebuild-key.ts';
import { parseEnv } from '../../../../config/env.ts';

const root = resolve(import.meta.dirname, '../../../..');
const DEMO = 'demo-rebuild-key-not-a-secret';
const SECRET = '0123456789abcdef0123';
const generate = 'e.g. `REBUILD_SECRET=$(openssl rand -hex 32)`';
const exposed = (host: string) =>
	`HOST=${host} is not loopback and REBUILD_SECRET is unset: the demo key is published in the source, so anyone reaching the webhook could use it; set REBUILD_SECRET (${generate}) or HOST=127.0.0.1.`;
const unset = `REBUILD_SECRET is not set, and the webhook only takes requests signed with it: set it to at least 16 random characters, ${generate}.`;

describe('isLoopbackHost', () => {
	it.each([
		['127.0.0.1', true],
		['127.5.5.5', true],
		['127.255.255.255', true],
		['::1', true],
		['0:0:0:0:0:0:0:1', true],
		['::ffff:127.0.0.1', true],
		['localhost', true],
		['LOCALHOST', true],
		['0.0.0.0', false],
		['::', false],
		['192.168.1.2', false],
		['128.0.0.1', false],
		['fe80::1', false],
		['sites.example.com', false],
		['localhost.example.com', false],
		['', false],
	])('%j: %s', (host, loopback) => {
		expect(isLoopbackHost(host)).toBe(loopback);
	});
});

describe('rebuildKey', () => {
	it.each([
		// host, REBUILD_SECRET, embedded sandbox, decision
		['127.0.0.1', undefined, true, { secret: DEMO, demo: true }],
		['127.5.5.5', undefined, true, { secret: DEMO, demo: true }],
		['::1', undefined, true, { secret: DEMO, demo: true }],
		['localhost', undefined, true, { secret: DEMO, demo: true }],
		['0.0.0.0', undefined, true, { off: exposed('0.0.0.0') }],
		['::', undefined, true, { off: exposed('::') }],
		['192.168.1.2', undefined, true, { off: exposed('192.168.1.2') }],
		['sites.example.com', undefined, true, { off: exposed('sites.example.com') }],
		['0.0.0.0', SECRET, true, { secret: SECRET, demo: false }],
		['0.0.0.0', SECRET, false, { secret: SECRET, demo: false }],
		['127.0.0.1', SECRET, false, { secret: SECRET, demo: false }],
		['127.0.0.1', undefined, false, { off: unset }],
		['0.0.0.0', undefined, false, { off: unset }],
	])('HOST=%s, REBUILD_SECRET=%s, sandbox %s', (host, secret, sandbox, decision) => {
		const env = parseEnv({ HOST: host, REBUILD_SECRET: secret });
		expect(rebuildKey(env, sandbox)).toEqual(decision);
	});
});

describe('npm run rebuild-server on 0.0.0.0 without REBUILD_SECRET', () => {
	const run = (logFormat: string) =>
		new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
			execFile(
				process.execPath,
				['scripts/rebuild-server.ts'],
				{
					cwd: root,
					// Blank means unset: the embedded sandbox, whatever the shell running the tests has.
					env: {
						...process.env,
						HOST: '0.0.0.0',
						REBUILD_SECRET: '',
						LMS_API_URL: '',
						PRODUCT_API_URL: '',
						LOG_FORMAT: logFormat,
					},
					timeout: 20_000,
				},
				(error, stdout, stderr) =>
					done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
			);
		});

	it('exits 1 with the reason in one line', async () => {
		expect(await run('human')).toEqual({
			code: 1,
			stdout: '',
			stderr: `Configuration error: ${exposed('0.0.0.0')}\n`,
		});
	});

	it('logs the reason as one JSON error record with LOG_FORMAT=json', async () => {
		const result = await run('json');
		expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 1, stderr: '' });
		const lines = result.stdout.trimEnd().split('\n');
		expect(lines).toHaveLength(1);
		expect(JSON.parse(lines[0]!)).toMatchObject({
			level: 'error',
			service: 'rebuild-server',
			msg: `Configuration error: ${exposed('0.0.0.0')}`,
		});
	});
});
