/**
 * Which e2e stack Playwright tests against. Outside CI a server already on `E2E_PORT` is reused
 * only when it is this checkout's stack (it answers with this checkout's marker header); when the
 * port is held by anything else (another checkout's stack, another program) a new stack starts on
 * free ports. In CI a fresh stack always starts on the given ports.
 *
 * Run as a script it prints the choice as JSON: playwright.config.ts runs it once, synchronously.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The header a stack's preview server marks itself with: which checkout started it. */
export const E2E_CHECKOUT_HEADER = 'x-e2e-checkout';
/** The header naming that stack's sandbox port, so a reusing run talks to the same sandbox. */
export const E2E_SANDBOX_HEADER = 'x-e2e-sandbox-port';

/** This checkout's marker: a hash of its absolute path. */
export const e2eCheckout = (root = resolve(import.meta.dirname, '../../..')): string =>
	createHash('sha256').update(root).digest('hex').slice(0, 16);

/** The headers a stack's preview server sends with every response. */
export function stackHeaders(sandboxPort: number, root?: string): Record<string, string> {
	return { [E2E_CHECKOUT_HEADER]: e2eCheckout(root), [E2E_SANDBOX_HEADER]: String(sandboxPort) };
}

/** Where the tests run, and whether Playwright reuses the server found there. */
export interface StackChoice {
	port: number;
	sandboxPort: number;
	reuse: boolean;
}

type Holder = { checkout: string | null; sandboxPort: number } | 'free';

/** Who holds `port`: nobody, or a server and the marker it sends (null for none). */
async function holderOf(port: number): Promise<Holder> {
	try {
		const reply = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
		await reply.body?.cancel();
		return {
			checkout: reply.headers.get(E2E_CHECKOUT_HEADER),
			sandboxPort: Number(reply.headers.get(E2E_SANDBOX_HEADER)),
		};
	} catch (error) {
		// Refused: nothing listens. Anything else (a hang, a reset) means something holds the port.
		const code = ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code;
		return code === 'ECONNREFUSED' ? 'free' : { checkout: null, sandboxPort: 0 };
	}
}

/** `port` when it can be listened on, else any free port. */
function portOrFree(port: number): Promise<number> {
	return new Promise((done) => {
		const probe = createServer();
		probe.once('error', () => done(portOrFree(0)));
		probe.listen(port, '127.0.0.1', () => {
			const { port: bound } = probe.address() as { port: number };
			probe.close(() => done(bound));
		});
	});
}

/** The ports a stack uses unless `E2E_PORT` / `E2E_SANDBOX_PORT` say otherwise. */
const DEFAULT_PORTS = { port: 4421, sandboxPort: 4110 };

/** Decides the stack for a run with environment `env` from the checkout at `root`. */
export async function chooseStack(
	env: Record<string, string | undefined>,
	root?: string,
	defaults = DEFAULT_PORTS,
): Promise<StackChoice> {
	const port = Number(env['E2E_PORT'] || defaults.port);
	const sandboxPort = Number(env['E2E_SANDBOX_PORT'] || defaults.sandboxPort);
	if (env['CI']) return { port, sandboxPort, reuse: false };
	const holder = await holderOf(port);
	if (holder !== 'free' && holder.checkout === e2eCheckout(root) && holder.sandboxPort > 0)
		return { port, sandboxPort: holder.sandboxPort, reuse: true };
	// A port the user chose is kept: Playwright then says plainly that it is taken.
	if (holder !== 'free' && !env['E2E_PORT'])
		return { port: await portOrFree(0), sandboxPort: await portOrFree(0), reuse: false };
	return { port, sandboxPort: await portOrFree(sandboxPort), reuse: false };
}

if (import.meta.main) console.log(JSON.stringify(await chooseStack(process.env)));
