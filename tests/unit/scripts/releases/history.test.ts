/**
 * scripts/lib/releases/history.ts: "back" follows the history of what was live, not the order
 * releases were built in; a rollback's entry keeps the way back of the release it restored; a
 * release with no entry (a layout from before the history) goes back by release order; bad files
 * are refused with their name.
 */
import { describe, expect, it } from 'vitest';
import {
	appendEntry,
	backTarget,
	keptBefore,
	parseHistory,
	wentLive,
	type HistoryEntry,
	type ReleaseHistory,
	type ReleaseTrigger,
} from '../../../../scripts/lib/releases/history.ts';

const EDIT: ReleaseTrigger = { kind: 'edit', eventId: null };
const ROLLBACK: ReleaseTrigger = { kind: 'rollback' };

/** Plays releases going live in turn (`r1`, or `<r0` for a rollback to r0) into a history. */
function play(steps: string[], kept: string[], start: ReleaseHistory | null = null) {
	let history = start;
	let live: string | null = null;
	for (const [at, step] of steps.entries()) {
		const rollback = step.startsWith('<');
		const release = rollback ? step.slice(1) : step;
		const going = {
			release,
			at: `2026-01-01T00:00:0${at}.000Z`,
			trigger: rollback ? ROLLBACK : EDIT,
			replaced: live,
		};
		history = appendEntry(history, wentLive(history, going, kept));
		live = release;
	}
	return { history, live };
}

describe('backTarget after a sequence of releases going live', () => {
	const kept = ['r0', 'r1', 'r2', 'r3'];
	it.each([
		['one release: nothing before it', ['r0'], null],
		['a new release: the one it replaced', ['r0', 'r1'], 'r0'],
		// The bug this history fixes: release order would give r1 here.
		['edit 1, rollback, edit 2: the original release', ['r0', 'r1', '<r0', 'r2'], 'r0'],
		[
			'edit 1, rollback, edit 2, rollback: nothing before the original',
			['r0', 'r1', '<r0', 'r2', '<r0'],
			null,
		],
		['a rollback goes further back, never forth', ['r0', 'r1', 'r2', '<r1'], 'r0'],
		['a rollback to a release the history never saw: by release order', ['r2', '<r1'], 'r0'],
		['the same release deployed again: the one before it', ['r0', 'r1', 'r2', 'r1'], 'r2'],
	])('%s', (_name, steps, expected) => {
		const { history, live } = play(steps, kept);
		expect(backTarget(history, live, kept)).toEqual({ to: expected, skipped: [], derived: false });
	});

	it('passes releases no longer kept, following their own way back', () => {
		const { history, live } = play(['r0', 'r1', 'r2', 'r3'], kept);
		expect(backTarget(history, live, ['r0', 'r3'])).toEqual({
			to: 'r0',
			skipped: ['r2', 'r1'],
			derived: false,
		});
	});

	it('without a history, goes back by release order and says so', () => {
		expect(backTarget(null, 'r2', kept)).toEqual({ to: 'r1', skipped: [], derived: true });
		expect(backTarget(null, 'r0', kept)).toEqual({ to: null, skipped: [], derived: true });
	});

	it('derives only the step the history has no entry of', () => {
		// r2 went live after the history began; r1 before it (an older layout).
		const { history } = play(['r2'], kept);
		const entry: HistoryEntry = { ...history!.entries[0]!, replaced: 'r1', back: 'r1' };
		expect(backTarget({ version: 1, entries: [entry] }, 'r2', kept)).toMatchObject({
			to: 'r1',
			derived: false,
		});
	});
});

describe('keptBefore (the order before the history)', () => {
	it.each([
		['the one before it', ['a', 'b', 'c'], 'c', 'b'],
		['none before the oldest', ['a', 'b'], 'a', null],
		['the newest when nothing is live', ['a', 'b'], null, 'b'],
		['by id when it is not kept itself', ['20260101', '20260103'], '20260102', '20260101'],
		['nothing kept', [], 'a', null],
	])('%s', (_name, kept, id, expected) => {
		expect(keptBefore(kept, id)).toBe(expected);
	});
});

describe('appendEntry', () => {
	it('keeps the newest entries only', () => {
		const { history } = play(['r0', 'r1', 'r2'], ['r0', 'r1', 'r2']);
		const entry = { release: 'r3', at: 'now', trigger: EDIT, replaced: 'r2', back: 'r2' };
		const next = appendEntry(history, entry, 2);
		expect(next.entries.map((each) => each.release)).toEqual(['r2', 'r3']);
	});
});

describe('parseHistory', () => {
	it('reads back what is stored, keeping fields it does not know', () => {
		const { history } = play(['r0', 'r1'], ['r0', 'r1']);
		const later = { ...history!, entries: [{ ...history!.entries[0]!, log: 'built in 2 s' }] };
		expect(parseHistory(JSON.stringify(later), 'h.json')).toEqual(later);
	});

	it.each([
		['not JSON', '{', /^dist\/h\.json is not a release history: not JSON \(/],
		[
			'an unknown trigger',
			JSON.stringify({
				version: 1,
				entries: [{ release: 'r', at: 't', trigger: { kind: 'cron' }, replaced: null }],
			}),
			/^dist\/h\.json is not a release history: .+ at entries\.0\.trigger/,
		],
		[
			'no entries',
			JSON.stringify({ version: 1 }),
			/^dist\/h\.json is not a release history: .+ at entries$/,
		],
	])('refuses %s, naming the file', (_name, text, message) => {
		expect(() => parseHistory(text, 'dist/h.json')).toThrow(message);
	});
});
