import { describe, expect, it } from 'vitest';
import { COURSES_PAGE, PRODUCTS_PAGE } from '../../../../src/lib/catalogue/pages.ts';

describe('catalogue list pages (spec section 2)', () => {
	it.each([
		['Courses', COURSES_PAGE, 'COURSES', '/courses', 'Courses offered by Sunrise Academy.'],
		['Products', PRODUCTS_PAGE, 'POPULAR PRODUCTS', '/product', 'Products from Sunrise Academy.'],
	])('%s: heading, path and description', (title, page, heading, path, description) => {
		expect(page).toMatchObject({ title, heading, path });
		expect(page.description('Sunrise Academy')).toBe(description);
	});
});
