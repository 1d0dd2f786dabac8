import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { signedCurlLine } from '../../../../scripts/lib/rebuild/curl.ts';
import { createInProcessQueue } from '../../../../scripts/lib/rebuild/in-process-queue.ts';
import { startRebuildServer } from '../../../../scripts/lib/rebuild/server.ts';

const run = promisify(execFile);
const hasTools = ['openssl', 'curl'].every(
	(tool) => spawnSync('bash', ['-c', `command -v ${tool}`]).status === 0,
);

describe('signedCurlLine', () => {
	it('signs in the shell at run time, so a copied line outlives the five-minute window', () => {
		expect(
			signedCurlLine({
				url: 'http://127.0.0.1:4330',
				secret: 'demo-secret-0123456789',
				domain: 'sunrise-academy.in',
			}),
		).toBe(
			`ts=$(date +%s); body='{"domain":"sunrise-academy.in"}'; curl -sS -X POST 'http://127.0.0.1:4330/hooks/rebuild' -H "X-Rebuild-Timestamp: $ts" -H "X-Rebuild-Signature: sha256=$(printf '%s.%s' "$ts" "$body" | openssl dgst -sha256 -hmac 'demo-secret-0123456789' -r | cut -d' ' -f1)" -H 'Content-Type: application/json' -d "$body" -w '\\n'`,
		);
	});

	it('quotes a secret with a single quote as one shell word', () => {
		expect(
			signedCurlLine({ url: 'http://h:1', secret: "it's-secret-0123456", domain: 'a.in' }),
		).toContain(`-hmac 'it'\\''s-secret-0123456' -r`);
	});

	it('reads the key from an environment variable when asked, never printing it', () => {
		const line = signedCurlLine({
			url: 'http://h:1',
			secret: { variable: 'REBUILD_SECRET' },
			domain: 'a.in',
		});
		expect(line).toContain(`-hmac "$REBUILD_SECRET" -r`);
	});

	// A secret with shell metacharacters proves the quoting end to end.
	const secret = `it's $HOME "quoted" \`x\``;
	it.skipIf(!hasTools).each<[string, string | { variable: string }]>([
		['the key written in the line', secret],
		['the key read from $REBUILD_SECRET', { variable: 'REBUILD_SECRET' }],
	])('is accepted by a running rebuild server (202) when run by bash, %s', async (_name, key) => {
		const built: string[] = [];
		const queue = createInProcessQueue(async (domain) => void built.push(domain));
		const server = await startRebuildServer({
			port: 0,
			host: '127.0.0.1',
			secret,
			tenants: ['sunrise-academy.in'],
			queue,
		});
		try {
			const line = signedCurlLine({ url: server.url, secret: key, domain: 'sunrise-academy.in' });
			// A later -w replaces the line's own, to read the status code.
			const { stdout } = await run('bash', ['-c', `${line} -w ' %{http_code}'`], {
				env: { ...process.env, REBUILD_SECRET: secret },
			});
			expect(stdout).toMatch(/^\{"job":"[\da-f-]{36}"\} 202$/);
			expect(built).toEqual(['sunrise-academy.in']);
		} finally {
			await server.close();
			await queue.close();
		}
	});
});
