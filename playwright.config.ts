import { defineConfig, devices } from 'playwright/test';
import { E2E_PORT } from './tests/e2e/support/ports.ts';

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
	reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
	timeout: 30_000,
	use: {
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath,
			// Without these, Chromium keeps trying to reach Google's hosts, which this network refuses.
			args: [
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [
		{
			name: 'phone',
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
		reuseExistingServer: !process.env['CI'],
		stdout: 'pipe',
		stderr: 'pipe',
	},
});
