/**
 * Sends the rebuild webhook requests the server tests need: signed with a key at a timestamp, or
 * with hand-written headers in place of the signed ones.
 */
import { signRebuild } from '../../../../../scripts/lib/rebuild/signature.ts';

/** What the server answered: the status, the JSON body and the headers. */
export interface Answer {
	status: number;
	// The server's JSON; each test knows which shape it expects.
	body: any;
	headers: Headers;
}

/** POSTs `body` to `<url>/hooks/rebuild`, signed with `secret` at `headers` (Unix seconds) or with `headers` as given. */
export async function postRebuild(
	url: string,
	secret: string,
	body: string,
	headers: Record<string, string> | number,
): Promise<Answer> {
	const signed =
		typeof headers === 'number'
			? {
					'X-Rebuild-Timestamp': String(headers),
					'X-Rebuild-Signature': signRebuild(secret, headers, body),
				}
			: headers;
	const response = await fetch(`${url}/hooks/rebuild`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...signed },
		body,
	});
	return { status: response.status, body: await response.json(), headers: response.headers };
}

/** The body asking for a rebuild of `domain`. */
export const rebuildOf = (domain: string) => JSON.stringify({ domain });
