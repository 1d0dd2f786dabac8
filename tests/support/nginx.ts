/**
 * A real nginx over a build's `dist/nginx.conf` (the e2e build's, or a test's own), the way an
 * operator runs it: a non-daemon child with a small wrapper configuration of its own (pid, temp
 * paths and error log in a temp folder, Debian's mime.types, then `include` of the built file),
 * stopped by the test. nginx is never downloaded: CI installs Debian's package (.ci/run);
 * elsewhere a missing nginx fails with the command that installs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx binary (`command -v nginx` misses it on a PATH without /usr/sbin). */
export const NGINX_BINARY = process.env['NGINX_PATH'] || '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

/** A running nginx. */
export interface Nginx {
	stop(): Promise<void>;
}

/** The wrapper configuration: everything nginx writes goes to `dir`; the sites come from `conf`. */
export function wrapperConfig(dir: string, conf: string, asRoot: boolean): string {
	const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
	return [
		'daemon off;',
		'worker_processes 1;',
		// Root's workers may read a checkout under /root; elsewhere the tests' own user runs it.
		...(asRoot ? ['user root;'] : []),
		`pid ${join(dir, 'nginx.pid')};`,
		`error_log ${join(dir, 'error.log')} warn;`,
		'events { worker_connections 256; }',
		'http {',
		`\tinclude ${MIME_TYPES};`,
		'\tdefault_type application/octet-stream;',
		'\taccess_log off;',
		...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `\t${temp(name)}`),
		`\tinclude ${conf};`,
		'}',
		'',
	].join('\n');
}

function portAnswers(port: number): Promise<boolean> {
	return new Promise((done) => {
		const socket = connect(port, '127.0.0.1');
		socket.once('connect', () => {
			socket.end();
			done(true);
		});
		socket.once('error', () => done(false));
	});
}

async function stopChild(child: ChildProcess): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise<void>((done) => child.once('exit', () => done()));
	// QUIT: nginx's graceful stop; its workers end with the master.
	child.kill('SIGQUIT');
	const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
	await exited;
	clearTimeout(timer);
}

/** Starts nginx over the build's `conf` (its server blocks listen on `port`); throws with its log when it cannot. */
export async function startNginx(conf: string, port: number): Promise<Nginx> {
	if (!existsSync(NGINX_BINARY)) {
		throw new Error(
			`nginx is not installed (no ${NGINX_BINARY}): run \`apt-get install nginx\` (Debian), or set NGINX_PATH. ` +
				'The test starts its own nginx; no system service is needed.',
		);
	}
	if (!existsSync(conf)) throw new Error(`the build wrote no ${conf}: build again`);
	if (await portAnswers(port))
		throw new Error(`port ${port} (the one the build's nginx.conf listens on) is taken`);
	const dir = await mkdtemp(join(tmpdir(), 'test-nginx-'));
	await mkdir(join(dir, 'logs'));
	const wrapper = join(dir, 'nginx.conf');
	await writeFile(wrapper, wrapperConfig(dir, conf, process.getuid?.() === 0));
	const log = join(dir, 'error.log');
	const output: string[] = [];
	const child = spawn(NGINX_BINARY, ['-p', dir, '-e', log, '-c', wrapper], {
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
	child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
	const failure = async () => {
		const logged = await readFile(log, 'utf8').catch(() => '');
		return new Error(`nginx did not start on port ${port}:\n${output.join('')}${logged}`);
	};
	const stop = async () => {
		await stopChild(child);
		await rm(dir, { recursive: true, force: true });
	};
	for (let tries = 0; tries < 100; tries++) {
		if (child.exitCode !== null) {
			const error = await failure();
			await stop();
			throw error;
		}
		if (await portAnswers(port)) return { stop };
		await new Promise((done) => setTimeout(done, 50));
	}
	const error = await failure();
	await stop();
	throw error;
}
