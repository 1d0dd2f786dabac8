/**
 * One GET of the fonts API for the build: a deadline for the whole answer, a size cap, no
 * redirects (a redirect could leave the checked origin), and a browser's User-Agent, since Google
 * Fonts picks the file format by it (woff2 for current browsers). Its errors never repeat the
 * address: a stylesheet chose it (css-faces.ts).
 */

/** Limits of a download. */
export interface DownloadLimits {
	timeoutMs: number;
	maxBytes: number;
}

// A current desktop Chrome: Google Fonts answers it with woff2 files split by unicode-range.
const BROWSER_AGENT =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Why a download failed, in words for the build's summary, without the address. */
export class DownloadError extends Error {
	override name = 'DownloadError';
}

function describe(error: unknown, timeoutMs: number): string {
	if (error instanceof DownloadError) return error.message;
	if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
		return `no answer within ${timeoutMs / 1000} s`;
	// A network error's code (ECONNREFUSED, ENOTFOUND): its message may carry the address.
	const code = (error as { cause?: { code?: unknown } }).cause?.code;
	return typeof code === 'string' ? code : 'the request failed';
}

/** The body of `url`, or throws a DownloadError saying why not. */
export async function download(url: string, limits: DownloadLimits): Promise<Buffer> {
	try {
		const response = await fetch(url, {
			headers: { 'user-agent': BROWSER_AGENT, accept: 'text/css,font/woff2,*/*;q=0.1' },
			redirect: 'manual',
			signal: AbortSignal.timeout(limits.timeoutMs),
		});
		if (response.status !== 200) {
			await response.body?.cancel();
			throw new DownloadError(`HTTP ${response.status}`);
		}
		if (Number(response.headers.get('content-length')) > limits.maxBytes) {
			await response.body?.cancel();
			throw new DownloadError(`larger than ${limits.maxBytes} bytes`);
		}
		const chunks: Buffer[] = [];
		let size = 0;
		for await (const chunk of response.body ?? []) {
			size += chunk.length;
			if (size > limits.maxBytes) throw new DownloadError(`larger than ${limits.maxBytes} bytes`);
			chunks.push(Buffer.from(chunk));
		}
		return Buffer.concat(chunks);
	} catch (error) {
		throw new DownloadError(describe(error, limits.timeoutMs));
	}
}
