/**
 * What `bench:build` reads from a build and sends to the rebuild server: the build's
 * `--report=<file.json>` (when the build writes one) and the signed webhook request.
 */
import { signRebuild } from '../../scripts/lib/rebuild/signature.ts';
import * as z from 'zod/mini';

const buildReportSchema = z.looseObject({
	built: z.array(z.string()),
	skipped: z.optional(z.array(z.string())),
	failed: z.optional(z.array(z.looseObject({ domain: z.string(), reason: z.string() }))),
	phases: z.optional(z.record(z.string(), z.number())),
	totalMs: z.optional(z.number()),
	pages: z.optional(z.number()),
});

/** The build's own report: `{ built, skipped, failed, phases, totalMs, pages }`. */
export type BuildReportFile = z.infer<typeof buildReportSchema>;

/** The report in `text`, or null when it is not one (a build without `--report` writes none). */
export function parseBuildReport(text: string | null): BuildReportFile | null {
	if (text === null) return null;
	try {
		const parsed = buildReportSchema.safeParse(JSON.parse(text));
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}

/**
 * Headers of a signed `POST /hooks/rebuild`: `X-Rebuild-Timestamp` (Unix seconds) and
 * `X-Rebuild-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`.
 */
export function rebuildHeaders(
	secret: string,
	rawBody: string,
	nowMs = Date.now(),
): Record<string, string> {
	const timestamp = String(Math.floor(nowMs / 1000));
	return {
		'Content-Type': 'application/json',
		'X-Rebuild-Timestamp': timestamp,
		'X-Rebuild-Signature': signRebuild(secret, timestamp, rawBody),
	};
}
