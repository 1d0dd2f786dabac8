/**
 * Which LMS API the scripts talk to: the one named by `LMS_API_URL`, or else the embedded sandbox
 * on `SANDBOX_PORT` (started here, or reused when `npm run sandbox` already runs there).
 */
import { fontsApiUrl, paymentConfig, SANDBOX_CHECKOUT_PATH } from '../../../config/env.ts';
import { sandboxApi, type BuildApi } from '../pipeline/build-options.ts';
import type { ScriptConfig } from './script-config.ts';
import { assertPortFree, listenNamed, type PortCheck } from './ports.ts';

/** The API a script builds against: what a build reads (`BuildApi`), and how to let it go. */
export interface ApiTarget extends BuildApi {
	/** True when the embedded sandbox serves the API (this process or another one). */
	sandbox: boolean;
	/** The fonts API the build downloads theme fonts from (Google's, or the sandbox's stand-in). */
	fontsUrl: string;
	close(): Promise<void>;
}

async function isSandbox(url: string): Promise<boolean> {
	try {
		const response = await fetch(url + SANDBOX_CHECKOUT_PATH, {
			signal: AbortSignal.timeout(2000),
		});
		return response.ok;
	} catch {
		return false;
	}
}

/**
 * The sandbox's port as `openApiTarget` will listen on it, or null when it will not: an
 * `LMS_API_URL` is set, or a sandbox already answers there and is reused.
 */
export async function sandboxPortCheck(
	env: Pick<ScriptConfig['env'], 'lmsApiUrl' | 'sandboxPort'>,
): Promise<PortCheck | null> {
	if (env.lmsApiUrl) return null;
	if (await isSandbox(`http://127.0.0.1:${env.sandboxPort}`)) return null;
	return { variable: 'SANDBOX_PORT', port: env.sandboxPort, host: '127.0.0.1' };
}

/**
 * Resolves the API target, starting the embedded sandbox when no `LMS_API_URL` is set. Throws a
 * PortError naming `SANDBOX_PORT` when something other than a sandbox holds that port.
 */
export async function openApiTarget(
	{ env, sandbox: sandboxConfig }: Pick<ScriptConfig, 'env' | 'sandbox'>,
	log: (line: string) => void,
): Promise<ApiTarget> {
	if (env.lmsApiUrl) {
		return {
			bases: { mainApiUrl: env.lmsApiUrl, productApiUrl: env.productApiUrl ?? env.lmsApiUrl },
			sandbox: false,
			payment: paymentConfig(env),
			fontsUrl: fontsApiUrl(env),
			fixturesDir: null,
			close: async () => {},
		};
	}
	const url = `http://127.0.0.1:${env.sandboxPort}`;
	const target = (close: () => Promise<void>): ApiTarget => ({
		// A sandbox already running was most likely started with the same settings.
		...sandboxApi(env, url, sandboxConfig?.fixturesDir ?? 'sandbox/fixtures'),
		sandbox: true,
		close,
	});
	if (await isSandbox(url)) {
		log(`Using the sandbox already running at ${url}`);
		return target(async () => {});
	}
	if (!sandboxConfig)
		throw new Error('openApiTarget: no sandbox settings, yet LMS_API_URL is unset');
	// Checked before the sandbox opens its database, so a taken port leaves nothing behind.
	await assertPortFree('SANDBOX_PORT', env.sandboxPort, '127.0.0.1');
	// Imported lazily so a build against a real API never loads node:sqlite.
	const { startSandbox } = await import('../../../sandbox/server.ts');
	const sandbox = await listenNamed(
		() => startSandbox({ ...sandboxConfig, port: env.sandboxPort, host: '127.0.0.1' }),
		'SANDBOX_PORT',
		env.sandboxPort,
		'127.0.0.1',
	);
	log(`Sandbox (LMS_API_URL is unset) running at ${sandbox.url}`);
	return target(() => sandbox.close());
}
