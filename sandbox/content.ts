/**
 * Content edits through the control API, as an institute admin would make them on the platform:
 * `POST /__sandbox/content` changes an institute's about-us text, which P1 (`about_us_details`)
 * and P3 (`slug=about-us`) answer from then on, and `POST /__sandbox/product-title` retitles a
 * product (every call that lists or describes it), until `POST /__sandbox/reset`.
 */
import * as z from 'zod/mini';
import type { Tenant } from './fixtures.ts';

/** Body of `POST /__sandbox/content`. */
export const contentEditSchema = z.strictObject({
	/** Any host of the institute, compared as M1 compares them. */
	domain: z.string().check(z.minLength(1)),
	/** The new about-us text (HTML, as the platform's editor stores it). */
	about: z.string(),
});

/** Body of `POST /__sandbox/product-title`. */
export const productTitleSchema = z.strictObject({
	/** Any host of the institute, compared as M1 compares them. */
	domain: z.string().check(z.minLength(1)),
	/** The product's id (products.json). */
	id: z.number().check(z.int()),
	/** Its new title. */
	title: z.string().check(z.minLength(1)),
});

const ABOUT_ROUTE = 'about-us';

// The fixture objects the edits replace, per tenant, so a reset can put them back.
type Original = Pick<Tenant, 'pages' | 'homepage'>;

/** The edits made since the sandbox started (or was reset), undoable all at once. */
export class ContentEdits {
	private readonly originals = new Map<Tenant, Original>();
	private readonly titles = new Map<Tenant['products'][number], string>();

	/**
	 * Replaces the about-us text of `tenant`: its page routed `about-us` and a stored P1
	 * `about_us_details`. False when it has neither, so there is nothing the site shows to edit.
	 */
	editAbout(tenant: Tenant, html: string): boolean {
		const isAbout = (route: string | null | undefined) =>
			(route ?? '').replace(/^\/+/, '') === ABOUT_ROUTE;
		const stored = tenant.homepage.about_us_details;
		if (!tenant.pages.some((page) => isAbout(page.page_route)) && !stored) return false;
		if (!this.originals.has(tenant))
			this.originals.set(tenant, { pages: tenant.pages, homepage: tenant.homepage });
		// New objects rather than edits in place: the originals stay intact for the reset.
		tenant.pages = tenant.pages.map((page) =>
			isAbout(page.page_route) ? { ...page, page_data: html } : page,
		);
		if (stored)
			tenant.homepage = { ...tenant.homepage, about_us_details: { ...stored, page_data: html } };
		return true;
	}

	/**
	 * Gives product `id` of `tenant` a new title; false when the institute has no such product.
	 * In place: the sandbox's indexes by product id hold the same objects.
	 */
	retitleProduct(tenant: Tenant, id: number, title: string): boolean {
		const product = tenant.products.find((entry) => entry.id === id);
		if (!product) return false;
		if (!this.titles.has(product)) this.titles.set(product, product.title);
		product.title = title;
		return true;
	}

	/** Puts every edited institute's fixture content back. */
	restore(): void {
		for (const [tenant, original] of this.originals) Object.assign(tenant, original);
		this.originals.clear();
		for (const [product, title] of this.titles) product.title = title;
		this.titles.clear();
	}
}
