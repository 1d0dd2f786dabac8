/**
 * CONTRACT.md, the build-time site calls: M1 (institute), P1 (home), P2 (FAQs), P3 (content page).
 * One plain function per call, taking the transport (`LmsHttp`) first, so a bundle carries only
 * the calls it imports.
 */
import * as z from 'zod/mini';
import { pagePath } from '../lean/page.ts';
import { normaliseDomain } from '../domain.ts';
import { isLmsError } from '../errors.ts';
import { productCall } from '../transport.ts';
import type { LmsHttp } from '../transport.ts';
import { mapFaqCategories, mapHomepage, mapInstitute, mapPage } from '../mappers/site.ts';
import type { ContentPage, FaqCategory, Homepage, Institute } from '../types.ts';
import {
	faqsByCategorySchema,
	homepageSchema,
	instituteLookupSchema,
	pageSchema,
} from '../wire/site.ts';

const q = encodeURIComponent;

/** M1: looks up the institute of a host (leading `www.` and port are stripped). */
export async function lookupInstitute(http: LmsHttp, host: string): Promise<Institute> {
	const path = `/api/v1/product-ePortal/get?webUrl=${q(normaliseDomain(host))}`;
	const { result } = await http.send({ call: 'M1', service: 'main', path }, instituteLookupSchema);
	return mapInstitute(result);
}

/** P1: the home data (branding, theme, menus, sliders, popular lists). */
export async function getHomepage(http: LmsHttp): Promise<Homepage> {
	const path = `/prod/website/homepage/${http.instituteId('P1')}`;
	return mapHomepage((await http.send(productCall('P1', path), homepageSchema)).result);
}

/** P2: FAQs grouped by category, in the server's key order; [] when there are none. */
export async function getFaqs(http: LmsHttp): Promise<FaqCategory[]> {
	const path = `/prod/website/faqs/${http.instituteId('P2')}?categoryWise=true`;
	const { result } = await http.send(productCall('P2', path), z.nullish(faqsByCategorySchema));
	return mapFaqCategories(result ?? {});
}

/** P3: a content page by slug (leading `/` ignored); null when the page is missing (400). */
export async function getPage(http: LmsHttp, slug: string): Promise<ContentPage | null> {
	const path = pagePath(http.instituteId('P3'), slug);
	try {
		const { result } = await http.send(productCall('P3', path), z.nullish(pageSchema));
		return result == null ? null : mapPage(result);
	} catch (error) {
		if (isLmsError(error) && error.kind === 'http' && error.status === 400) return null;
		throw error;
	}
}
