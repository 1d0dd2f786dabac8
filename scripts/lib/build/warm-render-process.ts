/**
 * The process behind warm-renderer.ts: loads Astro at once, then renders one shard per message
 * from its parent, reporting events back over IPC.
 */
import { enableCompileCache } from 'node:module';
import type { ShardJob } from './shard-protocol.ts';
import type { WarmMessage } from './warm-renderer.ts';
import { reasonOf } from '../reason.ts';

// As in render-shard.ts: V8's code cache saves compiling Astro, Vite and jsdom at every start.
enableCompileCache();
const { renderShard } = await import('./shard-render.ts');
process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
// Loaded now, while no rebuild waits for it.
await import('astro');

const send = (message: WarmMessage) => process.send?.(message);

process.on('message', (job: ShardJob) => {
	renderShard(job, (event) => send({ type: 'event', event })).then(
		() => send({ type: 'done', rss: process.memoryUsage().rss }),
		(error: unknown) =>
			send({
				type: 'done',
				rss: process.memoryUsage().rss,
				error: reasonOf(error),
			}),
	);
});
// The parent's exit ends this process too.
process.on('disconnect', () => process.exit(0));
