/**
 * Content edits of the control API (`POST /__sandbox/content`, `POST /__sandbox/product-title`):
 * what P1, P3 and P4 answer after an institute's about-us text or a product's title changed, the
 * refusals, and the reset that undoes them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, test } from 'vitest';
import { ContentEdits } from '../../sandbox/content.ts';
import type { Tenant } from '../../sandbox/fixtures.ts';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { call, PIXEL, productHeaders, startTestSandbox, SUNRISE } from './helpers.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
	sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
afterEach(async () => {
	await call(sandbox, 'POST', '/__sandbox/reset');
});

const editAbout = (body: unknown) => call(sandbox, 'POST', '/__sandbox/content', { body });
const homeAbout = async (institute: number) =>
	(
		await call(sandbox, 'GET', `/prod/website/homepage/${institute}`, {
			headers: productHeaders(institute),
		})
	).body.result.about_us_details.page_data as string;
const aboutPage = async (institute: number) =>
	(
		await call(sandbox, 'GET', `/prod/website/page/${institute}?slug=about-us`, {
			headers: productHeaders(institute),
		})
	).body.result.page_data as string;

describe('POST /__sandbox/content', () => {
	test('changes the about-us text P1 and P3 answer for that institute only', async () => {
		const pixelBefore = await homeAbout(PIXEL);
		const reply = await editAbout({ domain: 'sunrise-academy.in', about: '<p>Edited once</p>' });
		expect(reply.status).toBe(200);
		expect(reply.body).toEqual({
			status_code: 200,
			message: 'About-us text of institute 101 changed',
			result: { domain: 'sunrise-academy.in', institute_id: 101 },
		});
		expect(await homeAbout(SUNRISE)).toBe('<p>Edited once</p>');
		expect(await aboutPage(SUNRISE)).toBe('<p>Edited once</p>');
		expect(await homeAbout(PIXEL)).toBe(pixelBefore);
	});

	test('finds the institute by any spelling of its host; the last edit wins', async () => {
		await editAbout({ domain: 'WWW.Sunrise-Academy.in:4321', about: '<p>First</p>' });
		await editAbout({ domain: 'sunrise-academy.in', about: '<p>Second</p>' });
		expect(await homeAbout(SUNRISE)).toBe('<p>Second</p>');
	});

	test('POST /__sandbox/reset puts the fixture text back', async () => {
		const before = await homeAbout(SUNRISE);
		await editAbout({ domain: 'sunrise-academy.in', about: '<p>Temporary</p>' });
		const reset = await call(sandbox, 'POST', '/__sandbox/reset');
		expect(reset.body.message).toBe(
			'Database reseeded, content edits undone, faults and abuse limits cleared',
		);
		expect(await homeAbout(SUNRISE)).toBe(before);
		expect(await aboutPage(SUNRISE)).toBe(before);
	});

	test.each([
		[{ domain: 'nobody.example', about: 'x' }, 404, "No institute has the domain 'nobody.example'"],
		[
			{ domain: 'appfirst-classes.in', about: 'x' },
			404,
			'Institute 104 has no about-us page to edit',
		],
		[{ domain: 'sunrise-academy.in' }, 400, 'Invalid request body: about: expected string'],
		[{ about: 'x' }, 400, 'Invalid request body: domain: expected string'],
		[
			{ domain: 'sunrise-academy.in', about: 'x', title: 'y' },
			400,
			'Invalid request body: (root): unexpected field(s) title',
		],
	])('%j answers %i: %s', async (body, status, message) => {
		const reply = await editAbout(body);
		expect(reply.status).toBe(status);
		expect(reply.body.status_code).toBe(status);
		expect(reply.body.message).toBe(message);
	});
});

describe('ContentEdits', () => {
	const tenantWithStoredAbout = (): Tenant =>
		({
			pages: [],
			homepage: { about_us_details: { page_route: 'about-us', page_data: '<p>Stored</p>' } },
		}) as unknown as Tenant;

	it('edits a stored P1 about_us_details when there is no about-us page, and restores it', () => {
		const tenant = tenantWithStoredAbout();
		const edits = new ContentEdits();
		expect(edits.editAbout(tenant, '<p>New</p>')).toBe(true);
		expect(tenant.homepage.about_us_details?.page_data).toBe('<p>New</p>');
		edits.restore();
		expect(tenant.homepage.about_us_details?.page_data).toBe('<p>Stored</p>');
	});

	it('matches a page routed with a leading slash', () => {
		const tenant = {
			pages: [
				{ page_route: '/about-us', page_data: 'old' },
				{ page_route: 'faq', page_data: 'f' },
			],
			homepage: {},
		} as unknown as Tenant;
		expect(new ContentEdits().editAbout(tenant, 'new')).toBe(true);
		expect(tenant.pages.map((page) => page.page_data)).toEqual(['new', 'f']);
	});
});

describe('POST /__sandbox/product-title', () => {
	const GYAN = 106;
	const retitle = (body: unknown) => call(sandbox, 'POST', '/__sandbox/product-title', { body });
	const titles = async () =>
		(
			(
				await call(sandbox, 'POST', '/prod/student-product/advance-filter/?getAll=true', {
					headers: productHeaders(GYAN),
					body: { by: [], in: [] },
				})
			).body.result as Array<{ id: number; title: string }>
		).map((product) => [product.id, product.title]);

	it('retitles a product in P4, until the reset', async () => {
		const reply = await retitle({
			domain: 'gyan-pathshala.in',
			id: 2601,
			title: 'बीजगणित कक्षा 10',
		});
		expect(reply.status).toBe(200);
		expect(reply.body.message).toBe('Product 2601 of institute 106 retitled');
		expect(await titles()).toContainEqual([2601, 'बीजगणित कक्षा 10']);
		await call(sandbox, 'POST', '/__sandbox/reset');
		expect(await titles()).toContainEqual([2601, 'गणित कक्षा 10']);
	});

	test.each([
		[
			{ domain: 'nobody.example', id: 1, title: 'x' },
			404,
			"No institute has the domain 'nobody.example'",
		],
		[
			{ domain: 'gyan-pathshala.in', id: 2001, title: 'x' },
			404,
			'Institute 106 has no product 2001',
		],
		[
			{ domain: 'gyan-pathshala.in', id: 2601 },
			400,
			'Invalid request body: title: expected string',
		],
	])('%j answers %i: %s', async (body, status, message) => {
		const reply = await retitle(body);
		expect(reply.status).toBe(status);
		expect(reply.body.message).toBe(message);
	});
});
