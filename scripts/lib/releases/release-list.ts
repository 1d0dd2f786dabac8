/**
 * What `npm run rollback` prints: `--list`'s line per release (local and in the bucket alike), and
 * the warning every rollback ends with.
 */
import {
	backTarget,
	entryOf,
	type PageChanges,
	type ReleaseHistory,
	type ReleaseTrigger,
} from './history.ts';

/** One release as `--list` shows it. */
export interface ReleaseRow {
	id: string;
	/** ISO time it was built (local) or deployed (bucket). */
	at: string;
	/** What started it; absent in a record from before triggers. */
	trigger?: ReleaseTrigger | undefined;
	/** The code revision it was built with, when recorded. */
	revision?: string | null | undefined;
	/** Its pages against the release live before it, when recorded. */
	changes?: PageChanges | undefined;
	/** HTML pages in it, when known. */
	pages?: number | undefined;
}

/** `edit (event evt-1)`, `code release`, `rollback`, `operator`, `unknown`. */
export function triggerLabel(trigger: ReleaseTrigger | undefined): string {
	switch (trigger?.kind) {
		case 'edit':
			return trigger.eventId === null ? 'edit' : `edit (event ${trigger.eventId})`;
		case 'code':
			return 'code release';
		case 'rollback':
			return 'rollback';
		case 'operator':
			return 'operator';
		default:
			return 'unknown';
	}
}

function pagesText(row: ReleaseRow): string {
	const count = row.pages === undefined ? '' : `${row.pages} ${row.pages === 1 ? 'page' : 'pages'}`;
	if (!row.changes) return count || 'pages not recorded';
	const { added, changed, removed } = row.changes;
	const changes = `${added} added, ${changed} changed, ${removed} removed`;
	return count ? `${count} (${changes})` : `pages ${changes}`;
}

/**
 * `--list`: a heading, one line a release (oldest first; `*` and `(live …)` on the live one,
 * with how it went live), and where a rollback would go.
 */
export function formatReleaseRows(
	heading: string,
	rows: readonly ReleaseRow[],
	live: string | null,
	history: ReleaseHistory | null,
): string[] {
	const lines = rows.map((row) => {
		const entry = row.id === live ? entryOf(history, row.id) : undefined;
		const since = entry ? ` since ${entry.at}, by ${triggerLabel(entry.trigger)}` : '';
		return [
			`${row.id === live ? '*' : ' '} ${row.id}`,
			row.at,
			triggerLabel(row.trigger),
			`code ${row.revision ?? 'unknown'}`,
			pagesText(row) + (row.id === live ? `  (live${since})` : ''),
		].join('  ');
	});
	const back = backTarget(
		history,
		live,
		rows.map((row) => row.id),
	);
	const next =
		back.to === null
			? 'A rollback has nothing earlier to go back to.'
			: `A rollback goes back to ${back.to}${back.derived ? ' (by release order: no history of what was live before)' : ''}.`;
	return [heading, ...lines, next];
}

/** What every rollback ends with: the next content edit undoes it. */
export function rollbackWarning(domain: string): string {
	return `Warning: the next content edit of ${domain} publishes the LMS's current content and undoes this rollback: fix the content in the LMS first.`;
}

/** The lines after a rollback: how "back" was found when not by the history, and the warning. */
export function rollbackNotes(
	domain: string,
	done: { skipped: readonly string[]; derived: boolean },
): string[] {
	return [
		...(done.derived
			? [
					`Note: no history says what was live before (a layout from before the history): this went back to the release before it in release order, as rollbacks did until now. The history starts here.`,
				]
			: []),
		...(done.skipped.length > 0
			? [`Passed over, no longer kept: ${done.skipped.join(', ')}.`]
			: []),
		rollbackWarning(domain),
	];
}
