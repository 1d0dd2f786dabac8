/**
 * A release of a tenant built at a given time and made live, for the tests of what is done with
 * releases by age (stale-tenants, release-pruning).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
	activate,
	createReleaseDir,
	newReleaseId,
	writeReleaseInfo,
} from '../../../../../scripts/lib/releases/releases.ts';

/** Publishes a release of `domain` in `dist` built at `at` (ms) and makes it live. */
export async function publishAt(dist: string, domain: string, at: number): Promise<void> {
	const { id, dir } = await createReleaseDir(dist, domain, newReleaseId(new Date(at)));
	await writeFile(join(dir, 'index.html'), domain);
	const builtAt = new Date(at).toISOString();
	await writeReleaseInfo(dist, domain, { id, key: 'k', builtAt, pages: 1, kind: 'site' });
	await activate(dist, domain, id);
}
