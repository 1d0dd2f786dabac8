/**
 * scripts/lib/releases/release-list.ts: `npm run rollback -- <domain> --list` shows each release
 * with the live marker, what started it, its code revision and its pages changed, then where a
 * rollback goes; every rollback warns that the next content edit undoes it.
 */
import { describe, expect, it } from 'vitest';
import {
	formatReleaseRows,
	rollbackNotes,
	rollbackWarning,
	triggerLabel,
	type ReleaseRow,
} from '../../../../scripts/lib/releases/release-list.ts';
import type { ReleaseHistory } from '../../../../scripts/lib/releases/history.ts';

const row = (id: string, extra: Partial<ReleaseRow> = {}): ReleaseRow => ({
	id,
	at: `2026-01-01T00:00:0${id.slice(1)}.000Z`,
	...extra,
});
const changes = (added: number, changed: number, removed: number) => ({
	against: null,
	added,
	changed,
	removed,
});
const HEADING = 'a.in: 3 release(s), oldest first';
const EDIT = { kind: 'edit', eventId: 'evt-7' } as const;
/** r1, r2 by edits; then a rollback to r1, then r3: "back" from r3 is r1, not r2. */
const history: ReleaseHistory = {
	version: 1,
	entries: [
		{ release: 'r1', at: 'T1', trigger: { kind: 'code' }, replaced: null, back: null },
		{ release: 'r2', at: 'T2', trigger: EDIT, replaced: 'r1', back: 'r1' },
		{ release: 'r1', at: 'T3', trigger: { kind: 'rollback' }, replaced: 'r2', back: null },
		{ release: 'r3', at: 'T4', trigger: EDIT, replaced: 'r1', back: 'r1' },
	],
};

describe('formatReleaseRows', () => {
	it.each([
		[
			'each with what started it, its revision and pages changed; back by the history',
			[
				row('r1', {
					trigger: { kind: 'code' },
					revision: 'abc123def456',
					pages: 12,
					changes: changes(12, 0, 0),
				}),
				row('r2', {
					trigger: EDIT,
					revision: 'abc123def456',
					pages: 12,
					changes: changes(0, 2, 0),
				}),
				row('r3', {
					trigger: { kind: 'edit', eventId: null },
					revision: 'abc123def456',
					pages: 11,
					changes: changes(1, 1, 2),
				}),
			],
			'r3',
			history,
			[
				HEADING,
				'  r1  2026-01-01T00:00:01.000Z  code release  code abc123def456  12 pages (12 added, 0 changed, 0 removed)',
				'  r2  2026-01-01T00:00:02.000Z  edit (event evt-7)  code abc123def456  12 pages (0 added, 2 changed, 0 removed)',
				'* r3  2026-01-01T00:00:03.000Z  edit  code abc123def456  11 pages (1 added, 1 changed, 2 removed)  (live since T4, by edit (event evt-7))',
				'A rollback goes back to r1.',
			],
		],
		[
			'a release made live by a rollback says so on its live marker',
			[
				row('r1', { trigger: { kind: 'operator' }, revision: 'v1.0.0', changes: changes(3, 0, 0) }),
				row('r2', { trigger: EDIT, revision: 'v1.0.0', changes: changes(0, 1, 0) }),
			],
			'r1',
			{ version: 1 as const, entries: history.entries.slice(0, 3) },
			[
				HEADING,
				'* r1  2026-01-01T00:00:01.000Z  operator  code v1.0.0  pages 3 added, 0 changed, 0 removed  (live since T3, by rollback)',
				'  r2  2026-01-01T00:00:02.000Z  edit (event evt-7)  code v1.0.0  pages 0 added, 1 changed, 0 removed',
				'A rollback has nothing earlier to go back to.',
			],
		],
		[
			'records from before triggers, and no history: back by release order',
			[row('r1', { pages: 1 }), row('r2')],
			'r2',
			null,
			[
				HEADING,
				'  r1  2026-01-01T00:00:01.000Z  unknown  code unknown  1 page',
				'* r2  2026-01-01T00:00:02.000Z  unknown  code unknown  pages not recorded  (live)',
				'A rollback goes back to r1 (by release order: no history of what was live before).',
			],
		],
	])('%s', (_name, rows, live, given, expected) => {
		expect(formatReleaseRows(HEADING, rows, live, given)).toEqual(expected);
	});
});

describe('triggerLabel', () => {
	it.each([
		[{ kind: 'edit', eventId: 'e-1' } as const, 'edit (event e-1)'],
		[{ kind: 'edit', eventId: null } as const, 'edit'],
		[{ kind: 'code' } as const, 'code release'],
		[{ kind: 'rollback' } as const, 'rollback'],
		[{ kind: 'operator' } as const, 'operator'],
		[undefined, 'unknown'],
	])('%j: %s', (trigger, label) => {
		expect(triggerLabel(trigger)).toBe(label);
	});
});

describe('after a rollback', () => {
	it('warns that the next content edit publishes the LMS content again', () => {
		expect(rollbackWarning('a.in')).toBe(
			"Warning: the next content edit of a.in publishes the LMS's current content and undoes this rollback: fix the content in the LMS first.",
		);
	});

	it.each([
		['by the history: the warning alone', { skipped: [], derived: false }, 1],
		['by release order: a note first', { skipped: [], derived: true }, 2],
		['past pruned releases: named', { skipped: ['r2', 'r1'], derived: false }, 2],
	])('%s', (_name, done, count) => {
		const lines = rollbackNotes('a.in', done);
		expect(lines).toHaveLength(count);
		expect(lines.at(-1)).toBe(rollbackWarning('a.in'));
	});

	it('says how it went back without a history, and which releases it passed', () => {
		expect(rollbackNotes('a.in', { skipped: ['r2'], derived: true }).slice(0, 2)).toEqual([
			'Note: no history says what was live before (a layout from before the history): this went back to the release before it in release order, as rollbacks did until now. The history starts here.',
			'Passed over, no longer kept: r2.',
		]);
	});
});
