/**
 * The visitor states of the bench: a demo student's stored session for the dashboard and the
 * checkout, and a cart holding a product that student can buy, both made against the bench's
 * sandbox with the app's own calls, so the pages load real data, as the student sees them.
 */
import { sessionFromLogin } from '../../src/lib/auth/session-from.ts';
import { login } from '../../src/lib/lms/calls/account.ts';
import { createLmsHttp } from '../../src/lib/lms/http.ts';
import { lookupInstitute } from '../../src/lib/lms/calls/site.ts';
import { filterProducts } from '../../src/lib/lms/calls/store.ts';
import type { Product } from '../../src/lib/lms/types.ts';

/** The demo students (sandbox/README.md, "Demo credentials"), by tenant domain. */
const DEMO_STUDENTS: Readonly<Record<string, readonly [string, string]>> = {
	'sunrise-academy.in': ['9876543210', 'aarav@123'],
	'pixel-store.in': ['9811100001', 'neha@123'],
	'greenfield-school.edu.in': ['9822200001', 'ishaan@123'],
	'global-prep.com': ['2125550101', 'emily@123'],
	'gyan-pathshala.in': ['9866600001', 'rahul@123'],
};

/**
 * The `session` localStorage value of the tenant's demo student (as the session store writes
 * it), or null when the tenant has none or the login is refused (appfirst allows no web login).
 */
export async function studentSession(sandboxUrl: string, domain: string): Promise<string | null> {
	const student = DEMO_STUDENTS[domain];
	if (!student) return null;
	const bases = { mainApiUrl: sandboxUrl, productApiUrl: sandboxUrl };
	try {
		const institute = await lookupInstitute(createLmsHttp(bases), domain);
		const http = createLmsHttp({ ...bases, instituteId: institute.id });
		const reply = await login(http, {
			userName: student[0],
			password: student[1],
			deviceId: 'bench',
		});
		const result = Array.isArray(reply) ? reply[0] : reply;
		if (!result?.credential) return null;
		const session = sessionFromLogin(result, {
			instituteName: institute.name,
			websiteEnable: true,
			accessToken: null,
		});
		return JSON.stringify({ ...session, userStatus: 'loggedin' });
	} catch {
		return null;
	}
}

/**
 * The product the cart holds for the cart and checkout pages: the first paid one the viewer can
 * still buy (in stock, not enrolled), else the first free one; null when there is none.
 */
export function checkoutProduct(products: readonly Product[]): number | null {
	const buyable = products.filter((product) => !product.isEnrolled && product.remaining !== 0);
	return (buyable.find((product) => !product.isFree) ?? buyable[0])?.id ?? null;
}

/**
 * The `cart` localStorage value (as the cart store writes it) holding {@link checkoutProduct} of
 * the tenant as `session`'s student sees the catalogue (a visitor's when null); null when the
 * tenant has no such product or the sandbox cannot list them.
 */
export async function checkoutCart(
	sandboxUrl: string,
	domain: string,
	session: string | null,
): Promise<string | null> {
	const bases = { mainApiUrl: sandboxUrl, productApiUrl: sandboxUrl };
	const student =
		session === null ? null : (JSON.parse(session) as { userId: number; studentAuth: string });
	try {
		const institute = await lookupInstitute(createLmsHttp(bases), domain);
		const http = createLmsHttp({
			...bases,
			instituteId: institute.id,
			// P4 answers `is_enrolled` for the user its headers name (CONTRACT.md).
			getStudent: () => student && { userId: student.userId, authorization: student.studentAuth },
		});
		const id = checkoutProduct(await filterProducts(http));
		return id === null ? null : JSON.stringify([id]);
	} catch {
		return null;
	}
}
