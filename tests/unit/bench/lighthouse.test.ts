import { describe, expect, it } from 'vitest';
import { lcpElement } from '../../../bench/lib/lighthouse.ts';

describe('lcpElement', () => {
	it('finds the node in the nested insight details', () => {
		const details = {
			type: 'list',
			items: [
				{ type: 'table', items: [{ subpart: 'timeToFirstByte', duration: 129 }] },
				{
					type: 'node',
					selector: 'main#main > article.about > div.rich-text > p',
					nodeLabel: 'Sunrise Academy was founded in Kota in 2009.',
				},
			],
		};
		expect(lcpElement(details)).toBe(
			'main#main > article.about > div.rich-text > p: Sunrise Academy was founded in Kota in 2009.',
		);
	});

	it('is null without a node', () => {
		expect(lcpElement(undefined)).toBeNull();
		expect(lcpElement({ type: 'list', items: [] })).toBeNull();
	});
});
