// @vitest-environment jsdom
/**
 * The home pop-up's image (src/browser/home/popup.ts): made after the load event from the
 * dialog's data attributes, with the build's optimised widths when it has them, else the address alone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAtFirstInput } from '../../../../src/browser/home/popup.ts';

function dialogWith(attributes: string): HTMLDialogElement {
	document.body.innerHTML = `<dialog aria-label="Sunrise Academy announcement" ${attributes}></dialog>`;
	return document.querySelector('dialog')!;
}

async function imageOf(dialog: HTMLDialogElement): Promise<HTMLImageElement> {
	openAtFirstInput(dialog);
	await vi.waitFor(() => expect(dialog.querySelector('img')).not.toBeNull());
	return dialog.querySelector('img')!;
}

describe('the pop-up image', () => {
	// jsdom decodes no images: every image is ready at once.
	beforeEach(() => {
		Object.defineProperty(HTMLImageElement.prototype, 'decode', {
			configurable: true,
			value: () => Promise.resolve(),
		});
	});

	afterEach(() => {
		sessionStorage.clear();
		Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
	});

	it('takes the optimised widths and sizes from the dialog', async () => {
		const image = await imageOf(
			dialogWith(
				'data-image="/_img/0123456789abcdef01234567-560.webp" data-srcset="/_img/0123456789abcdef01234567-560.webp 560w, /_img/0123456789abcdef01234567-1120.webp 1120w" data-sizes="(min-width: 592px) 560px, calc(100vw - 32px)"',
			),
		);
		expect(image.getAttribute('src')).toBe('/_img/0123456789abcdef01234567-560.webp');
		expect(image.getAttribute('srcset')).toBe(
			'/_img/0123456789abcdef01234567-560.webp 560w, /_img/0123456789abcdef01234567-1120.webp 1120w',
		);
		expect(image.getAttribute('sizes')).toBe('(min-width: 592px) 560px, calc(100vw - 32px)');
		expect(image.alt).toBe('Sunrise Academy announcement');
	});

	it('shows an image the build kept (an SVG) by its address alone', async () => {
		const image = await imageOf(dialogWith('data-image="https://cdn.example.in/popup.svg"'));
		expect(image.getAttribute('src')).toBe('https://cdn.example.in/popup.svg');
		expect(image.hasAttribute('srcset')).toBe(false);
		expect(image.hasAttribute('sizes')).toBe(false);
	});
});
