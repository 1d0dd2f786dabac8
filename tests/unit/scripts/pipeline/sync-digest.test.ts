import { afterEach, describe, expect, it } from 'vitest';
import { useSyncDigests } from '../../../../scripts/lib/pipeline/sync-digest.ts';

const subtle = globalThis.crypto.subtle;
const webCrypto = subtle.digest.bind(subtle);
const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');
const text = new TextEncoder().encode('<style>.hero{color:red}</style>');
const offsetView = new Uint8Array([0, 0, ...text, 0]).subarray(2, 2 + text.length);

let undo: (() => void) | null = null;
afterEach(() => {
	undo?.();
	undo = null;
});

describe('useSyncDigests', () => {
	it.each([
		['SHA-256', text],
		['SHA-384', text],
		['SHA-512', text],
		['SHA-1', text],
		['sha-256', text],
		[{ name: 'SHA-256' }, text],
		['SHA-256', text.buffer],
		['SHA-256', new DataView(text.buffer)],
		['SHA-256', offsetView],
		['SHA-256', new Uint8Array(0)],
	] as Array<[AlgorithmIdentifier, BufferSource]>)(
		'%j gives the bytes WebCrypto gives',
		async (algorithm, data) => {
			const expected = hex(await webCrypto(algorithm, data));
			undo = useSyncDigests(subtle);
			const digest = subtle.digest(algorithm, data);
			expect(digest).toBeInstanceOf(Promise);
			const result = await digest;
			expect(result).toBeInstanceOf(ArrayBuffer);
			expect(hex(result)).toBe(expected);
		},
	);

	it('answers the CSP hash of a known text', async () => {
		undo = useSyncDigests(subtle);
		const digest = await subtle.digest('SHA-256', new TextEncoder().encode('alert(1)'));
		expect(Buffer.from(digest).toString('base64')).toBe(
			'bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
		);
	});

	it('leaves other algorithms to WebCrypto, which refuses them as before', async () => {
		undo = useSyncDigests(subtle);
		await expect(subtle.digest('MD5', text)).rejects.toThrow();
	});

	it('is undone', async () => {
		undo = useSyncDigests(subtle);
		undo();
		undo = null;
		expect(Object.getOwnPropertyDescriptor(subtle, 'digest')).toBeUndefined();
		expect(hex(await subtle.digest('SHA-256', text))).toBe(hex(await webCrypto('SHA-256', text)));
	});
});
