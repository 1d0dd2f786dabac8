/**
 * The history of what was live, per tenant, and the rules "back" follows through it. Whenever a
 * release goes live (a build, a webhook's or worker's rebuild, a deploy, a rollback), an entry is
 * appended: the release, when, what started it, the release it replaced, and where "back" leads
 * from it. The history is kept beside the release records: `dist/.releases/<domain>/history.json`
 * and, with a bucket, `<prefix>.releases/<domain>/history.json`.
 *
 * "Back" is the release that was live before the current one went live, not the one built or
 * deployed before it: after edit 1 → rollback → edit 2 → rollback, the original release is live,
 * never edit 1. A rollback's entry keeps where "back" led from the release it restored, so
 * rolling back again goes further back, never forth to the release just rolled back from.
 *
 * A layout from before the history has no entry for a release: "back" from it is derived as
 * before, the kept release deployed (or built) just before it, and the caller says so.
 *
 * Release records and histories read back are checked here (zod): a bad one fails with the file
 * named. Objects are loose, so a later field (a build log, a duration) never breaks an old reader.
 */
import * as z from 'zod/mini';

/** What started a release, or made it live again. */
export const triggerSchema = z.discriminatedUnion('kind', [
	/** A content edit, through the LMS's webhook; `eventId` is the sender's, when it sent one. */
	z.looseObject({ kind: z.literal('edit'), eventId: z.nullable(z.string()) }),
	/** A code release: `npm run build` (or `--queue`), or a deploy of what it built. */
	z.looseObject({ kind: z.literal('code') }),
	/** `npm run rollback`. */
	z.looseObject({ kind: z.literal('rollback') }),
	/** An operator's own rebuild of one tenant (`npm run rebuild`). */
	z.looseObject({ kind: z.literal('operator') }),
]);
export type ReleaseTrigger = z.infer<typeof triggerSchema>;

/** Pages added, changed and removed against the release that was live before (`against`). */
export const changesSchema = z.looseObject({
	against: z.nullable(z.string()),
	added: z.number(),
	changed: z.number(),
	removed: z.number(),
});
export type PageChanges = z.infer<typeof changesSchema>;

/** One release that went live. */
export const historyEntrySchema = z.looseObject({
	release: z.string(),
	/** ISO time it went live. */
	at: z.string(),
	trigger: triggerSchema,
	/** The release live just before it (null: none). */
	replaced: z.nullable(z.string()),
	/** Where "back" leads from it: null for nowhere; absent when unknown (derived from the order). */
	back: z.optional(z.nullable(z.string())),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const historySchema = z.looseObject({
	version: z.literal(1),
	entries: z.array(historyEntrySchema),
});
/** A tenant's history, oldest entry first. */
export type ReleaseHistory = z.infer<typeof historySchema>;

/** Name of the history file in a tenant's releases folder (local and in the bucket). */
export const HISTORY_FILE = 'history.json';
/** Entries a history keeps: the oldest go first. */
export const HISTORY_ENTRIES = 200;

/** `text` (the content of `file`) as a value of `schema`; throws naming the file and the problem. */
export function parseChecked<T>(
	schema: z.ZodMiniType<T>,
	text: string,
	file: string,
	what: string,
): T {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch (error) {
		throw new Error(`${file} is not ${what}: not JSON (${(error as Error).message})`, {
			cause: error,
		});
	}
	const result = z.safeParse(schema, value);
	if (result.success) return result.data;
	const issue = result.error.issues[0];
	const at = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
	throw new Error(`${file} is not ${what}: ${issue?.message ?? 'invalid'}${at}`);
}

/** The history stored as `text` in `file`; throws naming the file when it is not one. */
export function parseHistory(text: string, file: string): ReleaseHistory {
	return parseChecked(historySchema, text, file, 'a release history');
}

/** The history with `entry` appended, the oldest beyond `keep` dropped. */
export function appendEntry(
	history: ReleaseHistory | null,
	entry: HistoryEntry,
	keep = HISTORY_ENTRIES,
): ReleaseHistory {
	const entries = [...(history?.entries ?? []), entry];
	return { version: 1, entries: entries.slice(Math.max(0, entries.length - keep)) };
}

/** The latest entry of `release`, if it ever went live in this history. */
export function entryOf(history: ReleaseHistory | null, release: string): HistoryEntry | undefined {
	return history?.entries.findLast((entry) => entry.release === release);
}

/**
 * The kept release just before `id` in `kept` (oldest first: ids sort by build time, a bucket
 * lists by deploy order): the rule before the history, and for a release it has no entry of.
 */
export function keptBefore(kept: readonly string[], id: string | null): string | null {
	if (id === null) return kept.at(-1) ?? null;
	const at = kept.indexOf(id);
	if (at >= 0) return kept[at - 1] ?? null;
	return kept.filter((each) => each < id).at(-1) ?? null;
}

/** Where "back" leads from the live release. */
export interface BackTarget {
	/** The kept release to make live; null when nothing was live before. */
	to: string | null;
	/** Releases the way back passed that are no longer kept. */
	skipped: string[];
	/** Whether a step had no history entry and followed the order of the kept releases instead. */
	derived: boolean;
}

/**
 * The release "back" leads to from `live`: the one live before it went live (by the history),
 * passing releases no longer kept; for a release without entry, the kept one before it.
 */
export function backTarget(
	history: ReleaseHistory | null,
	live: string | null,
	kept: readonly string[],
): BackTarget {
	const skipped: string[] = [];
	let derived = false;
	let from = live;
	for (;;) {
		const entry = from === null ? undefined : entryOf(history, from);
		const known = entry !== undefined && entry.back !== undefined;
		derived ||= !known;
		const to = known ? (entry.back ?? null) : keptBefore(kept, from);
		if (to === null || kept.includes(to)) return { to, skipped, derived };
		// A release pruned since: its own way back, once (a cycle stops the walk).
		if (skipped.includes(to) || to === live) return { to: null, skipped, derived };
		skipped.push(to);
		from = to;
	}
}

/** A release going live: which, when, why, and the release live until now. */
export interface GoingLive {
	release: string;
	at: string;
	trigger: ReleaseTrigger;
	replaced: string | null;
}

/**
 * The history entry of a release going live. A new release leads back to the one it replaced; a
 * rollback restores the release with the way back it had, so a second rollback goes further
 * back. `kept` settles where a release without entry led back to.
 */
export function wentLive(
	history: ReleaseHistory | null,
	going: GoingLive,
	kept: readonly string[],
): HistoryEntry {
	if (going.trigger.kind !== 'rollback') return { ...going, back: going.replaced };
	const earlier = entryOf(history, going.release);
	const back = earlier?.back !== undefined ? earlier.back : keptBefore(kept, going.release);
	return { ...going, back };
}
