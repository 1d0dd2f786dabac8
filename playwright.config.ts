import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from 'playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/system/chromium-flags.ts';

// Chosen once, in the runner: its workers and the web server inherit the ports through the
// environment. A server on E2E_PORT is reused only when this checkout started it (stack.ts).
if (!process.env['E2E_STACK']) {
	const script = fileURLToPath(new URL('tests/e2e/support/stack.ts', import.meta.url));
	const choice = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' })) as {
		port: number;
		sandboxPort: number;
		reuse: boolean;
	};
	process.env['E2E_PORT'] = String(choice.port);
	process.env['E2E_SANDBOX_PORT'] = String(choice.sandboxPort);
	process.env['E2E_STACK'] = choice.reuse ? 'reuse' : 'own';
}
const E2E_PORT = Number(process.env['E2E_PORT']);

// The system Chromium (Debian package); a browser is never downloaded.
const executablePath = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.spec.ts',
	// One output folder per stack, so several runs (own ports) never wipe each other's results.
	outputDir: `test-results/e2e-${E2E_PORT}`,
	fullyParallel: true,
	workers: 2,
	retries: process.env['CI'] ? 1 : 0,
	// The fault matrix's table (cells passing out of cells run) after any run that ran a cell.
	reporter: [
		['list'],
		...(process.env['CI'] ? [] : [['html', { open: 'never' }] as const]),
		['./tests/e2e/support/fault-matrix-reporter.ts'],
	],
	timeout: 30_000,
	use: {
		trace: 'retain-on-failure',
		// The site's service worker would answer same-origin requests before page.route sees them;
		// tests/e2e/offline.spec.ts turns it back on for itself.
		serviceWorkers: 'block',
		launchOptions: {
			executablePath,
			args: [...CHROMIUM_FLAGS],
		},
	},
	projects: [
		{
			name: 'phone',
			// Desktop only: a cell tests how the client handles a call, the same code at any width.
			testIgnore: '**/fault-matrix.spec.ts',
			use: {
				...devices['Pixel 5'],
				viewport: { width: 360, height: 760 },
				browserName: 'chromium',
			},
		},
		{ name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
	],
	webServer: {
		// Starts an in-memory sandbox, builds every demo tenant against it and serves them.
		command: 'node tests/e2e/support/server.ts',
		port: E2E_PORT,
		timeout: 240_000,
		reuseExistingServer: process.env['E2E_STACK'] === 'reuse',
		stdout: 'pipe',
		stderr: 'pipe',
	},
});
