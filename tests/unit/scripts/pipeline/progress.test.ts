/**
 * scripts/lib/pipeline/progress.ts in plain mode (CI): at most one line per phase every 5 s plus the line
 * that closes it, the rate from the first items on, the time left once there are 2 s of them and
 * 1% done, and log lines in between.
 */
import { describe, expect, it } from 'vitest';
import { createProgress } from '../../../../scripts/lib/pipeline/progress.ts';

/** A reporter writing to an array (plain mode unless told), on a clock the test moves. */
function harness(tty: boolean | undefined = false) {
	const written: string[] = [];
	const stream = { write: (chunk: string) => written.push(chunk) > 0 } as NodeJS.WritableStream;
	let clock = 1_000;
	const progress = createProgress({ stream, tty, now: () => clock });
	return {
		progress,
		written,
		/** Moves the clock on by `ms`. */
		wait: (ms: number) => void (clock += ms),
	};
}

describe('createProgress, plain lines', () => {
	it('prints the example line of the brief: count, share, rate and time left', () => {
		const { progress, written, wait } = harness();
		progress.start('render', 20_000, 'pages');
		wait(500);
		progress.tick('render', 10);
		wait(13_450);
		progress.tick('render', 4_200);
		expect(written).toEqual(['render: 4,210/20,000 pages (21%), 312 pages/s, about 51 s left\n']);
	});

	it('counts the rate from the first items, so a slow start does not read as the pace', () => {
		// A 17 s render: 10 s of bundling before the first page, then 35 pages a second, reported
		// every 200 ms. Counted from the start, the first line read "0.7 pages/s, about 6 min left".
		const { progress, written, wait } = harness();
		progress.start('render', 250, 'pages');
		wait(10_000);
		for (let report = 0; report < 36; report++) {
			wait(200);
			progress.tick('render', 7);
		}
		expect(written).toEqual([
			'render: 7/250 pages (2%)\n',
			'render: 182/250 pages (72%), 35 pages/s, about 2 s left\n',
			'render: 252/250 pages (100%), 15 pages/s, done in 17.2 s\n',
		]);
	});

	it('prints at most one line per phase every 5 s', () => {
		const { progress, written, wait } = harness();
		progress.start('fetch', 100, 'tenants');
		for (let second = 1; second <= 12; second++) {
			wait(1_000);
			progress.tick('fetch');
		}
		expect(written).toEqual([
			'fetch: 5/100 tenants (5%), 1.0 tenants/s, about 2 min left\n',
			'fetch: 10/100 tenants (10%), 1.0 tenants/s, about 2 min left\n',
		]);
	});

	it('throttles each phase on its own clock', () => {
		const { progress, written, wait } = harness();
		progress.start('fetch', 1_000, 'tenants');
		wait(1_000);
		progress.tick('fetch', 100);
		wait(2_000);
		progress.start('render', 50_000, 'pages');
		wait(1_000);
		progress.tick('render', 4);
		wait(1_000);
		progress.tick('fetch', 400);
		wait(3_000);
		progress.tick('render', 16);
		expect(written).toEqual([
			'fetch: 500/1,000 tenants (50%), 100 tenants/s, about 5 s left\n',
			'render: 20/50,000 pages (0%), 4.0 pages/s\n',
		]);
	});

	it('prints the 100% line as soon as the last item is done, and finish adds nothing', () => {
		const { progress, written, wait } = harness();
		progress.start('publish', 40, 'tenants');
		wait(1_500);
		progress.tick('publish', 39);
		wait(100);
		progress.tick('publish');
		progress.finish('publish');
		expect(written).toEqual(['publish: 40/40 tenants (100%), 25 tenants/s, done in 1.6 s\n']);
	});

	it('closes a phase that ends short of its total with the count it reached', () => {
		const { progress, written, wait } = harness();
		progress.start('fetch', 120, 'tenants');
		wait(3_000);
		progress.tick('fetch', 118);
		progress.finish('fetch');
		expect(written).toEqual(['fetch: 118/120 tenants (98%), 39 tenants/s, done in 3.0 s\n']);
	});

	it('closes an empty phase at once', () => {
		const { progress, written } = harness();
		progress.start('fetch', 0, 'tenants');
		progress.finish('fetch');
		expect(written).toEqual(['fetch: 0/0 tenants (100%), done in 0.0 s\n']);
	});

	it('follows a corrected page total, and a total raised past 100% reopens the phase', () => {
		const { progress, written, wait } = harness();
		progress.start('render', 100, 'pages');
		wait(1_000);
		progress.tick('render', 100);
		progress.setTotal('render', 150);
		wait(5_000);
		progress.tick('render', 20);
		progress.setTotal('render', 120);
		progress.finish('render');
		expect(written).toEqual([
			'render: 100/100 pages (100%), 100 pages/s, done in 1.0 s\n',
			// The rate since the first items: 20 pages in the last 5 s.
			'render: 120/150 pages (80%), 4.0 pages/s, about 8 s left\n',
			'render: 120/120 pages (100%), 20 pages/s, done in 6.0 s\n',
		]);
	});

	it('prints log lines between progress lines, as they come', () => {
		const { progress, written, wait } = harness();
		progress.start('fetch', 10, 'tenants');
		wait(5_000);
		progress.tick('fetch', 2);
		progress.log('a.in: LMS API unreachable');
		progress.tick('fetch', 8);
		progress.stop();
		progress.log('after stop');
		expect(written).toEqual([
			// The first items: no rate yet.
			'fetch: 2/10 tenants (20%)\n',
			'a.in: LMS API unreachable\n',
			'fetch: 10/10 tenants (100%), 2.0 tenants/s, done in 5.0 s\n',
			'after stop\n',
		]);
	});

	it('refuses a tick for a phase that never started', () => {
		const { progress } = harness();
		expect(() => progress.tick('publish')).toThrow(
			"progress: publish used before start('publish', …)",
		);
	});

	it('prints plain lines to a stream that is not a terminal when tty is not given', () => {
		const { progress, written } = harness(undefined);
		progress.start('fetch', 1, 'tenants');
		progress.tick('fetch');
		expect(written).toEqual(['fetch: 1/1 tenants (100%), done in 0.0 s\n']);
	});
});

describe('createProgress, bars on a terminal', () => {
	it('draws a bar per phase followed by the words of the plain line, and log lines above', () => {
		const written: string[] = [];
		const write = (chunk: string) => written.push(chunk) > 0;
		const stream = { isTTY: true, columns: 120, write } as unknown as NodeJS.WritableStream;
		let clock = 0;
		const progress = createProgress({ stream, tty: true, now: () => clock });
		progress.start('fetch', 4, 'tenants');
		clock = 2_000;
		progress.tick('fetch', 4);
		progress.finish('fetch');
		progress.log('a.in: LMS API unreachable');
		progress.stop();
		// The terminal's cursor moves and line clears are not the point here, only the text.
		const text = written.join('').replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b[78]/g, '');
		expect(text).toContain('a.in: LMS API unreachable\n');
		expect(text).toContain(
			'fetch   ████████████████████████ 4/4 tenants (100%), 2.0 tenants/s, done in 2.0 s',
		);
	});
});
