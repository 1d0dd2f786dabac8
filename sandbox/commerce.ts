/**
 * The store's rules: how fixture products look in each reply (P4, P7, P8, P9), coupon
 * discounts (P10), gateway one's convenience fee (M18) and order completion (enrolment).
 */
import type { CartProductWire, ProductDetailWire, ProductWire } from '../src/lib/lms/wire/index.ts';
import { type OrderRow, type SandboxStore, today } from './db.ts';
import type { CouponFixture, ProductFixture, Tenant } from './fixtures.ts';
import { HttpError } from './http.ts';

/** Rounds an amount to two decimals (paise/cents). */
export function roundAmount(value: number): number {
	return Math.round(value * 100) / 100;
}

/** What a buyer pays for one product: nothing when `is_paid` is `N`, whatever its price. */
export function payablePrice(product: ProductFixture): number {
	return product.is_paid === 'N' ? 0 : (product.price ?? 0);
}

/** The product's currency (INR when the fixture names none). */
export function currencyOf(product: ProductFixture): string {
	return product.country_details?.currency_code ?? 'INR';
}

/** Per-viewer facts: enrolments of the viewing student and purchase counts of every product. */
export interface Viewer {
	enrolled: Set<number>;
	purchases: ReadonlyMap<number, number>;
	/** Enrolments bought through P11 orders: these use up `remaining_products`. */
	sold: ReadonlyMap<number, number>;
}

/** The viewer facts for a user id (0 = anonymous). */
export function viewerFor(store: SandboxStore, userId: number): Viewer {
	return {
		enrolled: userId === 0 ? new Set() : store.enrolledProductIds(userId),
		purchases: store.enrollmentCounts(),
		sold: store.enrollmentCounts(true),
	};
}

/**
 * Seats left: the fixture's `remaining_products` less what the sandbox sold (never below 0);
 * null (unlimited) stays null. Fixture enrolments are already part of the fixture's figure.
 */
export function remainingProducts(product: ProductFixture, viewer: Viewer): number | null {
	if (product.remaining_products == null) return null;
	return Math.max(0, product.remaining_products - (viewer.sold.get(product.id) ?? 0));
}

/** The product reference of product URLs: `{title}_{product_id}_{institute_id}`, title encoded. */
export function productReference(tenant: Tenant, product: ProductFixture): string {
	return `${encodeURIComponent(product.title)}_${product.id}_${tenant.institute.lookup.institute_id}`;
}

// Absent in the fixture: the default product URL; an explicit null is served as null.
function sharableLink(tenant: Tenant, product: ProductFixture): string | null {
	if (product.product_sharable_link !== undefined) return product.product_sharable_link;
	return `https://${tenant.institute.domains[0]}/product?proc=${productReference(tenant, product)}`;
}

/** Whether P4 lists the product (direct-URL-only products are reached by their URL alone). */
export function isListed(product: ProductFixture): boolean {
	return product.direct_url_only !== true;
}

// Fixture counts plus students enrolled in the sandbox.
function purchaseCount(product: ProductFixture, viewer: Viewer): number {
	return (product.total_prod_purchaseed ?? 0) + (viewer.purchases.get(product.id) ?? 0);
}

/** A P4/P6 product (and P1 `product_details` entry). */
export function productListItem(
	tenant: Tenant,
	product: ProductFixture,
	viewer: Viewer,
): ProductWire {
	return {
		id: product.id,
		title: product.title,
		photo_url: product.photo_url ?? null,
		about: product.about ?? null,
		product_sharable_link: sharableLink(tenant, product),
		is_paid: product.is_paid,
		price: product.price ?? null,
		price_before_discount: product.price_before_discount ?? null,
		discount_percentage: product.discount_percentage ?? 0,
		offer_available: product.offer_available ?? false,
		purchase_count_status: product.purchase_count_status ?? 0,
		total_prod_purchaseed: purchaseCount(product, viewer),
		remaining_products: remainingProducts(product, viewer),
		is_enrolled: viewer.enrolled.has(product.id),
		tag: product.tag ?? null,
		country_details: product.country_details ?? { currency_code: 'INR' },
	};
}

/**
 * A ProductDetail. P7 (`description`) and P8 (`info`) spell some fields differently, as the
 * real services do (CONTRACT.md, field details), so clients must accept both.
 */
export function productDetail(
	tenant: Tenant,
	product: ProductFixture,
	viewer: Viewer,
	spelling: 'description' | 'info',
): ProductDetailWire {
	const {
		photo_url: _photo,
		total_prod_purchaseed: _count,
		price,
		...common
	} = productListItem(tenant, product, viewer);
	const soldOut = remainingProducts(product, viewer) === 0;
	const varying =
		spelling === 'description'
			? {
					logo_url: product.photo_url ?? null,
					price,
					total_prod_purchaseed: purchaseCount(product, viewer),
				}
			: {
					product_logo_url: product.photo_url ?? null,
					actual_price: price,
					total_product_sold: purchaseCount(product, viewer),
				};
	return {
		...common,
		...varying,
		product_id: product.id,
		sold_out: soldOut,
		description: product.description ?? [],
		youtube_url: product.youtube_url ?? null,
		video_url: product.video_url ?? null,
	};
}

/** Coupons listed in the cart for a product (not expired, applicable, `listed`). */
function availableOffers(
	tenant: Tenant,
	product: ProductFixture,
): CartProductWire['available_offers'] {
	return tenant.coupons
		.filter((coupon) => coupon.listed && !isExpired(coupon) && appliesTo(coupon, product.id))
		.map((coupon) => ({
			offer_code: coupon.offer_code,
			discount_type: coupon.discount_type,
			discount_percentage: coupon.discount_percentage ?? null,
			flat_discount_amount: coupon.flat_discount_amount ?? null,
		}));
}

/** A P9 CartProduct. */
export function cartProduct(
	tenant: Tenant,
	product: ProductFixture,
	viewer: Viewer,
): CartProductWire {
	return {
		entity_id: product.entity_id,
		id: product.id,
		title: product.title,
		logo_url: product.photo_url ?? null,
		duration: product.duration ?? null,
		valid_from_date: product.valid_from_date ?? null,
		valid_to_date: product.valid_to_date ?? null,
		is_enrolled: viewer.enrolled.has(product.id),
		is_paid: product.is_paid,
		price: product.price ?? null,
		available_offers: availableOffers(tenant, product),
		country_details: product.country_details ?? { currency_code: 'INR' },
	};
}

function isExpired(coupon: CouponFixture): boolean {
	return coupon.valid_until < today();
}

function appliesTo(coupon: CouponFixture, productId: number): boolean {
	return !coupon.product_ids || coupon.product_ids.includes(productId);
}

/** The opaque `offer_apply_dto` of P10, sent back by the client in P11 and P12. */
export interface OfferApplyDto {
	offer_code: string;
	discount_type: string;
	discount_amount: number;
	product_ids: number[];
}

/** Reads an `offer_apply_dto` the client sent back; undefined when absent. */
export function offerCodeOf(dto: unknown): string | undefined {
	if (dto === undefined || dto === null) return undefined;
	const code = (dto as { offer_code?: unknown }).offer_code;
	if (typeof dto !== 'object' || typeof code !== 'string') {
		throw new HttpError(400, 'offer_apply_dto is not the one P10 returned');
	}
	return code;
}

/**
 * Applies a coupon to products of the tenant: 400 `message: "Error"` for an unknown or expired
 * code, 400 with a reason when it does not apply to these products or this student.
 */
export function applyCoupon(
	tenant: Tenant,
	store: SandboxStore,
	code: string,
	productIds: number[],
	studentId: number | undefined,
): { discount: number; dto: OfferApplyDto } {
	const coupon = tenant.coupons.find(
		(entry) => entry.offer_code.toUpperCase() === code.trim().toUpperCase(),
	);
	if (!coupon || isExpired(coupon)) throw new HttpError(400, 'Error', 'statusCode');
	const products = productIds
		.map((id) => tenant.products.find((product) => product.id === id))
		.filter(
			(product): product is ProductFixture =>
				product !== undefined && appliesTo(coupon, product.id),
		);
	const base = roundAmount(products.reduce((sum, product) => sum + payablePrice(product), 0));
	if (base <= 0) {
		throw new HttpError(
			400,
			`Coupon ${coupon.offer_code} is not applicable to the products in your cart.`,
			'statusCode',
		);
	}
	if (
		coupon.once_per_student &&
		studentId !== undefined &&
		store.hasUsedCoupon(studentId, tenant.institute.lookup.institute_id, coupon.offer_code)
	) {
		throw new HttpError(
			400,
			`You have already used the coupon ${coupon.offer_code}.`,
			'statusCode',
		);
	}
	const discount =
		coupon.discount_type === 'PERCENTAGE'
			? roundAmount((base * (coupon.discount_percentage ?? 0)) / 100)
			: Math.min(base, coupon.flat_discount_amount ?? 0);
	return {
		discount,
		dto: {
			offer_code: coupon.offer_code,
			discount_type: coupon.discount_type,
			discount_amount: discount,
			product_ids: products.map((product) => product.id),
		},
	};
}

/**
 * What gateway one charges for a payable amount: payable + convenience fee + 18% GST on the fee
 * when the institute passes the fee to students (M15 `inst_sett_det`, else the login settings).
 */
export function gatewayOneTotal(tenant: Tenant, payable: number): number {
	const settings = tenant.institute.payment_gateways.inst_sett_det;
	const { account } = tenant.institute;
	const feeFlag =
		settings?.enable_razorpay_gst_fee_from_student ?? account.enable_razorpay_gst_fee_from_student;
	const percentage =
		settings?.razor_payment_gateway_percentage_fee ?? account.razor_payment_gateway_percentage_fee;
	if (feeFlag !== 1 || payable <= 0 || !percentage) return roundAmount(payable);
	const fee = (payable * percentage) / 100;
	return roundAmount(payable + fee + fee * 0.18);
}

/** Marks an order paid and enrols the buyer in its products (and records its coupon use). */
export function completeOrder(
	tenant: Tenant,
	store: SandboxStore,
	order: OrderRow,
	gateway: string | null,
	transactionId: string | null,
): void {
	store.setOrderStatus(order.id, 20, gateway, transactionId);
	for (const item of store.orderItems(order.id)) {
		const product = tenant.products.find((entry) => entry.id === item.product_id);
		store.enroll(
			order.student_id,
			item.product_id,
			today(),
			product?.duration ?? null,
			product?.valid_to_date ?? null,
			order.id,
		);
	}
	if (order.coupon_code) {
		store.recordCouponUse(order.student_id, order.institute_id, order.coupon_code, order.id);
	}
}

/** Marks an order failed (status 30). */
export function failOrder(store: SandboxStore, order: OrderRow, gateway: string | null): void {
	store.setOrderStatus(order.id, 30, gateway, null);
}

/** An order of the student still awaiting payment (status 10); 400 otherwise. */
export function pendingOrder(store: SandboxStore, studentId: number, entityId: number): OrderRow {
	const order = store.orderById(entityId);
	if (!order || order.student_id !== studentId) {
		throw new HttpError(400, `Unknown order ${entityId} for this student`);
	}
	if (order.status !== 10) {
		throw new HttpError(400, `Order ${entityId} is not awaiting payment (status ${order.status})`);
	}
	return order;
}
