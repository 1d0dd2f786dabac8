/**
 * A ready-made shell line that sends a signed rebuild request, printed by the rebuild server at
 * start. It signs in the shell at run time (`date`, `openssl`), so a copied line keeps working
 * after the five-minute window that a precomputed signature would be stuck in.
 */
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.ts';
import { REBUILD_PATH } from './server.ts';

/** What the line sends, and where. */
export interface CurlLineOptions {
	/** The rebuild server's base URL, e.g. `http://127.0.0.1:4330`. */
	url: string;
	/**
	 * The key itself (fine for the published demo key), or the name of the environment variable
	 * holding it, so a real key is never printed into logs and terminals.
	 */
	secret: string | { variable: string };
	domain: string;
}

/** `value` as one single-quoted shell word, whatever it contains. */
function shellWord(value: string): string {
	return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** One bash/sh line: computes the timestamp and HMAC with `date` and `openssl`, then POSTs with curl. */
export function signedCurlLine({ url, secret, domain }: CurlLineOptions): string {
	const body = JSON.stringify({ domain });
	const key = typeof secret === 'string' ? shellWord(secret) : `"$${secret.variable}"`;
	const hmac = `$(printf '%s.%s' "$ts" "$body" | openssl dgst -sha256 -hmac ${key} -r | cut -d' ' -f1)`;
	return [
		`ts=$(date +%s)`,
		`body=${shellWord(body)}`,
		[
			'curl -sS -X POST',
			shellWord(url + REBUILD_PATH),
			`-H "${TIMESTAMP_HEADER}: $ts"`,
			`-H "${SIGNATURE_HEADER}: sha256=${hmac}"`,
			`-H 'Content-Type: application/json'`,
			`-d "$body"`,
			`-w '\\n'`,
		].join(' '),
	].join('; ');
}
