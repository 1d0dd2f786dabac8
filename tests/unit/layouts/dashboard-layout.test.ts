/**
 * src/layouts/DashboardLayout.astro renders either the dashboard's frame or, with web access off,
 * the app message without the page's own content. A page script placed outside the layout would
 * still load there (and start the student's requests), so every dashboard page keeps its scripts
 * inside the layout's slot.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const DASHBOARD = 'src/pages/[tenant]/dashboard';

const pages = readdirSync(join(root, DASHBOARD), { recursive: true, encoding: 'utf8' })
	.filter((name) => name.endsWith('.astro'))
	.map((name) => join(DASHBOARD, name));

/** The page's template with its frontmatter and `<style>` blocks removed. */
function template(file: string): string {
	const text = readFileSync(join(root, file), 'utf8');
	return text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/<style[\s\S]*?<\/style>/g, '');
}

describe('dashboard pages', () => {
	it('finds them all (home, orders, profile, sub-paths, the shop in the frame)', () => {
		expect(pages.length).toBeGreaterThanOrEqual(8);
	});

	it.each(pages)('%s renders through DashboardLayout, its scripts inside it', (file) => {
		const text = template(file);
		const open = text.indexOf('<DashboardLayout');
		const close = text.lastIndexOf('</DashboardLayout>');
		expect(open).toBeGreaterThanOrEqual(0);
		expect(close).toBeGreaterThan(open);
		const outside = text.slice(0, open) + text.slice(close);
		expect(outside).not.toMatch(/<script/);
	});
});
