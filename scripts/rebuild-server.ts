/**
 * `npm run rebuild-server`: the long-running rebuild webhook. Takes signed `POST /hooks/rebuild`
 * requests (`REBUILD_SECRET`, required here unless the embedded sandbox serves the API and `HOST`
 * is loopback) on `REBUILD_PORT` and rebuilds one tenant a job, through the in-process queue.
 * Prints its URL and a ready-made signed curl line; exits 1 with the reason when it has no key.
 * Logs in `LOG_FORMAT`: JSON records (one per job with tenant, job id and duration) or plain lines.
 */
import '../config/env-file.ts';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { openApiTarget } from './lib/startup/api-target.ts';
import { failureText } from './lib/startup/ports.ts';
import { rebuildKey } from './lib/rebuild/rebuild-key.ts';
import { rebuildServiceHelp, startRebuildService } from './lib/rebuild/service.ts';
import { createLogger } from './lib/log/logger.ts';

const config = await loadScriptConfig({ build: true, uses: { secret: true } });
const { env, tenants } = config;
const logger = createLogger({ service: 'rebuild-server', format: env.logFormat });
const key = rebuildKey(env, env.lmsApiUrl === null);
if ('off' in key) {
	logger.error(`Configuration error: ${key.off}`);
	process.exit(1);
}
try {
	const api = await openApiTarget(config, (line) => logger.info(line));
	const service = await startRebuildService(config, api, key.secret, logger);
	const shown = key.demo ? key.secret : { variable: 'REBUILD_SECRET' };
	for (const line of rebuildServiceHelp(service.server.url, tenants[0]?.domain, shown))
		logger.info(line);
	logger.info(`  ${tenants.length} tenant(s); releases in ${env.distDir}/`);
	const ops = service.ops.url;
	logger.info(`Operations (keep private): ${ops}/healthz, ${ops}/readyz, ${ops}/metrics`);
	logger.info('\nPress Ctrl-C to stop (running rebuilds finish first).');
	const stop = async () => {
		await service.close();
		await api.close();
		process.exit(0);
	};
	process.once('SIGINT', () => void stop());
	process.once('SIGTERM', () => void stop());
} catch (error) {
	logger.error(`Rebuild server failed: ${failureText(error)}`);
	process.exit(1);
}
