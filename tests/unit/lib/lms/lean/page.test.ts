import { describe, expect, it } from 'vitest';
import { pageUrl, requestPage } from '../../../../../src/lib/lms/lean/page.ts';

const config = { productApiUrl: 'https://prod.example/', instituteId: 101 };

describe('pageUrl', () => {
	it.each([
		['privacy-policy', 'https://prod.example/prod/website/page/101?slug=privacy-policy'],
		['/results/', 'https://prod.example/prod/website/page/101?slug=results'],
		['a b&c', 'https://prod.example/prod/website/page/101?slug=a%20b%26c'],
	])('%j → %s', (slug, url) => {
		expect(pageUrl(config, slug)).toBe(url);
	});
});

describe('requestPage', () => {
	it('sends Source and the product-service auth headers, returns status and JSON body', async () => {
		let seen: Headers | null = null;
		const outcome = await requestPage(
			{
				...config,
				fetch: async (_url, init) => {
					seen = new Headers(init?.headers);
					return new Response('{"status_code":400,"error":[{"error_message":"no"}]}', {
						status: 400,
					});
				},
			},
			'x',
		);
		expect(outcome).toEqual({
			status: 400,
			body: { status_code: 400, error: [{ error_message: 'no' }] },
		});
		const headers = seen as unknown as Headers;
		expect(headers.get('Source')).toBe('WEB');
		expect(headers.get('x-prod-inst-id')).toBe('101');
		expect(headers.get('x-prod-user-id')).toBe('');
		const random = Number(headers.get('session-id'));
		expect(Number(headers.get('x-proc-authorization'))).toBe(101 * random);
	});

	it('keeps a non-JSON body as text and an empty one as undefined', async () => {
		const reply = (text: string) =>
			requestPage({ ...config, fetch: async () => new Response(text) }, 'x');
		expect(await reply('oops')).toEqual({ status: 200, body: 'oops' });
		expect(await reply('')).toEqual({ status: 200, body: undefined });
	});

	it('no response (network error or timeout) is status null', async () => {
		const failing = { ...config, fetch: async () => Promise.reject(new TypeError('fetch failed')) };
		expect(await requestPage(failing, 'x')).toEqual({ status: null, body: undefined });
		const slow = {
			...config,
			timeoutMs: 10,
			fetch: (_url: RequestInfo | URL, init?: RequestInit) =>
				new Promise<Response>((_resolve, reject) =>
					init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
				),
		};
		expect(await requestPage(slow, 'x')).toEqual({ status: null, body: undefined });
	});
});
