import { describe, expect, it } from 'vitest';
import { reportVideoPlay, storagePath } from '../../../../../src/lib/lms/lean/video-storage.ts';
import { fakeFetch, json } from '../fake-fetch.ts';

const VIDEO = 'https://cdn.example.in/v/a b.mp4?x=1&y=2';
const P13_URL =
	'https://prod.example/prod/product/update-consumed-storage?videoUrl=https%3A%2F%2Fcdn.example.in%2Fv%2Fa%20b.mp4%3Fx%3D1%26y%3D2';
const LOGGED_OUT = { userId: 0, studentAuth: null };
const STUDENT = { userId: 5001, studentAuth: 'Basic NTAwMTpzZXJ2ZXI=' };

describe('storagePath', () => {
	it('is P13 of the contract, the video URL encoded', () => {
		expect(storagePath('/v/a b.mp4')).toBe(
			'/prod/product/update-consumed-storage?videoUrl=%2Fv%2Fa%20b.mp4',
		);
	});
});

describe('reportVideoPlay', () => {
	it.each([
		['a student', STUDENT, '5001', 'Basic NTAwMTpzZXJ2ZXI='],
		['a visitor', LOGGED_OUT, '', null],
	])('sends a bodiless PUT as %s', async (_, viewer, userHeader, authorization) => {
		const fake = fakeFetch(() => json({ status_code: 200, message: 'Consumed storage updated' }));
		const config = { productApiUrl: 'https://prod.example/', instituteId: 101, fetch: fake.fetch };

		await reportVideoPlay(config, viewer, VIDEO);

		expect(fake.requests).toHaveLength(1);
		const [request] = fake.requests;
		expect(request!.method).toBe('PUT');
		expect(request!.url.href).toBe(P13_URL);
		expect(request!.body).toBeUndefined();
		expect(request!.headers.get('Source')).toBe('WEB');
		expect(request!.headers.get('x-prod-inst-id')).toBe('101');
		expect(request!.headers.get('x-prod-user-id')).toBe(userHeader);
		const session = Number(request!.headers.get('session-id'));
		expect(request!.headers.get('x-proc-authorization')).toBe(String(101 * session));
		expect(request!.headers.get('Authorization')).toBe(authorization);
	});

	it.each([
		['200', () => json({ status_code: 200 }), true],
		['200 without a body', () => new Response('', { status: 200 }), true],
		['an error envelope in a 200', () => json({ status_code: 500, message: 'x' }), false],
		['500', () => json({ status_code: 500 }, 500), false],
		[
			'a network failure',
			() => {
				throw new TypeError('Failed to fetch');
			},
			false,
		],
	])('%s → %s', async (_, reply, expected) => {
		const fake = fakeFetch(reply);
		const config = { productApiUrl: 'https://prod.example', instituteId: 101, fetch: fake.fetch };
		await expect(reportVideoPlay(config, STUDENT, VIDEO)).resolves.toBe(expected);
	});
});
