// @vitest-environment jsdom
/**
 * Web storage that never throws (src/lib/storage/web-storage.ts), in each way a browser refuses
 * it: a getter that throws (site data blocked), no storage at all (a WebView), writes refused (a
 * full quota), and the JSON decoding of what it holds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	decodeJson,
	readItem,
	storageArea,
	writeItem,
	type StorageName,
} from '../../../../src/lib/storage/web-storage.ts';

const AREAS: StorageName[] = ['localStorage', 'sessionStorage'];

function blockGetter(name: StorageName) {
	const original = Object.getOwnPropertyDescriptor(window, name)!;
	Object.defineProperty(window, name, {
		configurable: true,
		get: () => {
			throw new DOMException('The operation is insecure.', 'SecurityError');
		},
	});
	return () => Object.defineProperty(window, name, original);
}

afterEach(() => {
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
	localStorage.clear();
	sessionStorage.clear();
});

describe.each(AREAS)('%s', (name) => {
	it('reads and writes when the browser allows it', () => {
		expect(storageArea(name)).toBe(window[name]);
		expect(writeItem(name, 'cart', '[7]')).toBe(true);
		expect(readItem(name, 'cart')).toBe('[7]');
		expect(writeItem(name, 'cart', null)).toBe(true);
		expect(readItem(name, 'cart')).toBeNull();
	});

	it('a getter that throws SecurityError: no area, reads null, writes refused', () => {
		const restore = blockGetter(name);
		try {
			expect(() => window[name]).toThrow('insecure');
			expect(storageArea(name)).toBeNull();
			expect(readItem(name, 'cart')).toBeNull();
			expect(writeItem(name, 'cart', '[7]')).toBe(false);
			expect(writeItem(name, 'cart', null)).toBe(false);
		} finally {
			restore();
		}
	});

	it('no storage at all (null): no area, reads null, writes refused', () => {
		vi.stubGlobal(name, null);
		expect(storageArea(name)).toBeNull();
		expect(readItem(name, 'cart')).toBeNull();
		expect(writeItem(name, 'cart', '[7]')).toBe(false);
	});

	it('a full quota: the write is refused and what was there stays readable', () => {
		window[name].setItem('cart', '[1]');
		vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
			throw new DOMException('Quota exceeded', 'QuotaExceededError');
		});
		expect(writeItem(name, 'cart', '[7]')).toBe(false);
		expect(readItem(name, 'cart')).toBe('[1]');
	});

	it('reads that throw give null', () => {
		vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
			throw new DOMException('The operation is insecure.', 'SecurityError');
		});
		expect(readItem(name, 'cart')).toBeNull();
	});
});

describe('decodeJson', () => {
	const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

	it.each<[string, string | null, number | null]>([
		['nothing stored', null, null],
		['a value the decoder takes', '7', 7],
		['a value the decoder refuses', '-7', null],
		['an empty text', '', null],
		['text that is not JSON', 'undefined', null],
		['truncated JSON', '{"userId":5', null],
		['JSON of another type', '"7"', null],
		['a huge text that is not JSON', 'x'.repeat(3_000_000), null],
		['deeply nested JSON', '['.repeat(100_000) + ']'.repeat(100_000), null],
	])('%s', (_case, text, expected) => {
		expect(decodeJson(text, positive)).toBe(expected);
	});

	it('a decoder that throws counts as a refusal', () => {
		expect(
			decodeJson('{}', () => {
				throw new TypeError('boom');
			}),
		).toBeNull();
	});
});
