/**
 * A build's render process (one per core; Astro renders on one core): runs one shard and reports
 * to the parent on stdout: Astro's own page lines, counted as progress, and one `SHARD_EVENT`
 * line per tenant published or failed, and per step timed.
 *
 * Usage: node scripts/lib/build/render-shard.ts <job.json>
 */
import { readFile } from 'node:fs/promises';
import { enableCompileCache } from 'node:module';
import { SHARD_EVENT, type ShardJob } from './shard-protocol.ts';

// Every shard loads Astro, Vite and jsdom anew: V8's code cache on disk saves compiling them again.
enableCompileCache();
const { renderShard } = await import('./shard-render.ts');

const job = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as ShardJob;
await renderShard(job, (event) => process.stdout.write(`${SHARD_EVENT}${JSON.stringify(event)}\n`));
// Astro's build leaves handles open for a couple of seconds after it returns; the work is done.
process.exit(0);
