// @vitest-environment jsdom
/**
 * The one source of markup (issue 32 part 1): a view rendered by the vanilla painter and by React
 * gives the same DOM. Attribute rules as React's server render writes them (table), text as
 * separate nodes where React keeps separate text, and React-only props left out of the DOM.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { toDom } from '../../../src/views/dom.ts';
import { attributeText, h, type ViewChild } from '../../../src/views/node.ts';
import { toReact } from '../../../src/views/react.ts';

/** The view as the painter writes it, serialised by the DOM. */
const painted = (view: ViewChild) => {
	const holder = document.createElement('div');
	holder.append(...toDom(view));
	return holder.innerHTML;
};

/** The view as React's server render writes it, parsed and serialised by the same DOM. */
const reactMarkup = (view: ViewChild) => {
	const holder = document.createElement('div');
	holder.innerHTML = renderToStaticMarkup(<>{toReact(view)}</>);
	return holder.innerHTML;
};

describe('attributeText', () => {
	it.each([
		['disabled', true, ''],
		['disabled', false, null],
		['checked', true, ''],
		['novalidate', true, ''],
		['aria-busy', false, 'false'],
		['aria-busy', true, 'true'],
		['aria-invalid', undefined, null],
		['data-amount', true, 'true'],
		['data-order', 2001, '2001'],
		['lang', null, null],
		['value', '', ''],
		['width', 96, '96'],
	])('%s = %s → %s', (name, value, text) => {
		expect(attributeText(name, value)).toBe(text);
	});
});

describe('both renderers', () => {
	const cases: [string, ViewChild][] = [
		['nothing', null],
		['text', 'Loading your cart…'],
		[
			'names React spells otherwise',
			h(
				'form',
				{ class: 'cart-coupon', novalidate: true },
				h('label', { for: 'code' }, 'Coupon code'),
				h('input', { id: 'code', autocomplete: 'off', value: '', 'aria-invalid': undefined }),
			),
		],
		[
			'booleans and aria',
			h('button', { type: 'button', disabled: true, 'aria-busy': false }, 'Proceed to pay'),
		],
		[
			'adjacent texts and a mapped list',
			h(
				'ul',
				null,
				[1, 2].map((id) => h('li', { key: id, 'data-id': id }, 'Item ', id, '', false, ' of 2')),
			),
		],
		[
			'quotes and markup in text and attributes',
			h('p', { title: 'a "b" & <c>' }, `Rahul's <b> & "quotes"`),
		],
	];
	it.each(cases)('%s: the same DOM', (_name, view) => {
		expect(painted(view)).toBe(reactMarkup(view));
	});

	it('leaves React-only props out of the painted DOM, but keeps media handlers', () => {
		const onClick = vi.fn();
		const onError = vi.fn();
		const [button] = toDom(h('button', { key: 1, ref: {}, onClick }, 'Remove')) as [HTMLElement];
		expect(button.outerHTML).toBe('<button>Remove</button>');
		button.click();
		expect(onClick).not.toHaveBeenCalled();
		const [image] = toDom(h('img', { loading: 'lazy', src: 'x.jpg', alt: '', onError })) as [
			HTMLImageElement,
		];
		image.dispatchEvent(new Event('error'));
		expect(onError).toHaveBeenCalledTimes(1);
	});

	it('keeps each text child its own node, as React hydrates them', () => {
		const [heading] = toDom(h('h2', null, 'My Cart ', h('span', null, '(2 items)'), 'x', 'y'));
		expect([...heading!.childNodes].map((node) => node.nodeType)).toEqual([3, 1, 3, 3]);
	});
});
