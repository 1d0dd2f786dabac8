/**
 * What a real build records (scripts/lib/pipeline/build-sites.ts through the render process to
 * releases/publish.ts): a build that says nothing is a code release, a rebuild says what started
 * it, each with the code revision; the same content rendered again changes no page, so the
 * pages-changed count means what it says. A real sandbox and a real Astro build of one tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSites } from '../../../../scripts/lib/pipeline/build-sites.ts';
import { buildOptions, sandboxApi } from '../../../../scripts/lib/pipeline/build-options.ts';
import { liveRelease, readHistory } from '../../../../scripts/lib/releases/releases.ts';
import type { ReleaseTrigger } from '../../../../scripts/lib/releases/history.ts';
import { parseEnv } from '../../../../config/env.ts';
import { startSandbox, type RunningSandbox } from '../../../../sandbox/server.ts';

const DOMAIN = 'pixel-store.in';
const env = parseEnv({ BUILD_RETRIES: '0', CODE_REVISION: 'rev-under-test' });
let sandbox: RunningSandbox;
let dist: string;

const build = (trigger?: ReleaseTrigger) => {
	const tenant = { domain: DOMAIN, lmsApiUrl: null, productApiUrl: null, consentBanner: true };
	return buildSites(
		buildOptions(
			{ root: process.cwd(), env },
			sandboxApi(env, sandbox.url),
			[{ ...tenant, lang: null }],
			{
				fontsUrl: undefined,
				distDir: dist,
				force: true,
				log: () => {},
				...(trigger ? { trigger } : {}),
			},
		),
	);
};

beforeAll(async () => {
	sandbox = await startSandbox({ port: 0, dbFile: ':memory:' });
	dist = await mkdtemp(join(tmpdir(), 'build-history-'));
});

afterAll(async () => {
	await sandbox.close();
	await rm(dist, { recursive: true, force: true });
});

describe('a real build records what started it', () => {
	it('a code release, then an edit of the same content that changes no page', async () => {
		expect((await build()).built).toEqual([DOMAIN]);
		const first = await liveRelease(dist, DOMAIN);
		expect(first).toMatchObject({
			trigger: { kind: 'code' },
			revision: 'rev-under-test',
			changes: { against: null, added: first?.pages, changed: 0, removed: 0 },
		});

		expect((await build({ kind: 'edit', eventId: 'evt-1' })).built).toEqual([DOMAIN]);
		const second = await liveRelease(dist, DOMAIN);
		expect(second).toMatchObject({
			trigger: { kind: 'edit', eventId: 'evt-1' },
			revision: 'rev-under-test',
			changes: { against: first?.id, added: 0, changed: 0, removed: 0 },
		});
		expect((await readHistory(dist, DOMAIN))?.entries.map((entry) => entry.release)).toEqual([
			first?.id,
			second?.id,
		]);
	}, 180_000);
});
