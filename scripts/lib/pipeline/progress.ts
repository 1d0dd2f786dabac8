/**
 * The build's progress reporter: tenants fetched, pages rendered, tenants published, each with
 * its rate and the time left. On a terminal it draws one cli-progress bar per phase; in CI (or
 * any stream that is not a terminal) it prints plain lines, at most one per phase every 5 s plus
 * the line that closes the phase.
 */
import cliProgress, { type Options, type Params, type SingleBar } from 'cli-progress';
import { isComplete, progressText, shareDone, type PhaseState } from './progress-text.ts';

/** The build's phases, in the order they run. */
export type Phase = 'fetch' | 'render' | 'publish';

/** What the build calls as it goes; every call is cheap enough for once per page. */
export interface Progress {
	/** A phase begins with `total` items counted in `unit` ('tenants', 'pages'). */
	start(phase: Phase, total: number, unit: string): void;
	/** `n` more items of the phase are done. */
	tick(phase: Phase, n?: number): void;
	/** Corrects the phase's total (the page count is an estimate until every tenant is fetched). */
	setTotal(phase: Phase, total: number): void;
	/** The phase is over, whether or not every item got done; prints its closing line. */
	finish(phase: Phase): void;
	/** Prints a line of its own without breaking the bars. */
	log(line: string): void;
	/** Releases the terminal (the bars stay on screen as they were last drawn). */
	stop(): void;
}

/** Any writable stream; a terminal says so with `isTTY`. */
type Output = NodeJS.WritableStream & { isTTY?: boolean };

/** Where and how to report. */
export interface ProgressOptions {
	stream?: Output;
	/** Bars (true) or plain lines (false); by default bars on a terminal outside CI. */
	tty?: boolean;
	/** The clock in ms; tests inject one. */
	now?: () => number;
}

const PLAIN_EVERY_MS = 5000;

const nothing = () => {};

/** Reports no progress, only the log lines, which go to `log` (tests, single-tenant rebuilds). */
export function logOnlyProgress(log: (line: string) => void): Progress {
	return { start: nothing, tick: nothing, setTotal: nothing, finish: nothing, log, stop: nothing };
}

/** Draws progress on `stream`: bars on a terminal, plain lines elsewhere. */
export function createProgress(options: ProgressOptions = {}): Progress {
	const stream = options.stream ?? process.stderr;
	const now = options.now ?? (() => performance.now());
	const tty = options.tty ?? (isTerminal(stream) && !inCi(process.env));
	const states = new Map<Phase, PhaseState>();
	const state = (phase: Phase) => {
		const found = states.get(phase);
		// A tick for a phase that never started is a bug in the build, not something to guess at.
		if (!found) throw new Error(`progress: ${phase} used before start('${phase}', …)`);
		return found;
	};
	const view = tty ? barsView(stream, states, now) : plainView(stream, now);
	return {
		start(phase, total, unit) {
			const begun: PhaseState = {
				unit,
				total,
				done: 0,
				startedAt: now(),
				finishedAt: null,
				firstTick: null,
			};
			states.set(phase, begun);
			view.started(phase, begun);
		},
		tick(phase, n = 1) {
			const current = state(phase);
			current.done += n;
			current.firstTick ??= { at: now(), done: current.done };
			view.changed(phase, current);
		},
		setTotal(phase, total) {
			const current = state(phase);
			current.total = total;
			view.changed(phase, current);
		},
		finish(phase) {
			const current = state(phase);
			current.finishedAt ??= now();
			view.finished(phase, current);
		},
		log: (line) => view.log(line),
		stop: () => view.stop(),
	};
}

/** How one output mode shows the phases' state; createProgress keeps the state itself. */
interface View {
	started(phase: Phase, state: PhaseState): void;
	changed(phase: Phase, state: PhaseState): void;
	finished(phase: Phase, state: PhaseState): void;
	log(line: string): void;
	stop(): void;
}

const isTerminal = (stream: Output) => stream.isTTY === true;

// CI=false (or empty) is how some runners say "not CI"; any other value is a CI.
const inCi = (env: NodeJS.ProcessEnv) =>
	env.CI !== undefined && !['', '0', 'false'].includes(env.CI);

/** Plain lines: `render: 4,210/20,000 pages (21%), 312 pages/s, about 51 s left`. */
function plainView(stream: Output, now: () => number): View {
	// Per phase: when its last line was printed, and how many items that closing line counted.
	const lastAt = new Map<Phase, number>();
	const closedAt = new Map<Phase, number>();
	const print = (phase: Phase, state: PhaseState) => {
		const at = now();
		lastAt.set(phase, at);
		stream.write(`${phase}: ${progressText(state, at)}\n`);
	};
	const close = (phase: Phase, state: PhaseState) => {
		if (closedAt.get(phase) === state.done) return;
		closedAt.set(phase, state.done);
		print(phase, state);
	};
	return {
		started(phase, state) {
			lastAt.set(phase, state.startedAt);
			closedAt.delete(phase);
		},
		changed(phase, state) {
			if (isComplete(state)) close(phase, state);
			else if (now() - (lastAt.get(phase) ?? 0) >= PLAIN_EVERY_MS) print(phase, state);
			// A total corrected upwards reopens the phase: its next 100% line is news.
			if (!isComplete(state)) closedAt.delete(phase);
		},
		finished: close,
		log: (line) => void stream.write(`${line}\n`),
		stop() {},
	};
}

const LABEL_WIDTH = 'publish'.length;

/** One bar per phase, each followed by the same words as the plain line, redrawn by cli-progress. */
function barsView(stream: Output, states: ReadonlyMap<Phase, PhaseState>, now: () => number): View {
	const multibar = new cliProgress.MultiBar(
		{
			stream,
			hideCursor: true,
			clearOnComplete: false,
			barsize: 24,
			// Our own words, so the bars and the CI lines agree on rate and time left.
			format: (options: Options, _params: Params, payload: { phase: Phase }) => {
				const phaseState = states.get(payload.phase);
				if (!phaseState) return payload.phase;
				const bar = cliProgress.Format.BarFormat(shareDone(phaseState), options);
				return `${payload.phase.padEnd(LABEL_WIDTH)} ${bar} ${progressText(phaseState, now())}`;
			},
		},
		cliProgress.Presets.shades_classic,
	);
	const bars = new Map<Phase, SingleBar>();
	let stopped = false;
	return {
		started(phase, state) {
			bars.set(phase, multibar.create(state.total, 0, { phase }));
		},
		changed(phase, state) {
			const bar = bars.get(phase);
			bar?.setTotal(state.total);
			bar?.update(state.done);
		},
		finished(phase, state) {
			bars.get(phase)?.update(state.done);
			multibar.update();
		},
		log(line) {
			if (stopped) stream.write(`${line}\n`);
			else multibar.log(`${line}\n`);
		},
		stop() {
			if (stopped) return;
			stopped = true;
			// cli-progress's stop() drops log lines still waiting for the next redraw.
			multibar.update();
			multibar.stop();
		},
	};
}
