/**
 * `npm run retire -- <domain> [--yes]`: removes an institute that is no longer on the tenant list
 * from the bucket (when `DEPLOY_S3_BUCKET` is set) and from the local releases. It shows what it
 * will remove and asks for the domain to be typed again; `--yes` skips the question (for scripts).
 * A domain still on the list is refused.
 */
import '../config/env-file.ts';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadScriptConfig } from './lib/startup/script-config.ts';
import { createDeployTarget } from './lib/deploy/bucket.ts';
import {
	describeRetire,
	nothingToRetire,
	planRetire,
	retire,
	retireProblem,
} from './lib/releases/retire.ts';
import { reasonOf } from './lib/reason.ts';
import { oneDomainCommand } from './lib/startup/domain-args.ts';

const { domain, flags } = oneDomainCommand('Usage: npm run retire -- <domain> [--yes]', {
	yes: { type: 'boolean' },
});
const config = await loadScriptConfig({ build: false, tenants: true });
const { env } = config;
const source = env.tenantsUrl === null ? env.tenantsFile : 'the list TENANTS_URL serves';
const problem = retireProblem(domain, config.tenants, source);
if (problem) {
	console.error(problem);
	process.exit(1);
}
const target = env.deploy ? createDeployTarget(env.deploy) : null;
try {
	const plan = await planRetire(domain, resolve(config.root, env.distDir), target);
	if (nothingToRetire(plan)) {
		console.log(`Nothing to retire for ${domain}: no local release, and nothing in the bucket.`);
		process.exit(0);
	}
	for (const line of describeRetire(plan, env.deploy?.bucket ?? null)) console.log(line);
	if (!flags.yes) {
		if (!process.stdin.isTTY) {
			console.error('Not retired: confirm with --yes when there is no terminal to ask on.');
			process.exit(1);
		}
		const prompt = createInterface({ input: process.stdin, output: process.stdout });
		const typed = await prompt.question(`Type ${domain} to confirm: `);
		prompt.close();
		if (typed.trim() !== domain) {
			console.error('Not retired: the domain typed did not match.');
			process.exit(1);
		}
	}
	await retire(plan, target);
	console.log(`${domain} is retired: its site is no longer served from the bucket or dist/.`);
} catch (error) {
	console.error(`Retire failed: ${reasonOf(error)}`);
	process.exitCode = 1;
} finally {
	target?.client.destroy();
}
