/**
 * The process behind warm-renderer.ts: starts its Astro build at once (bundling while the parent
 * still fetches), then renders each job its parent sends inside that one build, reporting events
 * back over IPC and `done` once a job's tenants all have an outcome.
 *
 * Usage (forked): warm-render-process.ts <root> <scratch folder>
 */
import { enableCompileCache } from 'node:module';
import { rm } from 'node:fs/promises';
import type { ShardJob } from './shard-protocol.ts';
import type { WarmMessage } from './warm-renderer.ts';
import type { RenderJob } from './shard-render.ts';
import { reasonOf } from '../reason.ts';

// As in render-shard.ts: V8's code cache saves compiling Astro, Vite and jsdom at every start.
enableCompileCache();
const { renderJobs } = await import('./shard-render.ts');

const [root = process.cwd(), workDir = ''] = process.argv.slice(2);
const send = (message: WarmMessage) => process.send?.(message);
const done = (error?: string) =>
	send({ type: 'done', rss: process.memoryUsage().rss, ...(error === undefined ? {} : { error }) });

// Jobs that arrived before the build asked for one, and the build's request waiting for a job.
const queued: ShardJob[] = [];
let waiting: ((job: ShardJob | null) => void) | null = null;
// Once the build has failed, every job is answered with why.
let broken: string | null = null;

process.on('message', (job: ShardJob) => {
	if (broken !== null) done(broken);
	else if (waiting) {
		const take = waiting;
		waiting = null;
		take(job);
	} else queued.push(job);
});
// The parent's exit, or its close, ends the build (and then this process).
process.on('disconnect', () => {
	if (waiting) waiting(null);
	else process.exit(0);
});

const nextJob = async (): Promise<RenderJob | null> => {
	const job =
		queued.shift() ?? (await new Promise<ShardJob | null>((resolve) => (waiting = resolve)));
	return job === null ? null : { job, emit: (event) => send({ type: 'event', event }) };
};

try {
	await renderJobs({ root, workDir }, nextJob, () => done());
} catch (error) {
	// The job at hand (if any) had its tenants reported failed and is over; the rest cannot render.
	broken = reasonOf(error);
	for (const _job of queued.splice(0)) done(broken);
}
await rm(workDir, { recursive: true, force: true });
if (!process.connected) process.exit(0);
