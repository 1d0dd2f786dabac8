/**
 * `npm run sandbox`: runs the LMS sandbox until Ctrl-C. Configuration: sandbox/settings.ts and
 * sandbox/README.md.
 */
import '../config/env-file.ts';
import { ConfigError } from '../config/schema.ts';
import { readSandboxConfig } from './settings.ts';
import { FixtureError } from './fixtures.ts';
import { startSandbox } from './server.ts';

// Institutes printed at start; the rest are summed up in one line.
const LISTED_INSTITUTES = 20;

async function main(): Promise<void> {
	const config = readSandboxConfig();
	const sandbox = await startSandbox({ ...config, log: config.logRequests });
	console.log(`LMS sandbox running at ${sandbox.url}`);
	console.log(`  LMS_API_URL=${sandbox.url}  PRODUCT_API_URL=${sandbox.url}`);
	console.log(`  database ${config.dbFile}, fixtures ${config.fixturesDir}, OTP ${config.otp}`);
	console.log('  institutes:');
	// A bench's thousand institutes would bury the URL above; GET / lists them all.
	for (const tenant of sandbox.tenants.slice(0, LISTED_INSTITUTES)) {
		console.log(
			`    ${tenant.instituteId}  ${tenant.name.padEnd(28)} ${tenant.domains.join(', ')}  (${tenant.folder})`,
		);
	}
	const unlisted = sandbox.tenants.length - LISTED_INSTITUTES;
	if (unlisted > 0) console.log(`    … and ${unlisted} more (GET ${sandbox.url}/ lists them all)`);
	console.log('Press Ctrl-C to stop.');
	let stopping = false;
	const stop = (signal: string): void => {
		if (stopping) return;
		stopping = true;
		console.log(`\n${signal}: closing the sandbox…`);
		sandbox.close().then(
			() => process.exit(0),
			(error: unknown) => {
				console.error(error);
				process.exit(1);
			},
		);
	};
	process.on('SIGINT', () => stop('SIGINT'));
	process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
	// Configuration and fixture problems are the user's to fix: show the message, not a stack.
	if (error instanceof ConfigError) {
		for (const problem of error.problems) console.error(`sandbox: ${problem}`);
	} else if (error instanceof FixtureError) {
		console.error(`sandbox: ${error.message}`);
	} else {
		console.error('sandbox: failed to start:', error);
	}
	process.exit(1);
});
