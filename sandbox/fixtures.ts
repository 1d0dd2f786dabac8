/**
 * Loads the demo institutes of the sandbox from `<fixturesDir>/<folder>/*.json`.
 *
 * Every file holds the contract's response shapes where one exists (validated with the wire
 * schemas of `src/lib/lms/wire/index.ts`); the extra, sandbox-only parts (domains, students with
 * their typed passwords, coupons, registration rules) are typed here by composing wire types.
 * Bad data stops the sandbox with a message naming the file and the field path.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as z from 'zod/mini';
import { normaliseDomain } from '../src/lib/lms/domain.ts';
import {
	branchSchema,
	countryCodeSchema,
	courseSchema,
	courseTypeSchema,
	faqsByCategorySchema,
	homepageSchema,
	instituteLookupSchema,
	itemTypeDescriptionSchema,
	loginResultSchema,
	offerSchema,
	pageSchema,
	paymentGatewayConfigSchema,
	productSchema,
	webAccessTokenSchema,
} from '../src/lib/lms/wire/index.ts';
import { describeIssues } from './validate.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RELATIVE_DATE = /^today(?:([+-])(\d{1,5}))?$/;
// Dates that must stay true whatever day the demo runs (a validity still ahead) are written
// relative to the day the sandbox loads: `today`, `today+180`, `today-30`.
const fixtureDate = z
	.string()
	.check(
		z.refine(
			(value) => ISO_DATE.test(value) || RELATIVE_DATE.test(value),
			'expected a YYYY-MM-DD date or a day relative to today, e.g. today+180',
		),
	);

/** A fixture date as YYYY-MM-DD: a relative one (`today-30`) counted in days from `today`. */
export function resolveFixtureDate(value: string, today: string): string {
	const relative = RELATIVE_DATE.exec(value);
	if (!relative) return value;
	const day = new Date(`${today}T00:00:00Z`);
	const days = Number(relative[2] ?? 0) * (relative[1] === '-' ? -1 : 1);
	day.setUTCDate(day.getUTCDate() + days);
	return day.toISOString().slice(0, 10);
}

/** `institute.json`: everything the main service knows about one institute. */
const instituteFileSchema = z.object({
	/** Hosts that M1 resolves to this institute (compared without `www.` and port). */
	domains: z.array(z.string()).check(z.minLength(1)),
	/** M1 result. */
	lookup: instituteLookupSchema,
	/** M2 result without the institute id and name, which come from `lookup`. */
	web_access_token: z.omit(webAccessTokenSchema, { institute_id: true, institute_name: true }),
	/** M10 result. */
	countries: z.array(countryCodeSchema),
	/** M9 result. */
	registration_courses: z.array(courseTypeSchema),
	/** M8 result: sub-branches; students may belong to one of them. */
	branches: z.array(branchSchema),
	/** M15 result; `{}` means the gateway lookup is unavailable. */
	payment_gateways: paymentGatewayConfigSchema,
	/** LoginResult fields shared by every student of the institute. */
	account: z.pick(loginResultSchema, {
		country_id: true,
		country_calling_code: true,
		currency_code: true,
		enable_online_payment_feature: true,
		enable_razorpay_gst_fee_from_student: true,
		razor_payment_gateway_percentage_fee: true,
		inst_plan_det: true,
	}),
	registration: z.object({
		/** M5 answers `skip_otp_verification: true`, so M7 needs no validated OTP. */
		skip_otp: z.boolean(),
		/** When set, M7 answers 403 with this message (may carry `##APP_LINK##`). */
		refusal_message: z.optional(z.string()),
	}),
	/** When set, M3 answers 403 with this message (may carry `##APP_LINK##`). */
	login_refusal_message: z.optional(z.string()),
});
export type InstituteFixture = z.infer<typeof instituteFileSchema>;

/** `products.json` entry: a P4 product plus what P5, P7, P8 and P9 need. */
const productFixtureSchema = z.extend(productSchema, {
	/** The CartProduct `entity_id` (not the product id). */
	entity_id: z.number(),
	description: z.optional(z.array(itemTypeDescriptionSchema)),
	/** JSON-encoded string list of video links. */
	youtube_url: z.nullish(z.string()),
	video_url: z.nullish(z.string()),
	/** Validity in days, counted from the purchase. */
	duration: z.nullish(z.number()),
	valid_from_date: z.nullish(fixtureDate),
	valid_to_date: z.nullish(fixtureDate),
	/** P4 `by` filter values (item type slugs) and `in` filter values (course names). */
	item_type_slugs: z.optional(z.array(z.string())),
	course_names: z.optional(z.array(z.string())),
	/** Listed in P1 `product_details` (Popular Products). */
	popular: z.optional(z.boolean()),
	/** Reached only by its product URL (P8, and P7/P9 by id): left out of P4 and P1. */
	direct_url_only: z.optional(z.boolean()),
});
export type ProductFixture = z.infer<typeof productFixtureSchema>;

/** `coupons.json` entry: an offer (as listed in CartProduct `available_offers`) plus its rules. */
const couponFixtureSchema = z.extend(offerSchema, {
	discount_type: z.enum(['PERCENTAGE', 'FLAT']),
	/** Last day the code works; after it P10 answers 400 with `message: "Error"`. */
	valid_until: fixtureDate,
	/** Only these products; otherwise P10 answers 400 with a reason. */
	product_ids: z.optional(z.array(z.number())),
	/** A second use by the same student answers 400 with a reason. */
	once_per_student: z.optional(z.boolean()),
	/** Shown in the cart's Available Offers list. */
	listed: z.optional(z.boolean()),
});
export type CouponFixture = z.infer<typeof couponFixtureSchema>;

/** `students.json` entry; `password` is what the student types (documented demo data). */
const studentFixtureSchema = z.object({
	name: z.string(),
	mobile_no: z.string().check(z.regex(/^\d+$/, 'expected digits only')),
	email_id: z.string(),
	password: z.string().check(z.minLength(4)),
	user_type: z.number(),
	/** A sub-branch id from `institute.json` `branches`; default the institute itself. */
	institute_id: z.optional(z.number()),
	/** Login answers `login_option` 13. */
	blocked: z.optional(z.boolean()),
	/** Login answers `login_option` 10 while another device is signed in. */
	single_device_login: z.optional(z.boolean()),
	/** Login from any other device answers `login_option` 11. */
	registered_device_id: z.optional(z.string()),
	/** A session already open on this device when the sandbox is seeded. */
	signed_in_device_id: z.optional(z.string()),
	/** M9 course ids the student applied for (M11 `subjectList`). */
	course_type_ids: z.optional(z.array(z.number())),
	enrolled_products: z.optional(
		z.array(z.object({ product_id: z.number(), enrolled_date: fixtureDate })),
	),
	/** What this demo account exercises (documentation only). */
	note: z.optional(z.string()),
});
export type StudentFixture = z.infer<typeof studentFixtureSchema>;

/** One demo institute, all files loaded and checked. */
export interface Tenant {
	folder: string;
	institute: InstituteFixture;
	/** P1 result as stored; the server composes the derived parts (see README). */
	homepage: z.infer<typeof homepageSchema>;
	faqs: z.infer<typeof faqsByCategorySchema>;
	pages: Array<z.infer<typeof pageSchema>>;
	courses: Array<z.infer<typeof courseSchema>>;
	products: ProductFixture[];
	coupons: CouponFixture[];
	students: StudentFixture[];
}

/** Every tenant plus indexes by institute id (including branches) and product id. */
export interface Fixtures {
	tenants: Tenant[];
	/** Institute id (own or branch) to its tenant. */
	tenantByInstituteId: Map<number, Tenant>;
	/** Every domain (normalised as M1 compares hosts) to its tenant. */
	tenantByDomain: Map<string, Tenant>;
	productById: Map<number, { tenant: Tenant; product: ProductFixture }>;
}

/** A fixture problem; the message names the file and the field path. */
export class FixtureError extends Error {}

const FILES = {
	'institute.json': { schema: instituteFileSchema, fallback: undefined },
	'homepage.json': { schema: homepageSchema, fallback: undefined },
	'faqs.json': { schema: faqsByCategorySchema, fallback: {} },
	'pages.json': { schema: z.array(pageSchema), fallback: [] },
	'courses.json': { schema: z.array(courseSchema), fallback: [] },
	'products.json': { schema: z.array(productFixtureSchema), fallback: [] },
	'coupons.json': { schema: z.array(couponFixtureSchema), fallback: [] },
	'students.json': { schema: z.array(studentFixtureSchema), fallback: [] },
} as const;
type FileName = keyof typeof FILES;

function displayPath(path: string): string {
	const fromCwd = relative(process.cwd(), path);
	return fromCwd.startsWith('..') ? path : fromCwd;
}

function loadFile<N extends FileName>(dir: string, name: N): z.infer<(typeof FILES)[N]['schema']> {
	const path = join(dir, name);
	const { schema, fallback } = FILES[name];
	if (!existsSync(path)) {
		if (fallback === undefined) throw new FixtureError(`${displayPath(path)}: file is missing`);
		return fallback as z.infer<(typeof FILES)[N]['schema']>;
	}
	let data: unknown;
	try {
		data = JSON.parse(readFileSync(path, 'utf8')) as unknown;
	} catch (error) {
		throw new FixtureError(`${displayPath(path)}: invalid JSON: ${(error as Error).message}`);
	}
	const parsed = schema.safeParse(data);
	if (!parsed.success) {
		throw new FixtureError(`${displayPath(path)}: ${describeIssues(parsed.error)}`);
	}
	return parsed.data as z.infer<(typeof FILES)[N]['schema']>;
}

function loadTenant(fixturesDir: string, folder: string, today: string): Tenant {
	const dir = join(fixturesDir, folder);
	const date = (value: string) => resolveFixtureDate(value, today);
	const maybeDate = (value: string | null | undefined) => (value ? date(value) : value);
	return {
		folder,
		institute: loadFile(dir, 'institute.json'),
		homepage: loadFile(dir, 'homepage.json'),
		faqs: loadFile(dir, 'faqs.json'),
		pages: loadFile(dir, 'pages.json'),
		courses: loadFile(dir, 'courses.json'),
		products: loadFile(dir, 'products.json').map((product) => ({
			...product,
			valid_from_date: maybeDate(product.valid_from_date),
			valid_to_date: maybeDate(product.valid_to_date),
		})),
		coupons: loadFile(dir, 'coupons.json').map((coupon) => ({
			...coupon,
			valid_until: date(coupon.valid_until),
		})),
		students: loadFile(dir, 'students.json').map((student) => ({
			...student,
			...(student.enrolled_products && {
				enrolled_products: student.enrolled_products.map((enrolment) => ({
					...enrolment,
					enrolled_date: date(enrolment.enrolled_date),
				})),
			}),
		})),
	};
}

// Cross-file rules the per-file schemas cannot see; each failure names file and field.
function checkReferences(fixturesDir: string, tenants: Tenant[]): Fixtures {
	const tenantByInstituteId = new Map<number, Tenant>();
	const productById = new Map<number, { tenant: Tenant; product: ProductFixture }>();
	const entityIds = new Set<number>();
	const tenantByDomain = new Map<string, Tenant>();
	const fail = (tenant: Tenant, file: FileName, field: string, problem: string): never => {
		throw new FixtureError(
			`${displayPath(join(fixturesDir, tenant.folder, file))}: ${field}: ${problem}`,
		);
	};
	for (const tenant of tenants) {
		const { institute } = tenant;
		const ownIds = [
			['lookup.institute_id', institute.lookup.institute_id] as const,
			...institute.branches.map(
				(branch, i) => [`branches.${i}.institute_id`, branch.institute_id] as const,
			),
		];
		for (const [field, id] of ownIds) {
			if (tenantByInstituteId.has(id))
				fail(tenant, 'institute.json', field, `institute id ${id} is used twice`);
			tenantByInstituteId.set(id, tenant);
		}
		institute.domains.forEach((domain, i) => {
			const host = normaliseDomain(domain);
			if (tenantByDomain.has(host))
				fail(tenant, 'institute.json', `domains.${i}`, `domain ${host} is used twice`);
			tenantByDomain.set(host, tenant);
		});
		tenant.products.forEach((product, i) => {
			if (productById.has(product.id))
				fail(tenant, 'products.json', `${i}.id`, `product id ${product.id} is used twice`);
			if (entityIds.has(product.entity_id))
				fail(
					tenant,
					'products.json',
					`${i}.entity_id`,
					`entity id ${product.entity_id} is used twice`,
				);
			// A popular product is listed on home, which a direct-URL-only product never is.
			if (product.direct_url_only && product.popular)
				fail(
					tenant,
					'products.json',
					`${i}.popular`,
					'a direct_url_only product cannot be popular',
				);
			productById.set(product.id, { tenant, product });
			entityIds.add(product.entity_id);
		});
	}
	for (const tenant of tenants) {
		const courseIds = new Set(
			tenant.institute.registration_courses.map((course) => course.course_type_id),
		);
		const isOwnProduct = (id: number): boolean => productById.get(id)?.tenant === tenant;
		tenant.coupons.forEach((coupon, i) => {
			coupon.product_ids?.forEach((id, j) => {
				if (!isOwnProduct(id))
					fail(tenant, 'coupons.json', `${i}.product_ids.${j}`, `unknown product ${id}`);
			});
		});
		tenant.students.forEach((student, i) => {
			const instituteId = student.institute_id;
			if (instituteId !== undefined && tenantByInstituteId.get(instituteId) !== tenant) {
				fail(
					tenant,
					'students.json',
					`${i}.institute_id`,
					`${instituteId} is neither this institute nor one of its branches`,
				);
			}
			student.course_type_ids?.forEach((id, j) => {
				if (!courseIds.has(id))
					fail(
						tenant,
						'students.json',
						`${i}.course_type_ids.${j}`,
						`unknown registration course ${id}`,
					);
			});
			student.enrolled_products?.forEach((enrolment, j) => {
				if (!isOwnProduct(enrolment.product_id))
					fail(
						tenant,
						'students.json',
						`${i}.enrolled_products.${j}.product_id`,
						`unknown product ${enrolment.product_id}`,
					);
			});
		});
	}
	return { tenants, tenantByInstituteId, tenantByDomain, productById };
}

/**
 * Loads and validates every institute folder under `fixturesDir` (sorted by folder name); dates
 * written relative to today count from `today` (YYYY-MM-DD, default the current UTC day).
 */
export function loadFixtures(
	fixturesDir: string,
	today: string = new Date().toISOString().slice(0, 10),
): Fixtures {
	if (!ISO_DATE.test(today))
		throw new TypeError(`loadFixtures: today must be a YYYY-MM-DD date, not '${today}'`);
	if (!existsSync(fixturesDir) || !statSync(fixturesDir).isDirectory()) {
		throw new FixtureError(`${displayPath(fixturesDir)}: fixtures folder not found`);
	}
	const folders = readdirSync(fixturesDir)
		.filter((name) => statSync(join(fixturesDir, name)).isDirectory())
		.sort();
	if (folders.length === 0) {
		throw new FixtureError(`${displayPath(fixturesDir)}: no institute folders`);
	}
	return checkReferences(
		fixturesDir,
		folders.map((folder) => loadTenant(fixturesDir, folder, today)),
	);
}

/** The tenant whose domains include `host` (compared as M1 does), if any. */
export function findTenantByHost(fixtures: Fixtures, host: string): Tenant | undefined {
	return fixtures.tenantByDomain.get(normaliseDomain(host));
}

/** The institute name of an own or branch institute id of `tenant`. */
export function instituteName(tenant: Tenant, instituteId: number): string {
	const branch = tenant.institute.branches.find((entry) => entry.institute_id === instituteId);
	return branch?.institute_name ?? tenant.institute.lookup.institute_name;
}
