/**
 * P13 (CONTRACT.md) from the product detail page: the first play of an uploaded video registers
 * its storage consumption. Sent through the lean transport (`lean/fetch.ts`), since the detail
 * page cannot carry the full client (ky and zod) before the visitor acts.
 */
import { leanProductRequest, type LeanConfig } from './fetch.ts';
import type { Viewer } from './live-products.ts';
import { envelopeCode } from '../values.ts';

/** P13's path, the video URL encoded (the one place it is written; `updateConsumedStorage` uses it too). */
export function storagePath(videoUrl: string): string {
	return `/prod/product/update-consumed-storage?videoUrl=${encodeURIComponent(videoUrl)}`;
}

/**
 * Sends P13 for `videoUrl` as `viewer` (its `Authorization` when logged in); true when the service
 * accepted it. Never throws: no response, an HTTP error or an error envelope is false.
 */
export async function reportVideoPlay(
	config: LeanConfig,
	viewer: Viewer,
	videoUrl: string,
): Promise<boolean> {
	const student = viewer.userId !== 0 && viewer.studentAuth ? viewer.studentAuth : null;
	const { status, body } = await leanProductRequest(config, {
		path: storagePath(videoUrl),
		method: 'PUT',
		userId: viewer.userId,
		authorization: student,
	});
	const code = envelopeCode(body);
	return status !== null && status >= 200 && status < 300 && (code === undefined || code === 200);
}
