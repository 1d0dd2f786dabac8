/**
 * Picking a tenant in e2e tests: its URL on the preview server and what the sandbox says about it.
 */
import { readFileSync } from 'node:fs';
import { E2E_PORT, E2E_SANDBOX_URL } from './ports.ts';

/** Demo tenant domains, in tenants.json order. */
export const DEMO_DOMAINS: string[] = (
	JSON.parse(readFileSync(new URL('../../../tenants.json', import.meta.url), 'utf8')) as {
		tenants: Array<{ domain: string }>;
	}
).tenants.map((tenant) => tenant.domain);

/** The demo whose theme font has no package: the build downloads it from the fonts stand-in. */
export const DOWNLOADED_FONT_DOMAIN = 'gyan-pathshala.in';

/** The public pages of the main menu (spec section 2), on every tenant. */
export const MENU_ROUTES = ['/', '/courses', '/product', '/faqs', '/about', '/contact'];

/** The tenant's URL on the e2e preview server (browsers resolve *.localhost to loopback). */
export function tenantUrl(domain: string, path = '/'): string {
	return `http://${domain}.localhost:${E2E_PORT}${path}`;
}

async function sandboxJson(
	path: string,
	headers: Record<string, string> = {},
	body?: unknown,
): Promise<{ result: any }> {
	const response = await fetch(E2E_SANDBOX_URL + path, {
		method: body === undefined ? 'GET' : 'POST',
		headers: { Source: 'WEB', 'Content-Type': 'application/json', ...headers },
		...(body === undefined ? {} : { body: JSON.stringify(body) }),
	});
	if (!response.ok) throw new Error(`sandbox ${path}: ${response.status}`);
	return (await response.json()) as { result: any };
}

const productHeaders = (instituteId: number) => {
	const random = 12345;
	return {
		'session-id': String(random),
		'x-proc-authorization': String(instituteId * random),
		'x-prod-inst-id': String(instituteId),
		'x-prod-user-id': '',
	};
};

/** M1 and P1 as the sandbox serves them, straight off the wire (what the page must show). */
export async function sandboxInstitute(domain: string) {
	const lookup = (await sandboxJson(`/api/v1/product-ePortal/get?webUrl=${domain}`)).result;
	const path = `/prod/website/homepage/${lookup.institute_id}`;
	const homepage = (await sandboxJson(path, productHeaders(lookup.institute_id))).result;
	return { lookup, homepage };
}

/** P4: the whole catalogue an anonymous visitor sees, straight off the wire. */
export async function sandboxProducts(domain: string) {
	const { lookup } = await sandboxInstitute(domain);
	const path = '/prod/student-product/advance-filter/?getAll=true';
	const reply = await sandboxJson(path, productHeaders(lookup.institute_id), { by: [], in: [] });
	return { instituteId: lookup.institute_id as number, products: reply.result as any[] };
}
